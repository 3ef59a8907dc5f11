import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';

/**
 * Starts a local stand-in (an SMTP sink, an OIDC provider, a Stripe API) before the suite and
 * stops it after. The returned object stands for it from the suite's first hook on, so a test
 * file declares it in one line instead of a variable and two hooks.
 */
export function useFake<T extends { stop(): Promise<void> }>(start: () => Promise<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.stop());
  return new Proxy({} as T, {
    get(_, key) {
      // Not a promise: `await` on this object must not wait for a `then`.
      if (key === 'then') return undefined;
      if (!started) throw new Error(`the stand-in starts in the suite's first hook`);
      const value = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** An SMTP sink for the suite, emptied and accepting again before each test. */
export function useSmtpSink(): SmtpSink {
  const sink = useFake(startSmtpSink);
  beforeEach(() => {
    sink.clear();
    sink.refuse(false);
  });
  return sink;
}
