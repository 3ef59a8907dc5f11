import { expect, it } from 'vitest';
import { formatAmount } from '../../shared/format';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createOrder } from '../../../tests/setup/orders';
import { SHOP } from '../../app/content/shop/index';
import type { Lang } from '../../shared/languages';
import { CHECKOUT_MESSAGES } from '../content';
import { findPurchase } from '../domain/orders/purchases';

const ADMIN = 'desk@example.com';

/**
 * What a page says, as text: scripts (the loader data carries every text of the screen) and
 * tags out, entities read, every kind of space one space.
 */
function said(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * The withdrawal page of an order the seller refunded: it tells the buyer what happened (a
 * refund by the seller, in full or in part), in the buyer's language, instead of "you have
 * already withdrawn"; and its button withdraws nothing more.
 */
describeEachDatabase('the withdrawal page after a refund on %s', ({ db }) => {
  async function setup(lang: Lang) {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: ADMIN, SUPPORT_EMAIL: 'help@shop.test' });
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const { id } = await createOrder(d.db, shop.config, { lang });
    const token = (await findPurchase(d.db, id))!.download_link!.split('/').pop()!;
    const info = async () => (await shop.app.request(`/api/withdraw/${token}`)).json();
    const page = () => shop.app.request(`/withdraw/${token}`);
    const confirm = () =>
      shop.app.request(`/api/withdraw/${token}`, {
        method: 'POST',
        headers: { origin: shop.config.publicUrl, 'content-type': 'application/json' },
        body: '{}',
      });
    return { d, shop, admin, id, info, page, confirm };
  }

  it.each(['it', 'de'] as const)(
    'a full refund by the seller is told as such in %s, not as the buyer’s withdrawal',
    async (lang) => {
      const t = await setup(lang);
      const refund = await t.admin.request(`/api/admin/orders/${t.id}/refund`, {
        json: { version: 1 },
      });
      expect(refund.status).toBe(200);
      expect(await t.info()).toMatchObject({
        status: 'refunded',
        language: lang,
        orderId: t.id,
        amount: 4700,
        refundedAmount: 4700,
      });

      const res = await t.page();
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      const copy = SHOP[lang].withdraw;
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('data-testid="withdraw-refunded"');
      expect(said(html)).toContain(plain(copy.refundedTitle));
      const text = copy.refundedText.replace('{amount}', formatAmount(4700, 'EUR', lang));
      expect(said(html)).toContain(plain(text));
      // Not the buyer's withdrawal, and no button to withdraw.
      expect(said(html)).not.toContain(plain(copy.doneTitle));
      expect(said(html)).not.toContain(plain(copy.doneText));
      expect(html).not.toContain('data-testid="withdraw-confirm"');

      // A confirmation sent anyway (a page opened before the refund) withdraws nothing.
      const post = await t.confirm();
      expect(post.status).toBe(410);
      expect(await post.json()).toMatchObject({
        code: 'withdrawRefunded',
        message: CHECKOUT_MESSAGES[lang].withdrawRefunded,
      });
      expect((await findPurchase(t.d.db, t.id))!.status).toBe('refunded');
    },
  );

  it('a partial refund says what was refunded and sends the rest of a withdrawal to support', async () => {
    const t = await setup('it');
    const part = await t.admin.request(`/api/admin/orders/${t.id}/partial-refund`, {
      json: { version: 1, amount: '10,00' },
    });
    expect(part.status).toBe(200);
    expect((await findPurchase(t.d.db, t.id))!.status).toBe('partially_refunded');
    expect(await t.info()).toMatchObject({
      status: 'partlyRefunded',
      language: 'it',
      amount: 4700,
      refundedAmount: 1000,
    });
    const html = await (await t.page()).text();
    const copy = SHOP.it.withdraw;
    expect(html).toContain('data-testid="withdraw-partly-refunded"');
    expect(said(html)).toContain(plain(copy.partlyRefundedTitle));
    const [before, after] = copy.partlyRefundedText
      .replace('{amount}', formatAmount(1000, 'EUR', 'it'))
      .split('{email}');
    expect(said(html)).toContain(plain(`${before}help@shop.test${after}`));
    expect(html).toContain('mailto:help@shop.test');
    expect(html).not.toContain('data-testid="withdraw-confirm"');

    // The online withdrawal would refund everything: refused, and nothing changes.
    const post = await t.confirm();
    expect(post.status).toBe(409);
    expect(await post.json()).toMatchObject({
      code: 'withdrawPartlyRefunded',
      message: CHECKOUT_MESSAGES.it.withdrawPartlyRefunded,
    });
    expect(await findPurchase(t.d.db, t.id)).toMatchObject({
      status: 'partially_refunded',
      refunded_amount: 1000,
    });

    // Once the download began, the right has lapsed; the page still names the refund.
    await t.d.db
      .updateTable('ebook_purchases')
      .set({ download_count: 1 })
      .where('id', '=', t.id)
      .execute();
    expect(await t.info()).toMatchObject({ status: 'lapsed', refundedAmount: 1000 });
    const lapsed = await (await t.page()).text();
    expect(lapsed).toContain('data-testid="withdraw-lapsed"');
    expect(said(lapsed)).toContain(
      plain(copy.lapsedPartlyRefunded.replace('{amount}', formatAmount(1000, 'EUR', 'it'))),
    );
    expect((await t.confirm()).status).toBe(409);
  });

  it('an order the buyer withdrew from still says so', async () => {
    const t = await setup('fr');
    expect((await t.confirm()).status).toBe(200);
    expect(await t.info()).toMatchObject({ status: 'done', language: 'fr' });
    const html = await (await t.page()).text();
    expect(said(html)).toContain(plain(SHOP.fr.withdraw.doneTitle));
  });
});
