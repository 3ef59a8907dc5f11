import { describe, expect, it } from 'vitest';
import { readUntil, startServer } from '../e2e/harness';
import {
  buy,
  mailsTo,
  outboxTo,
  purchaseOf,
  sharedDataDir,
  shopEnv,
  retryPendingNow,
  untilSent,
  waitUntil,
  pgShopSuite,
  hasPostgres,
} from './shop';

/** The process dies (SIGKILL) after the payment is confirmed and before the e-mail is out. */
describe.skipIf(!hasPostgres)('SIGKILL between payment confirmation and e-mail', () => {
  const data = sharedDataDir();
  const suite = pgShopSuite(() => data.remove());

  it('keeps the purchase, and the next process sends its e-mail once', async () => {
    const { db, sink, servers } = suite;
    const env = shopEnv(db.url, { SMTP_URL: sink.url, DATA_DIR: data.dir });
    const first = await startServer(env);
    servers.push(first);
    const buyer = 'killed@example.com';
    sink.refuse(true);
    const session = await buy(first, buyer);
    // The worker has tried once and put the message back for a later attempt (a message
    // still claimed, mid-send, would wait for its lease to end: minutes).
    await waitUntil(async () => {
      const rows = await outboxTo(db, buyer);
      return (
        rows.length === 1 &&
        Number(rows[0].attempts) >= 1 &&
        rows[0].status === 'pending' &&
        rows[0].locked_until === null
      );
    }, 'a failed attempt');
    await first.kill('SIGKILL');

    const second = await startServer(env);
    servers.push(second);
    expect((await purchaseOf(db, session))?.status).toBe('paid');
    sink.refuse(false);
    await retryPendingNow(db, [buyer]);
    await sink.waitFor((m) => m.envelope.to.includes(buyer), 60_000);
    await untilSent(db, [buyer]);
    expect(mailsTo(sink, buyer)).toHaveLength(1);
    expect((await outboxTo(db, buyer)).map((r) => r.status)).toEqual(['sent']);
    // The download link in the mail works on the new process.
    const link = /https?:\/\/\S+\/download\/\S+/.exec(mailsTo(sink, buyer)[0].text)?.[0];
    expect(link).toBeTruthy();
    // A copy still being stamped is a "being prepared" page (202) that reloads itself: a busy
    // machine may take longer than the download's own wait, so the link is asked again, as the
    // page's reload would, until the file comes.
    const url = link!.replace(/^https?:\/\/[^/]+/, second.url);
    const res = await readUntil(
      async () => {
        const answer = await fetch(url);
        if (answer.status === 202) await answer.arrayBuffer();
        return answer;
      },
      (answer) => answer.status !== 202,
      60_000,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
  });
});
