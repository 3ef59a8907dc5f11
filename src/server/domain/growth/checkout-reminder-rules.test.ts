import pino from 'pino';
import { Migrator } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../../tests/setup/app';
import { smtpSinkForSuite } from '../../../../tests/setup/fakes';
import { checkoutBody } from '../../../../tests/setup/checkout';
import { startSinkMailWorker } from '../../../../tests/setup/mail-worker';
import { createPaidPurchase } from '../../../../tests/setup/purchases';
import { migrations } from '../../db/migrations/index';
import { queueDueReminders } from './checkout-reminders';
import { findPurchaseBySessionId } from '../orders/purchases';
import { purgeExpiredData } from '../jobs/retention';

const ORIGIN = 'http://localhost:3000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const logger = pino({ level: 'silent' });

/**
 * What keeps the checkout reminders from being turned against an address (decision 087):
 * strangers can type any address and tick the box, so by default only existing customers are
 * reminded; an address's variants count as one; a client and the shop have daily caps; an
 * unsubscribe lasts; and the page a reminder links to is never cached.
 */
describeEachDatabase('checkout reminders and strangers on %s', (suite) => {
  const sink = smtpSinkForSuite();

  function setup(env: Record<string, string> = {}) {
    const d = suite.db();
    const { app, config } = createTestApp(d, { PUBLIC_URL: ORIGIN, ...env });
    let clients = 0;
    /** A client of its own address (a stranger's browser), unless one is given. */
    const newClient = () => createCookieClient(app, ORIGIN, `203.0.113.${++clients}`);
    const order = async (email: string, client = newClient(), extra = {}) => {
      const res = await client.request('/api/create-checkout-session', {
        json: checkoutBody('de', email, { remindMe: true, ...extra }),
      });
      expect(res.status).toBe(200);
      const { sessionId } = (await res.json()) as { sessionId: string };
      return (await findPurchaseBySessionId(d.db, sessionId))!;
    };
    const runJob = (hours: number) =>
      queueDueReminders({ db: d.db, config, logger }, Date.now() + hours * HOUR);
    /** Sends what the outbox holds through the SMTP sink; the addresses reminders reached. */
    const send = async () => {
      const before = sink.messages.length;
      const worker = startSinkMailWorker(d, sink.url, logger);
      await worker.drain();
      await worker.stop();
      return sink.messages
        .slice(before)
        .filter((m) => m.headers['list-unsubscribe'])
        .map((m) => m.envelope.to[0])
        .sort();
    };
    const outboxText = async (purchaseId: string) =>
      (
        await d.db
          .selectFrom('mail_outbox')
          .select('text_body')
          .where('purchase_id', '=', purchaseId)
          .where('dedupe_key', 'like', 'checkout-reminder:%')
          .executeTakeFirstOrThrow()
      ).text_body;
    return { d, app, config, newClient, order, runJob, send, outboxText };
  }

  it('by default reminds no address that never bought: a stranger’s, or a variant of a customer’s', async () => {
    const t = setup();
    expect(t.config.remindersToNewAddresses).toBe(false);
    const stranger = await t.order('opfer@example.com');
    // The box was ticked, and is recorded as such; it just reaches no one.
    expect(stranger.reminder_consent_at).not.toBeNull();
    await createPaidPurchase(t.d.db, t.config, { email: 'kundin@example.com', lang: 'de' });
    await t.order('kundin+neu@example.com');
    const customer = await t.order('kundin@example.com');
    expect(await t.runJob(4)).toBe(1);
    expect(await t.runJob(48)).toBe(0);
    expect(await t.send()).toEqual(['kundin@example.com']);
    expect(await t.outboxText(customer.id)).toContain('/unsubscribe/');
  });

  it('with REMINDERS_TO_NEW_ADDRESSES=on reminds a new address, each mailbox once a week however it is written', async () => {
    const t = setup({ REMINDERS_TO_NEW_ADDRESSES: 'on' });
    expect(t.config.remindersToNewAddresses).toBe(true);
    for (const email of [
      'victim@example.com',
      'Victim+1@example.com',
      'victim+2@EXAMPLE.com',
      'j.doe@gmail.com',
      'jdoe+shop@googlemail.com',
      'J.D.O.E@gmail.com',
    ])
      await t.order(email);
    expect(await t.runJob(4)).toBe(2);
    const sent = await t.send();
    expect(sent).toHaveLength(2);
    expect(sent.filter((to) => /^victim/.test(to))).toHaveLength(1);
    expect(sent.filter((to) => /gmail\.com$/.test(to))).toHaveLength(1);
    // Within the week, none of the other variants' checkouts is reminded.
    expect(await t.runJob(24 * 6)).toBe(0);
  });

  it('takes the box from one client three times a day; more checkouts go through without it', async () => {
    const t = setup({ REMINDERS_TO_NEW_ADDRESSES: 'on' });
    const client = t.newClient();
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await t.order(`ziel${i}@example.com`, client));
    expect(rows.map((r) => r.reminder_consent_at !== null)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(rows.every((r) => r.status === 'pending')).toBe(true);
    // Another client is not held back by it.
    await t.order('andere@example.com');
    expect(await t.runJob(4)).toBe(4);
    expect(await t.send()).toEqual([
      'andere@example.com',
      'ziel0@example.com',
      'ziel1@example.com',
      'ziel2@example.com',
    ]);
  });

  it('queues at most REMINDERS_PER_DAY reminders in 24 hours, shop-wide; the rest waits', async () => {
    const t = setup({ REMINDERS_TO_NEW_ADDRESSES: 'on', REMINDERS_PER_DAY: '2' });
    for (let i = 0; i < 4; i++) await t.order(`flut${i}@example.com`);
    expect(await t.runJob(4)).toBe(2);
    expect(await t.runJob(5)).toBe(0);
    expect(await t.send()).toHaveLength(2);
    // A day after the first two, two more, and none beyond.
    expect(await t.runJob(29)).toBe(2);
    expect(await t.runJob(30)).toBe(0);
  });

  it('keeps an unsubscribe for good: no reminder to any variant after a week, from anyone’s checkout, after the retention job', async () => {
    const t = setup({ REMINDERS_TO_NEW_ADDRESSES: 'on' });
    const first = await t.order('weg@example.com');
    expect(await t.runJob(4)).toBe(1);
    const link = /http:\/\/localhost:3000(\/unsubscribe\/\S+)/.exec(
      await t.outboxText(first.id),
    )![1];
    expect(await t.send()).toEqual(['weg@example.com']);
    const post = await t.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect(await t.d.db.selectFrom('reminder_suppressions').select('address').execute()).toEqual([
      { address: 'weg@example.com' },
    ]);

    // Eight days later, as far as the first checkout is concerned.
    const shift = (iso: string | null) => iso && new Date(Date.parse(iso) - 8 * DAY).toISOString();
    const row = await t.d.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    await t.d.db
      .updateTable('ebook_purchases')
      .set({
        created_at: shift(row.created_at)!,
        reminder_consent_at: shift(row.reminder_consent_at),
        reminder_sent_at: shift(row.reminder_sent_at),
        reminder_unsubscribed_at: shift(row.reminder_unsubscribed_at),
      })
      .where('id', '=', first.id)
      .execute();
    // Anyone ticks the box again, for the address and its variants: nothing is sent.
    await t.order('weg@example.com');
    await t.order('Weg+wieder@Example.com');
    const control = await t.order('bleibt@example.com');
    expect(await t.runJob(4)).toBe(1);
    expect(await t.send()).toEqual(['bleibt@example.com']);
    expect(await t.outboxText(control.id)).toContain('/unsubscribe/');

    // The retention job removes unpaid checkouts' addresses, not the objection.
    await purgeExpiredData(t.d.db, Date.now() + 40 * DAY);
    expect(await t.d.db.selectFrom('reminder_suppressions').select('address').execute()).toEqual([
      { address: 'weg@example.com' },
    ]);
    await t.order('weg+spaeter@example.com');
    expect(await t.runJob(4)).toBe(0);
    expect(await t.send()).toEqual([]);
  });

  it('never lets a cache keep the page a reminder links to, nor serves it one', async () => {
    const t = setup({ REMINDERS_TO_NEW_ADDRESSES: 'on' });
    const checkout = await t.order('zurueck@example.com');
    expect(await t.runJob(4)).toBe(1);
    const resume = /http:\/\/localhost:3000(\/de\/checkout\?resume=\S+)/.exec(
      await t.outboxText(checkout.id),
    )![1];
    const page = await t.app.request(resume);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain('value="zurueck@example.com"');
    const data = await t.app.request(resume.replace('/de/checkout?', '/de/checkout.data?'));
    expect(data.headers.get('cache-control')).toBe('no-store');
    // A cached landing page asked with the parameter is rendered, not served from the cache.
    const landing = await t.app.request('/de?resume=anything');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('cache-control')).toBe('no-store');
    expect(landing.headers.get('etag')).toBeNull();
    expect((await t.app.request('/de')).headers.get('etag')).not.toBeNull();
  });

  it('migration 019 puts the addresses that unsubscribed before it on the lasting list', async () => {
    const d = await suite.create({ migrate: false });
    const migrator = new Migrator({
      db: d.db,
      provider: { getMigrations: async () => migrations },
      allowUnorderedMigrations: true,
    });
    const upTo017 = await migrator.migrateTo('017-reminders-and-referrals');
    expect(upTo017.error).toBeUndefined();
    const at = '2026-11-20T10:00:00.000Z';
    const base = {
      language: 'de',
      product_id: 'ebook-restaurant-closer-de',
      amount: 4700,
      currency: 'EUR',
      status: 'expired',
      provider: 'demo',
      created_at: at,
      reminder_consent: 'checkout-reminder-2026-11',
      reminder_consent_at: at,
    };
    await d.db
      .insertInto('ebook_purchases')
      .values([
        { ...base, id: 'RC-MIGRATION000001', email: 'j.doe+x@googlemail.com' },
        {
          ...base,
          id: 'RC-MIGRATION000002',
          email: 'weg@example.com',
          reminder_unsubscribed_at: at,
        },
      ] as never)
      .execute();
    const rest = await migrator.migrateToLatest();
    expect(rest.error).toBeUndefined();
    const rows = await d.db
      .selectFrom('ebook_purchases')
      .select(['id', 'reminder_address'])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.reminder_address)).toEqual(['jdoe@gmail.com', 'weg@example.com']);
    expect(await d.db.selectFrom('reminder_suppressions').selectAll().execute()).toEqual([
      { address: 'weg@example.com', created_at: at },
    ]);
  });
});
