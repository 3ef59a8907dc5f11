import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCookieClient, createSessionClient, createTestApp } from '../../../tests/setup/app';
import { checkoutBody } from '../../../tests/setup/checkout';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { startStripeFake, type StripeFake } from '../../../tests/fakes/stripe-api';
import { SHOP } from '../../app/content/shop/index';
import type { Lang } from '../../shared/languages';
import { CHECKOUT_MESSAGES } from '../content';
import { findPurchase } from '../domain/orders/purchases';

const ORIGIN = 'http://localhost:3000';
const ADMIN = 'desk@example.com';
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');
/** What a page says: scripts and tags out, the usual entities read. */
const said = (html: string) =>
  plain(
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );

/**
 * The right of withdrawal is a consumer's (decision 100): an order placed for a business (a
 * company given at checkout) offers no withdrawal link in its e-mails or on its pages, and its
 * withdrawal page says why and changes nothing. A consumer's order keeps its link.
 */
describeEachDatabase('withdrawal and business orders on %s', ({ db }) => {
  let stripe: StripeFake;
  beforeAll(async () => {
    stripe = await startStripeFake();
  });
  afterAll(() => stripe.stop());

  async function buy(lang: Lang, business: Record<string, string> | null) {
    const d = db();
    const shop = createTestApp(d, {
      ...stripe.env(),
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: ADMIN,
      SUPPORT_EMAIL: 'help@shop.test',
    });
    const browser = createCookieClient(shop.app, ORIGIN);
    const res = await browser.request('/api/create-checkout-session', {
      json: checkoutBody(lang, `buyer-${lang}@example.com`, business ? { business } : {}),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };
    const paid = stripe.complete(sessionId, { country: 'DE' });
    expect((await stripe.send(shop.app, 'checkout.session.completed', paid)).status).toBe(200);
    const order = await d.db
      .selectFrom('ebook_purchases')
      .selectAll()
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    const mail = await d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `delivery:${order.id}`)
      .executeTakeFirstOrThrow();
    const token = order.download_link!.split('/').pop()!;
    const detail = await browser.request(
      `/api/products/purchase-detail?sessionId=${encodeURIComponent(sessionId)}&lang=${lang}`,
    );
    expect(detail.status).toBe(200);
    return {
      d,
      shop,
      order,
      mail,
      token,
      detail: (await detail.json()) as Record<string, unknown>,
    };
  }

  const BUSINESS = {
    company: 'Trattoria da Anna Srl',
    address: 'Via Roma 1, Milano',
    country: 'IT',
  };

  it.each(['de', 'it', 'fr'] as const)(
    'a business order in %s has no withdrawal link, and its withdrawal page refuses without changing anything',
    async (lang) => {
      const t = await buy(lang, BUSINESS);
      expect(t.order.business_company).toBe(BUSINESS.company);
      // Neither the delivery e-mail (text and HTML) nor the success page offers a withdrawal.
      expect(t.mail.text_body).not.toContain('/withdraw/');
      expect(t.mail.html_body).not.toContain('/withdraw/');
      expect(t.detail.withdrawUrl).toBeNull();
      // The download link is there as for anyone.
      expect(t.mail.text_body).toContain(`/download/${t.token}`);

      // The page reached with the order's token says why, in the buyer's language.
      const info = await (await t.shop.app.request(`/api/withdraw/${t.token}`)).json();
      expect(info).toMatchObject({ status: 'business', language: lang, orderId: t.order.id });
      const page = await t.shop.app.request(`/withdraw/${t.token}`);
      expect(page.status).toBe(200);
      const text = said(await page.text());
      const copy = SHOP[lang].withdraw;
      expect(text).toContain(plain(copy.businessTitle));
      expect(text).toContain(plain(copy.businessText.replace('{email}', 'help@shop.test')));
      expect(text).not.toContain(plain(copy.confirmButton));

      // The confirming POST is refused with its reason, and nothing changes.
      const outbox = await t.d.db.selectFrom('mail_outbox').select('id').execute();
      const refunds = stripe.refunds.length;
      const res = await t.shop.app.request(`/api/withdraw/${t.token}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        code: 'withdrawBusiness',
        message: CHECKOUT_MESSAGES[lang].withdrawBusiness,
      });
      expect(await findPurchase(t.d.db, t.order.id)).toMatchObject({
        status: 'paid',
        refunded_at: null,
      });
      expect(stripe.refunds).toHaveLength(refunds);
      expect(await t.d.db.selectFrom('mail_outbox').select('id').execute()).toEqual(outbox);
      // The buyer's download still works.
      expect((await t.shop.app.request(`/download/${t.token}`)).status).toBe(200);
    },
  );

  it('a resend from the order desk to a business buyer carries no withdrawal link either', async () => {
    const t = await buy('de', { ...BUSINESS, country: 'DE', company: 'Wirtshaus GmbH' });
    const admin = await createSessionClient(t.shop, t.d.db, ADMIN);
    const res = await admin.request(`/api/admin/orders/${t.order.id}/resend`, {
      json: { version: Number(t.order.version) },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const resent = await t.d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purchase_id', '=', t.order.id)
      .where('dedupe_key', '<>', `delivery:${t.order.id}`)
      .where('text_body', 'like', '%/download/%')
      .executeTakeFirstOrThrow();
    expect(resent.text_body).toContain(`/download/${t.token}`);
    expect(resent.text_body).not.toContain('/withdraw/');
  });

  it('a consumer’s order keeps its withdrawal link in the e-mail and on the success page', async () => {
    const t = await buy('es', null);
    expect(t.mail.text_body).toContain(`/withdraw/${t.token}`);
    expect(t.detail.withdrawUrl).toBe(`${ORIGIN}/withdraw/${t.token}`);
    // One copy: its own download, no team page.
    expect(t.detail).toMatchObject({ copies: 1, teamUrl: null });
    const info = await (await t.shop.app.request(`/api/withdraw/${t.token}`)).json();
    expect(info).toMatchObject({ status: 'available', language: 'es' });
  });
});
