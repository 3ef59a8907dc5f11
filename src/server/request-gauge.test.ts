import { Hono } from 'hono';
import { afterEach, expect, it, vi } from 'vitest';
import { requestGauge } from './request-gauge';

/** A request a test answers when it chooses, through an app that counts it. */
function held() {
  const gauge = requestGauge();
  const app = new Hono();
  app.use('*', gauge.middleware);
  const gates: Array<() => void> = [];
  app.get('/slow', () => new Promise<Response>((r) => gates.push(() => r(new Response('ok')))));
  app.get('/fails', () => {
    throw new Error('broken');
  });
  app.onError(() => new Response('failed', { status: 500 }));
  return { gauge, app, answer: () => gates.shift()!(), open: () => gates.length };
}

afterEach(() => {
  vi.useRealTimers();
});

it('is quiet at once when no request is being answered, and once the last one is', async () => {
  const { gauge, app, answer, open } = held();
  await gauge.quiet(60_000);
  const first = app.request('/slow');
  const second = app.request('/slow');
  await vi.waitFor(() => expect(open()).toBe(2));
  const events: string[] = [];
  const quiet = gauge.quiet(60_000).then(() => events.push('quiet'));
  answer();
  await first;
  events.push('first answered');
  answer();
  await second;
  await quiet;
  // Not quiet while the second request was still being answered.
  expect(events).toEqual(['first answered', 'quiet']);
});

it('counts a request whose handler failed as answered', async () => {
  const { gauge, app } = held();
  expect((await app.request('/fails')).status).toBe(500);
  let quiet = false;
  const waiting = gauge.quiet(60_000).then(() => (quiet = true));
  await Promise.resolve();
  expect(quiet).toBe(true);
  await waiting;
});

it('is quiet after the given time at the latest, however long a request takes', async () => {
  vi.useFakeTimers();
  const { gauge, app, answer, open } = held();
  const slow = app.request('/slow');
  await vi.waitFor(() => expect(open()).toBe(1));
  let quiet = false;
  const waiting = gauge.quiet(25).then(() => (quiet = true));
  await vi.advanceTimersByTimeAsync(24);
  expect(quiet).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(quiet).toBe(true);
  await waiting;
  answer();
  await slow;
});
