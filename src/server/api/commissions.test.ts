import { expect, it } from 'vitest';
import { berlinDay } from '../../shared/format';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { addDiscountCode } from '../../../tests/setup/discount-codes';
import { parseCsvRecords } from '../../../tests/setup/csv';
import { pagesAvailable } from '../../../tests/setup/pages';
import { auditOfTable } from '../../../tests/setup/audit';
import { checkoutBody, startCheckout } from '../../../tests/setup/checkout';
import { createPageCounter } from '../domain/insight/insight';
import { createLogger } from '../logger';
import { createDownloadToken } from '../domain/delivery/download-tokens';
import { findInvoice } from '../domain/invoices/invoices';
import { createPartnerToken, readPartnerPage } from '../domain/growth/partner-page';
import type { CommissionsReport, PartnerPageData } from '../../shared/api/commissions';

const ORIGIN = 'http://localhost:3000';
const BOSS = 'boss@example.com';

describeEachDatabase('referral partners and commissions on %s', (suite) => {
  async function setup() {
    const d: TestDatabase = suite.db();
    const counter = createPageCounter({
      db: d.db,
      logger: createLogger('silent', false),
      flushMs: 3_600_000,
    });
    const { app, config } = createTestApp(
      d,
      { PUBLIC_URL: ORIGIN, ADMIN_EMAILS: BOSS },
      { counter },
    );
    const boss = await createSessionClient({ app, config }, d.db, BOSS);
    const browser = createCookieClient(app, ORIGIN);
    const table = (method: string, path: string, json?: unknown) =>
      boss.request(`/api/tables/partners${path}`, { method, json });
    const addPartner = async (code: string, percent: number, extra: object = {}) => {
      const res = await table('POST', '', {
        code,
        name: `Partner ${code}`,
        email: `${code.toLowerCase()}@partner.example`,
        commission_percent: percent,
        language: 'de',
        ...extra,
      });
      expect(res.status).toBe(201);
    };
    /** A checkout in German, optionally with a discount code and a partner's code. */
    const checkout = async (
      opts: { referral?: string; code?: string; email?: string; copies?: number } = {},
    ) => {
      const sessionId = await startCheckout(
        browser,
        checkoutBody('de', opts.email, {
          ...(opts.copies
            ? { products: [{ productId: 'ebook-restaurant-closer-de', quantity: opts.copies }] }
            : {}),
          ...(opts.code ? { discountCode: opts.code } : {}),
          ...(opts.referral !== undefined ? { referral: opts.referral } : {}),
        }),
      );
      const row = await d.db
        .selectFrom('demo_payments')
        .select('purchase_id')
        .where('id', '=', sessionId)
        .executeTakeFirstOrThrow();
      return { sessionId, id: row.purchase_id };
    };
    /** A paid order: the demo payment's "pay" fulfils it and issues its invoice. */
    const buy = async (opts: Parameters<typeof checkout>[0] = {}) => {
      const order = await checkout(opts);
      const pay = await browser.request(`/api/demo-pay/${order.sessionId}/pay`, {
        method: 'POST',
      });
      expect(pay.status).toBe(303);
      return order.id;
    };
    const purchase = (id: string) =>
      d.db.selectFrom('ebook_purchases').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const today = berlinDay(Date.now());
    const month = today.slice(0, 7);
    const report = async (from = `${month}-01`, to = today) => {
      const res = await boss.request(`/api/admin/commissions?from=${from}&to=${to}`);
      expect(res.status).toBe(200);
      return (await res.json()) as CommissionsReport;
    };
    const markPaid = (partner: string, m = month) =>
      boss.request('/api/admin/commissions/payouts', { json: { partner, month: m } });
    return {
      d,
      app,
      config,
      counter,
      boss,
      browser,
      table,
      addPartner,
      checkout,
      buy,
      purchase,
      report,
      markPaid,
      month,
    };
  }

  it('pays a partner on a team order’s whole net, as invoiced for all its copies', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10);
    const id = await t.buy({ referral: 'VERBAND', copies: 6 });
    expect(await t.purchase(id)).toMatchObject({ copies: 6, amount: 6 * 4700 });
    const invoice = await t.d.db
      .selectFrom('invoices')
      .selectAll()
      .where('purchase_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.gross)).toBe(6 * 4700);
    const net = Number(invoice.net);
    expect((await t.report()).rows).toEqual([
      expect.objectContaining({
        partnerCode: 'VERBAND',
        orders: 1,
        net,
        earned: Math.round(net / 10),
      }),
    ]);
  });

  it('records an active partner with its percent on the order; an unknown or paused code is ignored and the sale goes through', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 12);
    await t.addPartner('SCHULE', 8);
    const referred = await t.checkout({ referral: ' verband ' });
    expect(await t.purchase(referred.id)).toMatchObject({
      referral_code: 'VERBAND',
      referral_percent: 12,
    });
    const unknown = await t.checkout({ referral: 'NIEMAND' });
    expect(await t.purchase(unknown.id)).toMatchObject({
      referral_code: null,
      referral_percent: null,
    });
    const malformed = await t.checkout({ referral: '<b>x</b>' });
    expect((await t.purchase(malformed.id)).referral_code).toBeNull();
    // Paused: its link no longer counts, the buyer still buys.
    expect((await t.table('PUT', '/SCHULE', { active: false, version: 1 })).status).toBe(200);
    const paused = await t.checkout({ referral: 'SCHULE' });
    expect((await t.purchase(paused.id)).referral_code).toBeNull();
    // The rate as it was then: a later change does not rewrite the order.
    expect((await t.table('PUT', '/VERBAND', { commission_percent: 20, version: 1 })).status).toBe(
      200,
    );
    expect((await t.purchase(referred.id)).referral_percent).toBe(12);
    // The order desk shows the partner and the rate of the order.
    const detail = await t.boss.request(`/api/admin/orders/${referred.id}`);
    expect(((await detail.json()) as { order: { referral: unknown } }).order.referral).toEqual({
      code: 'VERBAND',
      percent: 12,
    });
    // The last click wins: the checkout sends the newest code, and that is recorded.
    const last = await t.checkout({ referral: 'VERBAND' });
    expect((await t.purchase(last.id)).referral_percent).toBe(20);
  });

  it('computes the commission on the net after the discount and VAT, and reverses it on a refund and on a withdrawal', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10);
    await addDiscountCode(t.d.db, 'LAUNCH', { percent_off: 20 });
    const first = await t.buy({ referral: 'VERBAND', code: 'LAUNCH', email: 'a@example.com' });
    const second = await t.buy({ referral: 'VERBAND', email: 'b@example.com' });
    const third = await t.buy({ referral: 'VERBAND', email: 'c@example.com' });
    // Not referred: no part of any partner's figures.
    await t.buy({ email: 'd@example.com' });
    const invoice = await findInvoice(t.d.db, first, 'invoice');
    // 47,00 € − 20 % = 37,60 € gross; the German e-book VAT of 7 % (the seller's country, no
    // billing country given) leaves 35,14 €.
    expect(invoice).toMatchObject({ gross: 3760, net: 3514 });
    const full = await findInvoice(t.d.db, second, 'invoice');
    expect(full).toMatchObject({ gross: 4700, net: 4393 });

    let r = await t.report();
    expect(r.rows).toEqual([
      expect.objectContaining({
        partnerCode: 'VERBAND',
        month: t.month,
        orders: 3,
        net: 3514 + 4393 + 4393,
        // 10 % of each net, to the cent: 3,514 → 3,51; 4,393 → 4,39.
        earned: 351 + 439 + 439,
        reversed: 0,
        due: 1229,
        paid: null,
        open: 1229,
      }),
    ]);

    // A refund at the order desk reverses that order's commission.
    const refund = await t.boss.request(`/api/admin/orders/${second}/refund`, {
      json: { version: Number((await t.purchase(second)).version) },
    });
    expect(refund.status).toBe(200);
    // The buyer's withdrawal reverses it too.
    const token = createDownloadToken(t.config.sessionSecret, third);
    const withdrawn = await t.browser.request(`/api/withdraw/${token}`, { json: {} });
    expect(withdrawn.status).toBe(200);
    expect((await t.purchase(third)).status).toBe('withdrawn');

    r = await t.report();
    expect(r.rows[0]).toMatchObject({
      orders: 3,
      earned: 1229,
      reversedOrders: 2,
      reversed: 878,
      due: 351,
      open: 351,
    });
    expect(r.partners).toEqual([
      expect.objectContaining({ code: 'VERBAND', orders: 3, due: 351, paid: 0, open: 351 }),
    ]);
  });

  it('reverses the commission in proportion to a partial refund, and the rest with the full refund', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10);
    const id = await t.buy({ referral: 'VERBAND' });
    // 10 % of 43,93 € net is 4,39 €.
    expect((await t.report()).rows[0]).toMatchObject({ earned: 439, reversed: 0 });
    const version = () => t.purchase(id).then((p) => Number(p.version));

    // A fifth of the payment back (9,40 € of 47,00 €) through the demo provider: a fifth of
    // the commission, to the cent (87,8 → 88).
    const part = await t.boss.request(`/api/admin/orders/${id}/partial-refund`, {
      json: { version: await version(), amount: '9,40' },
    });
    expect(part.status).toBe(200);
    const demo = await t.d.db
      .selectFrom('demo_payments')
      .select(['status', 'refunded_amount'])
      .where('purchase_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(demo).toEqual({ status: 'paid', refunded_amount: 940 });
    expect((await t.report()).rows[0]).toMatchObject({
      earned: 439,
      reversedOrders: 0,
      reversed: 88,
      due: 351,
    });

    // Erstatten refunds the rest: the rest of the commission goes, never more than it.
    const rest = await t.boss.request(`/api/admin/orders/${id}/refund`, {
      json: { version: await version() },
    });
    expect(rest.status).toBe(200);
    expect((await t.purchase(id)).status).toBe('refunded');
    expect((await t.report()).rows[0]).toMatchObject({
      earned: 439,
      reversedOrders: 1,
      reversed: 439,
      due: 0,
    });
  });

  it('marks a month as paid once, audited, and refuses when nothing is due', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10);
    await t.addPartner('LEER', 10);
    await t.buy({ referral: 'VERBAND' });

    const nothing = await t.markPaid('LEER');
    expect(nothing.status).toBe(409);
    expect((await nothing.json()).message).toMatch(/keine Provision fällig/);

    const paid = await t.markPaid('verband');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ amount: 439 });
    const again = await t.markPaid('VERBAND');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/bereits als ausgezahlt markiert \(4,39\s€/);
    const payouts = await t.d.db.selectFrom('partner_payouts').selectAll().execute();
    expect(payouts).toEqual([
      expect.objectContaining({
        partner_code: 'VERBAND',
        month: t.month,
        amount: 439,
        paid_by: BOSS,
      }),
    ]);
    const audit = await t.d.db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'table_name', 'summary'])
      .where('table_name', '=', 'partner_payouts')
      .execute();
    expect(audit).toEqual([
      {
        action: 'payout',
        actor: BOSS,
        table_name: 'partner_payouts',
        summary: expect.stringMatching(
          /^Provision .+ für Partner VERBAND \(VERBAND\) als ausgezahlt markiert: 4,39\s€$/,
        ),
      },
    ]);
    const r = await t.report();
    expect(r.rows.find((x) => x.partnerCode === 'VERBAND')).toMatchObject({
      due: 439,
      paid: 439,
      open: 0,
    });

    // Administrators only, from our own pages, with a well-formed month.
    const guest = await createSessionClient({ app: t.app, config: t.config }, t.d.db, 'gast@x.de');
    expect(
      (
        await guest.request('/api/admin/commissions/payouts', {
          json: { partner: 'VERBAND', month: t.month },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.app.request('/api/admin/commissions?from=2026-01-01&to=2026-01-31')).status,
    ).toBe(401);
    const crossSite = await t.boss.request('/api/admin/commissions/payouts', {
      json: { partner: 'LEER', month: t.month },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const badMonth = await t.markPaid('VERBAND', '2026-13');
    expect(badMonth.status).toBe(400);
    expect((await badMonth.json()).message).toBe('Ungültiger Monat: bitte JJJJ-MM.');
    const badPeriod = await t.boss.request('/api/admin/commissions?from=2026-02-31&to=2026-03-01');
    expect(badPeriod.status).toBe(400);
  });

  it('exports the months as CSV in the shop’s format, with formula-like names neutralised', async () => {
    const t = await setup();
    await t.addPartner('FORMEL', 10, { name: '=HYPERLINK("http://evil.example")' });
    await t.buy({ referral: 'FORMEL' });
    const res = await t.boss.request(
      `/api/admin/commissions/export.csv?from=${t.month}-01&to=${berlinDay(Date.now())}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(`provisionen-${t.month}-bis-`);
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [row, ...rest] = parseCsvRecords(await res.text());
    expect(rest).toEqual([]);
    expect(row).toMatchObject({
      Partnercode: 'FORMEL',
      Partner: `'=HYPERLINK("http://evil.example")`,
      Monat: t.month,
      Bestellungen: '1',
      'Netto behalten': '43,93',
      'Provision verdient': '4,39',
      'Provision fällig': '4,39',
      Ausgezahlt: '',
      Offen: '4,39',
    });
  });

  it('shows a partner their own page by a signed link: counts only, and says when it is expired or altered', async () => {
    const t = await setup();
    await t.addPartner('VERBAND', 10, { language: 'it' });
    const id = await t.buy({ referral: 'VERBAND', email: 'kaeufer@example.com' });
    const send = await t.boss.request('/api/admin/commissions/partner-link', {
      json: { partner: 'verband' },
    });
    expect(send.status).toBe(200);
    const mail = await t.d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'verband@partner.example')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('La tua pagina partner di Restaurant Closer');
    const link = /http:\/\/localhost:3000\/partner\/(\S+)/.exec(mail.text_body)![1];
    const audit = await t.d.db
      .selectFrom('audit_log')
      .select(['action', 'row_id'])
      .where('action', '=', 'partner-link')
      .execute();
    expect(audit).toEqual([{ action: 'partner-link', row_id: 'VERBAND' }]);

    const page = await readPartnerPage({ db: t.d.db, config: t.config }, link);
    expect(page).toMatchObject({ status: 'ok', code: 'VERBAND', language: 'it' });
    const ok = page as Extract<PartnerPageData, { status: 'ok' }>;
    expect(ok.months).toHaveLength(12);
    expect(ok.months[0]).toEqual({ month: t.month, clicks: 0, orders: 1, due: 439, paid: null });
    // Nothing of the buyer leaves the server.
    const json = JSON.stringify(page);
    expect(json).not.toContain('kaeufer');
    expect(json).not.toContain(id);

    // 30 days: a day later it is still good, after the 30th it says so.
    const later = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect((await readPartnerPage({ db: t.d.db, config: t.config }, link, later(29))).status).toBe(
      'ok',
    );
    expect(await readPartnerPage({ db: t.d.db, config: t.config }, link, later(31))).toEqual({
      status: 'expired',
    });
    // Altered: another partner's code, a later end, or another signature.
    const [value, mac] = link.split('.');
    const end = value.split('-')[1];
    for (const tampered of [
      `SCHULE-${end}.${mac}`,
      `VERBAND-${Number(end) + 86_400 * 365}.${mac}`,
      `${value}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      createPartnerToken('y'.repeat(40), 'VERBAND', later(30)),
      'nonsense',
    ]) {
      expect(await readPartnerPage({ db: t.d.db, config: t.config }, tampered)).toEqual({
        status: 'invalid',
      });
    }

    if (!pagesAvailable()) return;
    const res = await t.app.request(`/partner/${link}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await res.text();
    expect(html).toContain('<html lang="it"');
    expect(html).toContain('noindex');
    expect(await (await t.app.request('/robots.txt')).text()).toContain('Disallow: /partner\n');
    expect(html).not.toContain('kaeufer');
    expect(html).not.toContain(id);
    const expired = createPartnerToken(
      t.config.sessionSecret,
      'VERBAND',
      new Date(Date.now() - 1000),
    );
    const gone = await t.app.request(`/partner/${expired}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('data-testid="partner-expired"');
    const bad = await t.app.request(`/partner/${link.slice(0, -2)}xx`);
    expect(bad.status).toBe(404);
    expect(await bad.text()).toContain('data-testid="partner-invalid"');
  });

  it('checks the partners table’s writes in German, audits them, and keeps a partner with orders', async () => {
    const t = await setup();
    const bad = await t.table('POST', '', {
      code: 'A-B',
      name: 'X',
      email: 'keine-adresse',
      commission_percent: 150,
      language: 'xx',
    });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()).errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(['code', 'commission_percent', 'email', 'language']);
    expect(errors.code).toMatch(/Buchstaben \(A–Z\) und Ziffern/);
    expect(errors.commission_percent).toMatch(/100/);
    const blank = await t.table('POST', '', {
      code: 'LEER',
      name: '   ',
      email: 'leer@example.com',
      commission_percent: 10,
      language: 'de',
    });
    expect(blank.status).toBe(400);
    // Spaces only are no name.
    expect((await blank.json()).errors).toEqual({ name: 'Name ist erforderlich' });

    const created = await t.table('POST', '', {
      code: 'verband',
      name: 'Gastronomieverband',
      email: 'Info@Verband.example',
      commission_percent: 10,
      language: 'fr',
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      code: 'VERBAND',
      email: 'info@verband.example',
      language: 'fr',
      active: true,
    });
    await t.buy({ referral: 'VERBAND' });
    const del = await t.table('DELETE', '/VERBAND');
    expect(del.status).toBe(409);
    expect((await del.json()).message).toBe(
      'Über den Partner VERBAND wurde bereits bestellt; er kann nicht gelöscht werden. Pausieren Sie ihn stattdessen (Aktiv: Nein); dann zählt sein Link nicht mehr.',
    );
    await t.addPartner('NEU', 5);
    expect((await t.table('DELETE', '/NEU')).status).toBe(204);
    const audit = await auditOfTable(t.d.db, 'partners', ['action', 'row_id']);
    expect(audit).toEqual([
      { action: 'create', row_id: 'VERBAND' },
      { action: 'create', row_id: 'NEU' },
      { action: 'delete', row_id: 'NEU' },
    ]);
  });
});
