import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import pino, { type Logger } from 'pino';

/**
 * JSON in production, for log collectors, written asynchronously; readable lines in development (time, level,
 * message) when pino-pretty is installed, coloured on a terminal.
 */
export function createLogger(level: string, isProduction: boolean): Logger {
  if (!isProduction && level !== 'silent') {
    try {
      createRequire(import.meta.url).resolve('pino-pretty');
      return pino({
        level,
        transport: {
          target: 'pino-pretty',
          options: {
            colorize: Boolean(process.stdout.isTTY),
            translateTime: 'SYS:HH:MM:ss',
            ignore: 'pid,hostname',
            singleLine: true,
          },
        },
      });
    } catch {
      // pino-pretty is a development dependency; without it, JSON it is.
    }
  }
  // Written in the background, gathered into writes of 4 KB or a quarter of a second, whichever
  // comes first (and flushed on shutdown): under load one write carries dozens of access log
  // lines instead of a write per answer, and a busy access log never holds up an answer.
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Nothing buffered, or a write still under way: the next tick takes it.
    }
  }, 250).unref();
  return pino({ level }, destination);
}

export type { Logger };

/** One answered request, as the access log records it. */
export interface AccessEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * The access log line of a page answered from memory: the very JSON line `logger.info(entry,
 * message)` writes (level, time, pid, hostname, the entry, the message), put together from
 * parts made once and written to the logger's own destination. Under load pino's general
 * serialisation of each line cost a quarter of the fast path's throughput. Falls back to
 * `logger.info` for a logger whose lines differ (a child with bindings, another format).
 */
export function accessLogger(logger: Logger): (entry: AccessEntry) => void {
  const stream = (logger as unknown as Record<symbol, { write?: (line: string) => void }>)[
    pino.symbols.streamSym
  ];
  const plain =
    typeof stream?.write === 'function' &&
    logger.bindings &&
    Object.keys(logger.bindings()).length === 0;
  const slow = (e: AccessEntry) => logger.info(e, `${e.method} ${e.path} ${e.status} ${e.ms} ms`);
  if (!plain) return slow;
  const level = pino.levels.values.info;
  const base = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return (e) => {
    if (!logger.isLevelEnabled('info')) return;
    const path = JSON.stringify(e.path);
    stream.write!(
      `{"level":${level},"time":${Date.now()}${base},"requestId":${JSON.stringify(e.requestId)},` +
        `"method":${JSON.stringify(e.method)},"path":${path},"status":${e.status},"ms":${e.ms},` +
        `"msg":${JSON.stringify(`${e.method} ${e.path} ${e.status} ${e.ms} ms`)}}\n`,
    );
  };
}
