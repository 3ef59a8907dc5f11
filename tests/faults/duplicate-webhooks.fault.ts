import { beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../e2e/harness';
import {
  mailsTo,
  outboxTo,
  purchaseOf,
  shopEnv,
  signedDemoEvent,
  untilSent,
  startCheckout,
  pgShopSuite,
  hasPostgres,
} from './shop';

/**
 * Two shop processes on one PostgreSQL database, and a provider that delivers the same signed
 * event several times to both at once (retries, a load balancer spreading them).
 */
describe.skipIf(!hasPostgres)('two processes receiving the same webhooks concurrently', () => {
  const suite = pgShopSuite();
  beforeAll(async () => {
    const env = shopEnv(suite.db.url, { SMTP_URL: suite.sink.url });
    suite.servers.push(...(await Promise.all([startServer(env), startServer(env)])));
  });

  it('marks each purchase paid once and sends one delivery e-mail', async () => {
    const { db, sink, servers } = suite;
    const buyers = ['twice-1@example.com', 'twice-2@example.com', 'twice-3@example.com'];
    const sessions: string[] = [];
    for (const [i, buyer] of buyers.entries()) {
      const sessionId = await startCheckout(servers[i % 2].url, buyer);
      // Paid at the provider; the shop learns it only from the events below.
      await db.db
        .updateTable('demo_payments')
        .set({ status: 'paid', payment_id: `demo_pi_fault_${i}` })
        .where('id', '=', sessionId)
        .execute();
      sessions.push(sessionId);
    }

    const deliveries = sessions.flatMap((sessionId) =>
      Array.from({ length: 8 }, (_, n) =>
        fetch(`${servers[n % 2].url}/api/webhooks/demo`, {
          method: 'POST',
          ...signedDemoEvent(sessionId),
        }),
      ),
    );
    const answers = await Promise.all(deliveries);
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 200));

    for (const sessionId of sessions)
      expect((await purchaseOf(db, sessionId))?.status).toBe('paid');
    for (const buyer of buyers) {
      expect(await outboxTo(db, buyer)).toHaveLength(1);
      await sink.waitFor((m) => m.envelope.to.includes(buyer), 20_000);
    }
    // Once sent, neither process's mail worker takes a message again.
    await untilSent(db, buyers);
    for (const buyer of buyers) expect(mailsTo(sink, buyer)).toHaveLength(1);
    const links = await db.db
      .selectFrom('ebook_purchases')
      .select('download_link')
      .where('provider_session_id', 'in', sessions)
      .execute();
    expect(links.every((l) => l.download_link)).toBe(true);
    // One invoice per purchase, numbered 1 to 3 of the year without a gap (decision D16).
    const invoices = await db.db
      .selectFrom('invoices')
      .select(['sequence', 'purchase_id'])
      .orderBy('sequence')
      .execute();
    expect(invoices.map((i) => Number(i.sequence))).toEqual([1, 2, 3]);
    expect(new Set(invoices.map((i) => i.purchase_id)).size).toBe(3);
  });
});
