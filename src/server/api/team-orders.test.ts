import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { checkoutBody } from '../../../tests/setup/checkout';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { BUILT_BOOKS } from '../../../tests/setup/server-command';
import { pdfText } from '../../../tests/setup/pdf';
import type { Lang } from '../../shared/languages';
import type { TeamSaveInput } from '../../shared/api/team';
import { createPdfRenderer } from '../adapters/pdf/index';
import { createLocalFileStore } from '../adapters/storage/local';
import { TEAM_MAIL } from '../content/team-mail';
import { ensureSampleEbooks } from '../domain/delivery/ebooks';
import { saveTeam, SENDS_PER_COPY, teamPageInfo } from '../domain/delivery/team-copies';
import { findPurchase } from '../domain/orders/purchases';
import { productName } from '../domain/checkout/catalog';
import { readSalesReport } from '../domain/insight/insight';
import { berlinDay } from '../../shared/format';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'team-admin@example.com';
const MEMBER_LANGS: Lang[] = ['it', 'de', 'en', 'es', 'fr'];

/**
 * Team orders (decision 100): 12 copies at a volume price in one payment and one invoice, given
 * out on the team page over two visits, each member's copy stamped with the member, and a
 * refund that shuts every member's link.
 */
describeEachDatabase('team orders on %s', { shared: true }, (suite) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  async function setup() {
    const d = suite.db();
    const shop = createTestApp(d, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SELLER_VAT_ID: 'DE123456789',
    });
    await ensureSampleEbooks(d.db, {
      files: createLocalFileStore(shop.dataDir),
      pdf: createPdfRenderer({ booksDir: BUILT_BOOKS }),
    });
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const browser = createCookieClient(shop.app, ORIGIN);
    const webhook = (type: string, object: object) => stripe.send(shop.app, type, object);
    const teamDeps = { db: d.db, config: shop.config };
    return { d, shop, admin, browser, webhook, teamDeps };
  }

  type Shop = Awaited<ReturnType<typeof setup>>;

  async function buyTeam(t: Shop, copies: number, email = `owner-${Date.now()}@example.com`) {
    const res = await t.browser.request('/api/create-checkout-session', {
      json: checkoutBody('de', email, {
        name: 'Anna Wirtin',
        products: [{ productId: 'ebook-restaurant-closer-de', quantity: copies }],
      }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const session = stripe.complete(sessionId, { country: 'DE' });
    expect((await t.webhook('checkout.session.completed', session)).status).toBe(200);
    const order = await t.d.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const delivery = await t.d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `delivery:${order.id}`)
      .executeTakeFirstOrThrow();
    const teamUrl = /https?:\/\/\S+\/team\/\S+/.exec(delivery.text_body)![0];
    return {
      order,
      session,
      delivery,
      token: new URL(teamUrl).pathname.split('/')[2]!,
      paymentId: session.payment_intent!,
    };
  }

  const member = (seat: number, over: Partial<TeamSaveInput['seats'][number]> = {}) => ({
    seat,
    name: `Mitglied ${seat}`,
    email: `member-${seat}@team.example`,
    language: MEMBER_LANGS[seat % MEMBER_LANGS.length]!,
    ...over,
  });

  /** The member mails of an order, oldest first. */
  const memberMails = (t: Shop, orderId: string) =>
    t.d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purchase_id', '=', orderId)
      .where('dedupe_key', 'like', 'team-copy:%')
      .orderBy('created_at')
      .orderBy('dedupe_key')
      .execute();

  const linkIn = (text: string) => new URL(/https?:\/\/\S+\/download\/\S+/.exec(text)![0]).pathname;

  it('sells 12 copies at the volume price in one payment, one invoice with the quantity, and gives them out over two visits', async () => {
    const t = await setup();
    const volume = await t.admin.request('/api/tables/volume_prices', {
      json: { min_copies: 5, percent_off: 15 },
    });
    expect(volume.status, await volume.clone().text()).toBe(201);
    // The volume prices are public with the editions, for the checkout page.
    const products = (await (await t.shop.app.request('/api/products')).json()) as Array<{
      volumePrices: unknown;
    }>;
    expect(products[0]!.volumePrices).toEqual([{ minCopies: 5, percentOff: 15 }]);

    const { order, session, delivery, token } = await buyTeam(t, 12);
    const title = await productName(t.d.db, order.product_id);
    // 47,00 € less 15 % is 39,95 € a copy; twelve of them are charged at once.
    expect(session.amount_total).toBe(12 * 3995);
    expect(order).toMatchObject({ copies: 12, amount: 47940, volume_percent: 15, status: 'paid' });
    // The success page offers the team page, the one the delivery e-mail links, not a download.
    const success = await t.browser.request(
      `/api/products/purchase-detail?sessionId=${session.id}&lang=de`,
    );
    expect(await success.json()).toMatchObject({
      copies: 12,
      teamUrl: `${ORIGIN}/team/${token}`,
    });
    const invoice = await t.d.db
      .selectFrom('invoices')
      .selectAll()
      .where('purchase_id', '=', order.id)
      .executeTakeFirstOrThrow();
    // A consumer in Germany: 7 % VAT on the whole order, one line of twelve.
    expect(invoice).toMatchObject({
      quantity: 12,
      gross: 47940,
      vat_rate: '7',
      buyer_country: 'DE',
    });
    expect(Number(invoice.net) + Number(invoice.vat)).toBe(47940);
    const invoiceUrl = /https?:\/\/\S+\/invoice\/\S+/.exec(delivery.text_body)![0];
    const pdf = await t.shop.app.request(new URL(invoiceUrl).pathname);
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toMatch(/\b12\b/);
    expect(text).toContain('479,40');
    // The buyer's mail leads to the team page, with the copies and their price, and no download.
    expect(delivery.text_body).toContain(TEAM_MAIL.de.buyerIntro(12, title));
    expect(delivery.text_body).toContain('Exemplare: 12 × 39,95');
    expect(delivery.text_body).not.toMatch(/\/download\//);
    // The order's own link leads to the team page, not to a thirteenth copy.
    const own = await t.shop.app.request(new URL(order.download_link!).pathname);
    expect(own.status).toBe(303);
    expect(own.headers.get('location')).toBe(`${ORIGIN}/team/${token}`);

    expect(await teamPageInfo(t.teamDeps, token)).toMatchObject({
      orderId: order.id,
      copies: 12,
      state: 'open',
      seats: [],
    });
    // First visit: five members; second visit: the other seven.
    const first = [1, 2, 3, 4, 5].map((s) => member(s));
    expect(await saveTeam(t.teamDeps, token, { seats: first })).toEqual({
      ok: true,
      sent: [1, 2, 3, 4, 5],
    });
    const rest = [6, 7, 8, 9, 10, 11, 12].map((s) => member(s));
    // The form sends every row again; unchanged ones are not sent twice.
    expect(await saveTeam(t.teamDeps, token, { seats: [...first, ...rest] })).toEqual({
      ok: true,
      sent: [6, 7, 8, 9, 10, 11, 12],
    });
    const page = (await teamPageInfo(t.teamDeps, token))!;
    expect(page.seats.map((s) => [s.seat, s.email, s.used])).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => [s, `member-${s}@team.example`, false]),
    );

    const mails = await memberMails(t, order.id);
    expect(mails).toHaveLength(12);
    for (const seat of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const mail = mails.find((m) => m.to_address === `member-${seat}@team.example`)!;
      const lang = MEMBER_LANGS[seat % MEMBER_LANGS.length]!;
      // In the language the buyer chose for the member, naming who gave the copy.
      expect(mail.subject).toBe(TEAM_MAIL[lang].member.subject(title));
      expect(mail.text_body).toContain(
        TEAM_MAIL[lang].member.intro('Anna Wirtin', title, order.id),
      );
      // Each copy is stamped with its own member and the order, on the pages pdftotext reads.
      const res = await t.shop.app.request(linkIn(mail.text_body));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const copy = pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(copy).toContain(`Mitglied ${seat} (member-${seat}@team.example)`);
      expect(copy).toContain(order.id);
      for (const other of [1, 2, 3].filter((o) => o !== seat))
        expect(copy).not.toContain(`member-${other}@team.example`);
    }
    // The order page lists every copy with its member, sends and downloads; the timeline the mails.
    const detail = (await (await t.admin.request(`/api/admin/orders/${order.id}`)).json()) as {
      team: { copies: number; teamUrl: string; seats: Array<Record<string, unknown>> };
      timeline: Array<{ detail?: string }>;
    };
    expect(detail.team.copies).toBe(12);
    expect(detail.team.teamUrl).toBe(`${ORIGIN}/team/${token}`);
    expect(detail.team.seats).toHaveLength(12);
    expect(detail.team.seats[0]).toMatchObject({
      seat: 1,
      email: 'member-1@team.example',
      sends: 1,
      downloads: 1,
    });
    expect(
      detail.timeline.filter((e) => e.detail?.includes('@team.example')).length,
    ).toBeGreaterThanOrEqual(12);
    // The accountant's CSV names the quantity.
    const csv = await t.admin.request(
      `/api/admin/invoices/export.csv?from=${berlinDay()}&to=${berlinDay()}`,
    );
    const line = (await csv.text()).split('\r\n').find((l) => l.includes(order.id))!;
    expect(line).toMatch(/;479,40;.*;12$/);
    // The sales figures count one order and twelve copies.
    const sales = await readSalesReport(t.d.db, berlinDay(), berlinDay());
    expect(sales.totals).toMatchObject({ orders: 1, copies: 12, gross: 47940 });
    // The first copy opened ends the order's right of withdrawal, as for a single copy.
    expect((await findPurchase(t.d.db, order.id))!.first_download_at).not.toBeNull();
    // Twelve copies of a 90-page edition are stamped here: more than the default time on a busy machine.
  }, 120_000);

  it('moves an unused copy to another address (the old link answers 410), keeps a used one with its member, and refuses what would mail strangers', async () => {
    const t = await setup();
    const { order, token } = await buyTeam(t, 3);
    expect(order.volume_percent).toBeNull();
    expect(order.amount).toBe(3 * 4700);
    await saveTeam(t.teamDeps, token, { seats: [member(1), member(2)] });
    const [one, two] = await memberMails(t, order.id);
    // Member 1 opens the copy; member 2 never does.
    expect((await t.shop.app.request(linkIn(one!.text_body))).status).toBe(200);

    const before = await t.d.db.selectFrom('team_copies').selectAll().orderBy('seat').execute();
    const refused = async (seats: TeamSaveInput['seats'], problems: object[]) => {
      expect(await saveTeam(t.teamDeps, token, { seats })).toEqual({ ok: false, problems });
      // Nothing stored, nothing sent.
      expect(await t.d.db.selectFrom('team_copies').selectAll().orderBy('seat').execute()).toEqual(
        before,
      );
      expect(await memberMails(t, order.id)).toHaveLength(2);
    };
    await refused([member(1, { email: 'someone@else.example' })], [{ seat: 1, problem: 'used' }]);
    await refused(
      [member(3, { email: 'member-2@team.example' })],
      [{ seat: 3, problem: 'duplicateEmail' }],
    );
    await refused([member(2, { email: '' })], [{ seat: 2, problem: 'emailRequired' }]);
    await refused([member(3, { email: 'not an address' })], [{ seat: 3, problem: 'emailInvalid' }]);
    await refused([member(3, { language: 'xx' })], [{ seat: 3, problem: 'languageInvalid' }]);
    await refused([member(4)], [{ seat: 4, problem: 'noSuchCopy' }]);
    // One bad entry keeps the good ones from being saved too.
    await refused([member(3), member(2, { email: 'bad' })], [{ seat: 2, problem: 'emailInvalid' }]);

    // Copy 2, never opened, goes to another address: a new mail, and the old link is shut.
    expect(
      await saveTeam(t.teamDeps, token, { seats: [member(2, { email: 'new-2@team.example' })] }),
    ).toEqual({ ok: true, sent: [2] });
    const oldLink = await t.shop.app.request(linkIn(two!.text_body));
    expect(oldLink.status).toBe(410);
    const moved = (await memberMails(t, order.id)).find(
      (m) => m.to_address === 'new-2@team.example',
    )!;
    expect(moved.text_body).toContain(TEAM_MAIL[member(2).language as Lang].member.replaced);
    expect((await t.shop.app.request(linkIn(moved.text_body))).status).toBe(200);

    // A copy is sent at most SENDS_PER_COPY times: the page cannot mail strangers without end.
    for (let n = 1; n <= SENDS_PER_COPY; n++) {
      const res = await saveTeam(t.teamDeps, token, {
        seats: [member(3, { email: `try-${n}@stranger.example` })],
      });
      expect(res).toEqual({ ok: true, sent: [3] });
    }
    const capped = await saveTeam(t.teamDeps, token, {
      seats: [member(3, { email: 'one-more@stranger.example' })],
    });
    expect(capped).toEqual({ ok: false, problems: [{ seat: 3, problem: 'tooManySends' }] });

    // The JSON API is the same save, with the buyer's language in its refusals.
    const api = (path: string, body: unknown) =>
      t.browser.request(path, { json: body as Record<string, unknown> });
    const bad = await api(`/api/team/${token}`, { seats: [member(2, { email: 'nope' })] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: TEAM_MAIL.de.refused.entries,
      code: 'teamEntriesRefused',
      detail: { problems: [{ seat: 2, problem: 'emailInvalid' }] },
    });
    expect((await api(`/api/team/${token}`, { seats: 'all' })).status).toBe(400);
    expect((await api(`/api/team/${token}x`, { seats: [] })).status).toBe(404);
    expect((await api(`/api/team/${token}`, { seats: [] })).status).toBe(200);
    expect(await memberMails(t, order.id)).toHaveLength(2 + SENDS_PER_COPY + 1);

    // A forged or foreign token opens no team page and saves nothing.
    expect(await teamPageInfo(t.teamDeps, `${token}x`)).toBeNull();
    expect(await saveTeam(t.teamDeps, order.id, { seats: [member(3)] })).toBeNull();
    const single = new URL(order.download_link!).pathname.split('/')[2]!;
    expect(await teamPageInfo(t.teamDeps, single)).toBeNull();
  });

  it('the order desk sends a member’s e-mail again or issues the member a new link, administrators only', async () => {
    const t = await setup();
    const { order, token } = await buyTeam(t, 2);
    await saveTeam(t.teamDeps, token, { seats: [member(1)] });
    const [first] = await memberMails(t, order.id);
    const version = async () => Number((await findPurchase(t.d.db, order.id))!.version);
    const act = (seat: string, action: string, client = t.admin, v?: number) =>
      version().then((current) =>
        client.request(`/api/admin/orders/${order.id}/team/${seat}/${action}`, {
          json: { version: v ?? current },
        }),
      );
    // Strangers and wrong addresses change nothing.
    const stranger = createCookieClient(t.shop.app, ORIGIN);
    expect((await act('1', 'resend', stranger)).status).toBe(401);
    expect((await act('51', 'resend')).status).toBe(404);
    expect((await act('1', 'delete')).status).toBe(404);
    expect((await act('1x', 'resend')).status).toBe(404);
    const free = await act('2', 'resend');
    expect(free.status).toBe(409);
    expect(((await free.json()) as { message: string }).message).toBe(
      `Exemplar 2 der Bestellung ${order.id} ist noch niemandem zugeteilt.`,
    );
    expect((await act('1', 'resend', t.admin, (await version()) + 5)).status).toBe(409);
    expect(await memberMails(t, order.id)).toHaveLength(1);

    const resent = await act('1', 'resend');
    expect(resent.status).toBe(200);
    const again = (await memberMails(t, order.id))[1]!;
    expect(linkIn(again.text_body)).toBe(linkIn(first!.text_body));
    expect((await t.shop.app.request(linkIn(first!.text_body))).status).toBe(200);

    const renewed = await act('1', 'renew-link');
    expect(renewed.status).toBe(200);
    const fresh = (await memberMails(t, order.id))[2]!;
    expect(fresh.to_address).toBe('member-1@team.example');
    expect(fresh.text_body).toContain(TEAM_MAIL[member(1).language as Lang].member.replaced);
    expect((await t.shop.app.request(linkIn(first!.text_body))).status).toBe(410);
    expect((await t.shop.app.request(linkIn(fresh.text_body))).status).toBe(200);
    const copy = await t.d.db
      .selectFrom('team_copies')
      .selectAll()
      .where('purchase_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({ link_generation: 2, download_count: 1, sends: 1 });
  });

  it('a refund of the order revokes every member’s link and closes the team page', async () => {
    const t = await setup();
    const { order, token, paymentId } = await buyTeam(t, 4);
    const saved = await t.browser.request(`/api/team/${token}`, {
      json: { seats: [member(1), member(2), member(3), member(4)] },
    });
    expect(await saved.json()).toEqual({ ok: true, sent: [1, 2, 3, 4] });
    // The copies are stamped once given out, before anyone asks for them.
    const folder = (seat: number) => path.join(t.shop.dataDir, 'stamped', order.id, `seat-${seat}`);
    await vi.waitFor(
      () => {
        for (const seat of [1, 2, 3, 4])
          expect(readdirSync(folder(seat)).filter((f) => f.endsWith('.pdf'))).toHaveLength(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    const links = (await memberMails(t, order.id)).map((m) => linkIn(m.text_body));
    expect(links).toHaveLength(4);
    expect((await t.shop.app.request(links[0]!)).status).toBe(200);
    const refund = await t.webhook('charge.refunded', {
      id: `ch_${paymentId}`,
      object: 'charge',
      payment_intent: paymentId,
      amount: 4 * 4700,
      amount_refunded: 4 * 4700,
      refunded: true,
    });
    expect(refund.status).toBe(200);
    expect((await findPurchase(t.d.db, order.id))!.status).toBe('refunded');
    for (const link of links) expect((await t.shop.app.request(link)).status).toBe(410);
    expect(await teamPageInfo(t.teamDeps, token)).toMatchObject({ state: 'closed' });
    expect(
      await saveTeam(t.teamDeps, token, { seats: [member(1, { email: 'x@y.example' })] }),
    ).toEqual({
      ok: false,
      closed: true,
      problems: [],
    });
  });
});
