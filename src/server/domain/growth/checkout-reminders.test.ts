import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, type TestDatabase } from '../../../../tests/setup/databases';
import { createCookieClient, createTestApp } from '../../../../tests/setup/app';
import { smtpSinkForSuite } from '../../../../tests/setup/fakes';
import { checkoutBody } from '../../../../tests/setup/checkout';
import { startSinkMailWorker } from '../../../../tests/setup/mail-worker';
import { createPaidPurchase } from '../../../../tests/setup/purchases';
import { addDiscountCode } from '../../../../tests/setup/discount-codes';
import { startStripeFake, type StripeFake } from '../../../../tests/fakes/stripe-api';
import { createMailTransport } from '../../adapters/mail';
import { openDatabase } from '../../db/index';
import type { Lang } from '../../../shared/languages';
import { REMINDER_CONSENT_VERSION } from '../../../shared/reminder-consent';
import { queueDueReminders } from './checkout-reminders';
import { startMailWorker } from '../delivery/mail-outbox';
import { readSalesReport } from '../insight/insight';
import { berlinDay } from '../common/berlin-time';
import { buildTimeline } from '../orders/order-timeline';
import { queueWeeklySalesReport } from '../insight/sales-report';
import { findPurchaseBySessionId } from '../orders/purchases';

const ORIGIN = 'http://localhost:3000';
const HOUR = 3_600_000;
const logger = pino({ level: 'silent' });

