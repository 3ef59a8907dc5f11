import { expect, it } from 'vitest';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createPaidPurchase } from '../../../tests/setup/purchases';
import { checkoutBody } from '../../../tests/setup/checkout';
import type { ShopServices } from '../../shared/context';
import type { ServerPage } from '../../shared/server-page';
import { DELIVERY_COPY } from '../content';
import { DEMO_PAYMENT_COPY } from '../content/demo-payment';
import { createDownloadToken } from '../domain/delivery/download-tokens';
import type { AppDeps } from '../deps';

const ORIGIN = 'http://localhost:3000';

/**
 * The pages the server decides reach the page renderer as data, in the buyer's language, and
 * go out with their own status and headers; the renderer's ShopServices read the withdrawal
 * page's purchase.
 */
describeEachDatabase('server-decided pages on %s', (suite) => {
  function setup() {
    const db = suite.db();
    const rendered: Array<{ request: Request; page?: ServerPage; shop: ShopServices }> = [];
    const renderPage: AppDeps['renderPage'] = async (request, context) => {
      rendered.push({ request, page: context.page, shop: context.shop });
      return new Response(`<!doctype html><title>${context.page?.title}</title>`, {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    };
    const shop = createTestApp(db, { PUBLIC_URL: ORIGIN }, { renderPage });
    return { db, shop, rendered };
  }

  it('hands a refused download link to the renderer in the purchase language, with its status', async () => {
    const { db, shop, rendered } = setup();
    const { id, downloadUrl } = await createPaidPurchase(db.db, shop.config, {
      email: 'kunde@example.com',
      lang: 'de',
    });
    await db.db
      .updateTable('ebook_purchases')
      .set({ link_expires_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', id)
      .execute();
    const res = await shop.app.request(new URL(downloadUrl).pathname);
    expect(res.status).toBe(410);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const copy = DELIVERY_COPY.de.page;
    expect(rendered).toHaveLength(1);
    expect(rendered[0].request.method).toBe('GET');
    expect(rendered[0].page).toMatchObject({
      kind: 'notice',
      lang: 'de',
      title: copy.problems.expired.title,
      form: { button: copy.button, emailLabel: copy.emailLabel },
    });
    expect(await res.text()).toContain(copy.problems.expired.title);

    // The form's refusal is a page too: rendered as the GET of its address, status kept.
    const refused = await shop.app.request('/download/resend', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=kein-at&language=fr',
    });
    expect(refused.status).toBe(400);
    expect(rendered[1].request.method).toBe('GET');
    expect(rendered[1].page).toMatchObject({
      lang: 'fr',
      error: DELIVERY_COPY.fr.api.invalidEmail,
    });
  });

  it('hands the demo payment page to the renderer in the buyer language', async () => {
    const { shop, rendered } = setup();
    const browser = createCookieClient(shop.app, ORIGIN);
    const started = await browser.request('/api/create-checkout-session', {
      json: checkoutBody('it', 'cliente@example.com'),
    });
    const { sessionId } = (await started.json()) as { sessionId: string };
    const res = await shop.app.request(`/demo-pay/${sessionId}`);
    expect(res.status).toBe(200);
    const copy = DEMO_PAYMENT_COPY.it;
    expect(rendered[0].page).toMatchObject({
      kind: 'demo-payment',
      lang: 'it',
      title: copy.title,
      testMode: copy.testMode,
      payment: { email: 'cliente@example.com' },
      actions: [
        { action: 'pay', label: copy.pay, href: `/api/demo-pay/${sessionId}/pay` },
        { action: 'later', label: copy.later },
        { action: 'decline', label: copy.decline },
        { action: 'cancel', label: copy.cancel },
      ],
    });
    // An unknown one: 404, in English, nothing to press.
    const unknown = await shop.app.request('/demo-pay/nope');
    expect(unknown.status).toBe(404);
    expect(rendered[1].page).toMatchObject({ lang: 'en', actions: [], payment: null });

    // The renderer's services read the withdrawal page's purchase, and change nothing.
    const token = createDownloadToken(shop.config.sessionSecret, 'no-such-purchase');
    expect(await rendered[0].shop.withdrawal(token)).toEqual({
      status: 'invalid',
      language: 'en',
    });
  });

  it('reads the withdrawal page of a purchase in its language, changing nothing', async () => {
    const { db, shop, rendered } = setup();
    // The services the renderer receives with any page.
    await shop.app.request('/demo-pay/nope');
    const services = rendered[0].shop;
    const { id } = await createPaidPurchase(db.db, shop.config, {
      email: 'acheteur@example.com',
      lang: 'fr',
    });
    const row = () =>
      db.db
        .selectFrom('ebook_purchases')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const before = await row();
    const info = await services.withdrawal(createDownloadToken(shop.config.sessionSecret, id));
    expect(info).toMatchObject({ status: 'available', language: 'fr', orderId: id });
    expect(await row()).toEqual(before);
  });
});
