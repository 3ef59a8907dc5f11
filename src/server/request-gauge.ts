import type { MiddlewareHandler } from 'hono';

/**
 * The requests this process is answering right now: counted from their first middleware until
 * their handler has made the answer (a streamed body, such as a download or an export, counts
 * only while it is being set up). Long background work that can wait (an administrator's CSV
 * export) asks `quiet` before each piece, so a buyer's request being answered goes first:
 * the export's thread, its database connection and its client then rest while it runs.
 */
export interface RequestGauge {
  middleware: MiddlewareHandler;
  /** Resolves once no request is being answered, or after `maxMs` at the latest. */
  quiet(maxMs: number): Promise<void>;
}

export function requestGauge(): RequestGauge {
  let answering = 0;
  const waiting = new Set<() => void>();
  return {
    async middleware(_c, next) {
      answering++;
      try {
        await next();
      } finally {
        answering--;
        if (answering === 0) for (const done of waiting) done();
      }
    },
    quiet(maxMs) {
      if (answering === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, maxMs);
        waiting.add(done);
      });
    },
  };
}
