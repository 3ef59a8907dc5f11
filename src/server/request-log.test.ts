import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { createTestApp } from '../../tests/setup/app';
import { describeEachDatabase } from '../../tests/setup/databases';
import { createPaidPurchase } from '../../tests/setup/purchases';

/** A logger that keeps every line it writes, parsed. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describeEachDatabase('request context in the log on %s', ({ db }) => {
  it('every line a request causes, the domain’s included, carries its request id', async () => {
    const { logger, lines } = capturingLogger();
    const { app, config } = createTestApp(db(), {}, { logger });
    await createPaidPurchase(db().db, config, { email: 'lena@example.com' });
    lines.length = 0;

    const res = await app.request('/api/resend-link', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: config.publicUrl,
        'x-request-id': 'req-resend-1',
      },
      body: JSON.stringify({ email: 'lena@example.com', language: 'en' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-resend-1');
    // The domain's own line ('download links sent again') and the access log line.
    expect(lines.map((l) => l.msg)).toEqual(
      expect.arrayContaining([
        'download links sent again',
        expect.stringMatching(/^POST \/api\/resend-link 200 \d+ ms$/),
      ]),
    );
    for (const line of lines) expect(line.requestId).toBe('req-resend-1');
  });
});
