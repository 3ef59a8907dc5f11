import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink';

/**
 * Starts something (a server, a browser, a local stand-in) before the suite and stops it after.
 * The returned object stands for it from the suite's first hook on, so a test file declares it
 * in one line instead of a variable and two hooks.
 */
export function startForSuite<T extends object>(
  start: () => Promise<T>,
  stop: (started: T) => Promise<unknown>,
): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_, key) {
      // Not a promise: `await` on this object must not wait for a `then`.
      if (key === 'then') return undefined;
      if (!started) throw new Error(`${String(key)}: it starts in the suite's first hook`);
      const value = Reflect.get(started, key, started);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** A local stand-in (an SMTP sink, an OIDC provider, a Stripe API) for the suite. */
export function fakeForSuite<T extends { stop(): Promise<void> }>(start: () => Promise<T>): T {
  return startForSuite(start, (fake) => fake.stop());
}

/** An SMTP sink for the suite, emptied and accepting again before each test. */
export function smtpSinkForSuite(): SmtpSink {
  const sink = fakeForSuite(startSmtpSink);
  beforeEach(() => {
    sink.clear();
    sink.refuse(false);
  });
  return sink;
}