describeEachDatabase('checkout reminders on %s', (suite) => {
  const sink = smtpSinkForSuite();
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  /** A shop on the test's database: Stripe (its local stand-in) or the demo provider. */
  function setup(
    provider: 'stripe' | 'demo' = 'stripe',
    d: TestDatabase = suite.db(),
    env: Record<string, string> = {},
  ) {
    // The mechanics on new addresses; who may be reminded at all: checkout-reminder-rules.test.ts.
    const { app, config } = createTestApp(d, {
      PUBLIC_URL: ORIGIN,
      REMINDERS_TO_NEW_ADDRESSES: 'on',
      ...env,
      ...(provider === 'stripe' ? stripe.env() : {}),
    });
    const browser = createCookieClient(app, ORIGIN);
    const order = async (
      lang: Lang,
      extra: Record<string, unknown> = {},
      email = 'gast@example.com',
      client = browser,
    ) => {
      const res = await client.request('/api/create-checkout-session', {
        json: checkoutBody(lang, email, extra),
      });
      expect(res.status).toBe(200);
      const { sessionId } = (await res.json()) as { sessionId: string };
      const row = (await findPurchaseBySessionId(d.db, sessionId))!;
      return { sessionId, id: row.id, row };
    };
    const webhook = (delivery: { body: string; signature: string }) =>
      app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: delivery.body,
      });
    const deps = { db: d.db, config, logger };
    /** The job as it runs `hours` after now. */
    const runJob = (hours: number, db = d.db) =>
      queueDueReminders({ ...deps, db }, Date.now() + hours * HOUR);
    const reminders = () =>
      d.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('dedupe_key', 'like', 'checkout-reminder:%')
        .execute();
    const purchase = (id: string) =>
      d.db.selectFrom('ebook_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    /** Sends what the outbox holds through the SMTP sink; the reminders that arrived. */
    const send = async () => {
      const worker = startSinkMailWorker(d, sink.url, logger);
      await worker.drain();
      await worker.stop();
      return sink.messages.filter((m) => m.headers['list-unsubscribe']);
    };
    return { d, app, config, browser, order, webhook, runJob, reminders, purchase, send };
  }

  it('sends nothing to a checkout without the ticked box, even long after the delay', async () => {
    const t = setup();
    const { id } = await t.order('de');
    const row = await t.purchase(id);
    expect(row.reminder_consent).toBeNull();
    expect(row.reminder_consent_at).toBeNull();
    expect(await t.runJob(4)).toBe(0);
    expect(await t.runJob(48)).toBe(0);
    expect(await t.reminders()).toEqual([]);
    expect((await t.purchase(id)).reminder_sent_at).toBeNull();
    expect(await t.send()).toEqual([]);
  });

  it('sends one reminder after the delay, in the buyer language, with its link back and one-click unsubscribe', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'LAUNCH', { percent_off: 20 });
    const { id } = await t.order('it', { remindMe: true, discountCode: 'LAUNCH' });
    const row = await t.purchase(id);
    expect(row.reminder_consent).toBe(REMINDER_CONSENT_VERSION);
    expect(row.reminder_consent_at).not.toBeNull();

    // Not before the delay (3 hours by default).
    expect(await t.runJob(2.9)).toBe(0);
    expect(await t.reminders()).toEqual([]);
    expect(await t.runJob(3.1)).toBe(1);
    // Once only: later runs find nothing more to send.
    expect(await t.runJob(3.2)).toBe(0);
    expect(await t.runJob(24)).toBe(0);
    expect(await t.reminders()).toHaveLength(1);
    expect((await t.purchase(id)).reminder_sent_at).not.toBeNull();

    const [mail] = await t.send();
    expect(sink.messages.filter((m) => m.headers['list-unsubscribe'])).toHaveLength(1);
    expect(mail.envelope.to).toEqual(['gast@example.com']);
    expect(mail.subject).toBe('Il tuo ordine Restaurant Closer è ancora aperto');
    expect(mail.text).toContain('LAUNCH');
    const unsubscribe = /^<(http:\/\/localhost:3000\/unsubscribe\/[^>]+)>$/.exec(
      mail.headers['list-unsubscribe'],
    )?.[1];
    expect(unsubscribe).toBeDefined();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(unsubscribe);
    expect(mail.html).toContain(unsubscribe);
    const resume = /http:\/\/localhost:3000(\/it\/checkout\?resume=\S+)/.exec(mail.text)?.[1];
    expect(resume).toBeDefined();

    // The link back: the Italian checkout with the address and the code filled in.
    const page = await t.app.request(resume!);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('value="gast@example.com"');
    expect(html).toContain('value="LAUNCH"');
    // A checkout from it names the reminded one.
    const token = new URL(resume!, ORIGIN).searchParams.get('resume')!;
    const back = await t.order('it', { resume: token }, 'gast@example.com');
    expect(back.row.reminder_of).toBe(id);
    // A forged or broken token just opens the normal checkout and names nothing.
    const forged = await t.app.request(`/it/checkout?resume=${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(200);
    expect(await forged.text()).not.toContain('value="gast@example.com"');
    const plain = await t.order('it', { resume: `${token.slice(0, -2)}xx` }, 'altro@example.com');
    expect(plain.row.reminder_of).toBeNull();
  });

  it('brings a team’s checkout back with its number of copies chosen', async () => {
    const t = setup();
    await t.order('fr', {
      remindMe: true,
      products: [{ productId: 'ebook-restaurant-closer-fr', quantity: 8 }],
    });
    expect(await t.runJob(3.5)).toBe(1);
    const [mail] = await t.send();
    const resume = /http:\/\/localhost:3000(\/fr\/checkout\?resume=\S+)/.exec(mail!.text)![1]!;
    const html = await (await t.app.request(resume)).text();
    // The page opens on "for my team" with 8 copies, priced for 8.
    const input = (page: string, testId: string) =>
      new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(page)?.[0] ?? '';
    expect(input(html, 'team-option-team')).toContain('checked=""');
    expect(input(html, 'team-option-one')).not.toContain('checked');
    expect(input(html, 'team-copies')).toContain('value="8"');
    expect(html).toContain('data-testid="team-panel"');
    // A single copy's checkout comes back as a single copy.
    const single = await (await t.app.request('/fr/checkout')).text();
    expect(input(single, 'team-option-one')).toContain('checked=""');
    expect(single).not.toContain('data-testid="team-panel"');
  });

  it('waits REMINDER_DELAY_HOURS as configured', async () => {
    const t = setup('stripe', suite.db(), { REMINDER_DELAY_HOURS: '1' });
    expect(t.config.reminderDelayHours).toBe(1);
    await t.order('en', { remindMe: true });
    expect(await t.runJob(0.9)).toBe(0);
    expect(await t.runJob(1.1)).toBe(1);
  });

  it('writes the List-Unsubscribe headers into the .eml outbox too', async () => {
    const t = setup();
    await t.order('fr', { remindMe: true });
    expect(await t.runJob(3.5)).toBe(1);
    const dir = mkdtempSync(path.join(tmpdir(), 'reminder-outbox-'));
    const worker = startMailWorker({
      db: t.d.db,
      dbKind: t.d.kind,
      transport: createMailTransport(
        { smtpUrl: null, mailFrom: 'no-reply@shop.test', dataDir: dir },
        logger,
      ),
      logger,
      pollMs: 60_000,
    });
    await worker.drain();
    await worker.stop();
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    // Headers unfolded (a long header may continue on the next line, RFC 5322).
    const eml = readFileSync(path.join(dir, 'outbox', files[0]), 'utf8')
      .replace(/\r\n/g, '\n')
      .replace(/\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/[^>]+>$/m);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('two processes running the job at once on the same database queue one reminder', async () => {
    const t = setup();
    const { id } = await t.order('de', { remindMe: true });
    // PostgreSQL: three pools, as three processes would have. SQLite: handles of separate
    // processes wait for each other's write lock, which handles in one thread cannot (the wait
    // would block the thread holding it), so here the runs share the one handle.
    const others =
      suite.kind === 'postgres' ? [openDatabase(t.d.target), openDatabase(t.d.target)] : [];
    suite.onClose(() => Promise.all(others.map((o) => o.close())));
    const db1 = others[0]?.db ?? t.d.db;
    const db2 = others[1]?.db ?? t.d.db;
    const counts = await Promise.all([
      t.runJob(4),
      t.runJob(4, db1),
      t.runJob(4, db2),
      t.runJob(4),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.reminders()).toHaveLength(1);
    expect((await t.reminders())[0].purchase_id).toBe(id);
    expect(await t.send()).toHaveLength(1);
  });

  it('sends none once the checkout was paid through the Stripe webhook, also when it was already queued', async () => {
    const t = setup();
    const early = await t.order('de', { remindMe: true }, 'early@example.com');
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(early.sessionId)));
    expect((await t.purchase(early.id)).status).toBe('paid');
    expect(await t.runJob(4)).toBe(0);

    // Queued, not yet sent, then paid: the waiting reminder does not go.
    const late = await t.order('de', { remindMe: true }, 'late@example.com');
    expect(await t.runJob(4)).toBe(1);
    expect(await t.reminders()).toHaveLength(1);
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(late.sessionId)));
    expect((await t.purchase(late.id)).status).toBe('paid');
    expect(await t.reminders()).toEqual([]);
    expect(await t.send()).toEqual([]);
  });

  it('sends none while a bank transfer the buyer started is under way', async () => {
    const t = setup();
    const transfer = await t.order('de', { remindMe: true }, 'transfer@example.com');
    const completed = stripe.complete(transfer.sessionId, { paid: false });
    await t.webhook(stripe.event('checkout.session.completed', completed));
    expect((await t.purchase(transfer.id)).status).toBe('pending');
    expect(await t.runJob(4)).toBe(0);
  });

  it('sends none once the checkout was paid on the demo payment page, also when it was already queued', async () => {
    const t = setup('demo');
    const early = await t.order('en', { remindMe: true }, 'early@example.com');
    const pay = (sessionId: string) =>
      t.browser.request(`/api/demo-pay/${sessionId}/pay`, { method: 'POST' });
    expect((await pay(early.sessionId)).status).toBe(303);
    expect((await t.purchase(early.id)).status).toBe('paid');
    expect(await t.runJob(4)).toBe(0);

    const late = await t.order('en', { remindMe: true }, 'late@example.com');
    expect(await t.runJob(4)).toBe(1);
    expect((await pay(late.sessionId)).status).toBe(303);
    expect((await t.purchase(late.id)).status).toBe('paid');
    expect(await t.reminders()).toEqual([]);
    expect(await t.send()).toEqual([]);
  });

  it('sends none to an address that bought meanwhile: with a 100 % code, or another paid order', async () => {
    const t = setup();
    await addDiscountCode(t.d.db, 'GRATIS', { percent_off: 100 });
    // Queued first, then the same address takes a free order with a code: dropped.
    const first = await t.order('de', { remindMe: true }, 'frei@example.com');
    expect(await t.runJob(4)).toBe(1);
    const other = createCookieClient(t.app, ORIGIN, '198.51.100.9');
    const free = await t.order('de', { discountCode: 'GRATIS' }, 'frei@example.com', other);
    expect(free.row.status).toBe('paid');
    expect(await t.reminders()).toEqual([]);
    expect((await t.purchase(first.id)).status).toBe('pending');

    // Not queued yet when the address bought another order: never queued.
    await t.order('de', { remindMe: true }, 'kaeufer@example.com');
    await createPaidPurchase(t.d.db, t.config, { email: 'kaeufer@example.com', lang: 'de' });
    expect(await t.runJob(4)).toBe(0);
    expect(await t.reminders()).toEqual([]);
    expect(await t.send()).toEqual([]);
  });

  it('reminds a due checkout however many earlier ones are passed over because their buyers paid', async () => {
    const t = setup();
    const { row: template } = await t.order('de', { remindMe: true }, 'vorlage@example.com');
    // More passed-over checkouts than one pass of the job reads: each address paid later.
    const rows = [];
    for (let i = 0; i < 210; i++) {
      const email = `wiederkauf${i}@example.com`;
      const suffix = String(i).padStart(4, '0');
      rows.push(
        {
          ...template,
          id: `RC-ABANDON00000${suffix}`,
          email,
          reminder_address: email,
          provider_session_id: `a_${i}`,
        },
        {
          ...template,
          id: `RC-BOUGHT000000${suffix}`,
          email,
          status: 'paid' as const,
          provider_session_id: `b_${i}`,
          reminder_consent: null,
          reminder_consent_at: null,
          paid_at: template.created_at,
        },
      );
    }
    for (const row of rows) await t.d.db.insertInto('ebook_purchases').values(row).execute();
    const due = await t.order('it', { remindMe: true }, 'ancora@example.com');
    expect(await t.runJob(4)).toBe(2);
    const to = (await t.reminders()).map((m) => m.to_address).sort();
    expect(to).toEqual(['ancora@example.com', 'vorlage@example.com']);
    expect((await t.purchase(due.id)).reminder_sent_at).not.toBeNull();
  });

  it('reminds expired checkouts too, but none older than a week', async () => {
    const t = setup();
    const { id, sessionId } = await t.order('es', { remindMe: true });
    await t.webhook(stripe.event('checkout.session.expired', stripe.expire(sessionId)));
    expect((await t.purchase(id)).status).toBe('expired');
    expect(await t.runJob(24 * 8)).toBe(0);
    expect(await t.runJob(5)).toBe(1);
    const [mail] = await t.send();
    expect(mail.subject).toBe('Tu pedido de Restaurant Closer sigue abierto');
  });

  it('unsubscribes with the page (GET) and the one-click POST: recorded, and no reminder after it', async () => {
    const t = setup();
    const a = await t.order('de', { remindMe: true }, 'weg@example.com');
    // A second open checkout of the address, its box ticked too.
    const b = await t.order('de', { remindMe: true }, 'weg@example.com');
    expect(await t.runJob(4)).toBe(1);
    const [mail] = await t.send();
    const link = /<http:\/\/localhost:3000(\/unsubscribe\/[^>]+)>/.exec(
      mail.headers['list-unsubscribe'],
    )![1];

    // The mail client's one-click POST (RFC 8058), from no page of ours.
    const post = await t.app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    const first = (await t.purchase(a.id)).reminder_unsubscribed_at;
    expect(first).not.toBeNull();
    expect((await t.purchase(b.id)).reminder_unsubscribed_at).not.toBeNull();
    expect(await t.runJob(4)).toBe(0);
    expect(await t.runJob(30)).toBe(0);

    // The page says it is done, in the buyer's language; opening it again changes nothing.
    const page = await t.app.request(link);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('Keine Erinnerungen mehr');
    expect(pageHtml).toContain('<html lang="de"');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await (await t.app.request('/robots.txt')).text()).toContain('Disallow: /unsubscribe\n');
    expect((await t.purchase(a.id)).reminder_unsubscribed_at).toBe(first);

    // The order's timeline in the admin tells all three, in German.
    const timeline = await buildTimeline(t.d.db, await t.purchase(a.id), 'Restaurant Closer');
    expect(timeline.map((e) => e.title)).toEqual(
      expect.arrayContaining([
        'Einer Erinnerungs-E-Mail zugestimmt (freiwillig)',
        'Erinnerung an den offenen Kauf eingereiht',
        'Erinnerungen abbestellt',
      ]),
    );

    // Opening the page of a reminder still waiting in the outbox: recorded, and it does not go.
    const c = await t.order('fr', { remindMe: true }, 'doppelt@example.com');
    expect(await t.runJob(4)).toBe(1);
    const queued = await t.d.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('purchase_id', '=', c.id)
      .executeTakeFirstOrThrow();
    const cLink = /http:\/\/localhost:3000(\/unsubscribe\/\S+)/.exec(queued.text_body)![1];
    const cPage = await t.app.request(cLink);
    expect(cPage.status).toBe(200);
    expect(await cPage.text()).toContain('Plus aucun rappel');
    expect((await t.purchase(c.id)).reminder_unsubscribed_at).not.toBeNull();
    expect(await t.reminders()).toHaveLength(1);
    expect(await t.send()).toHaveLength(1);

    // A forged link: 404, nothing recorded.
    expect((await t.app.request(`${link.slice(0, -2)}xx`)).status).toBe(404);
    expect(
      (await t.app.request(`${link.slice(0, -2)}xx`, { method: 'POST', body: '' })).status,
    ).toBe(404);
  });

  it('counts reminders sent and the purchases that followed in the sales figures', async () => {
    const t = setup();
    const a = await t.order('de', { remindMe: true }, 'eins@example.com');
    const b = await t.order('de', { remindMe: true }, 'zwei@example.com');
    await t.order('de', { remindMe: true }, 'drei@example.com');
    expect(await t.runJob(4)).toBe(3);
    // One comes back through the link and buys a new order; one pays the reminded checkout.
    const [mail] = (await t.send()).filter((m) => m.envelope.to[0] === 'eins@example.com');
    const token = /resume=(\S+)/.exec(mail.text)![1];
    const back = await t.order('de', { resume: token }, 'eins@example.com');
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(back.sessionId)));
    await t.webhook(stripe.event('checkout.session.completed', stripe.complete(b.sessionId)));
    expect((await t.purchase(back.id)).reminder_of).toBe(a.id);
    const timeline = await buildTimeline(t.d.db, await t.purchase(back.id), 'Restaurant Closer');
    expect(timeline.find((e) => e.title.startsWith('Über den Link'))?.detail).toBe(
      `Erinnert wurde an Bestellung ${a.id}`,
    );
    const today = berlinDay(Date.now());
    const report = await readSalesReport(t.d.db, today, today);
    expect(report.totals).toMatchObject({ remindersSent: 3, reminderPurchases: 2 });
    expect(report.days.find((d) => d.day === today)).toMatchObject({
      remindersSent: 3,
      reminderPurchases: 2,
    });
    // The seller's weekly mail says it in one line: queued a week from now, it reports this week.
    await queueWeeklySalesReport(t.d.db, 'seller@example.com', Date.now() + 7 * 24 * HOUR);
    const weekly = await t.d.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', 'seller@example.com')
      .executeTakeFirstOrThrow();
    expect(weekly.text_body).toContain(
      'Erinnerungen an offene Käufe: 3 versandt, danach gekauft: 2',
    );
  });
});
