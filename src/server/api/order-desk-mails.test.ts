import { expect, it } from 'vitest';
import { formatDate } from '../../shared/format';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createOrder } from '../../../tests/setup/orders';
import type { Lang } from '../../shared/languages';
import { DELIVERY_COPY } from '../content';
import { RENEWED_LINK_MAIL } from '../content/renewed-link-mail';
import { productName } from '../domain/checkout/catalog';
import { findPurchase } from '../domain/orders/purchases';

const ADMIN = 'desk@example.com';

/**
 * What the order desk tells the buyer and asks the administrator: a new link comes in a mail
 * of its own that says the earlier link is shut, and a further free copy for an address that
 * has the book already is issued only once the administrator confirms it.
 */
describeEachDatabase('order desk mails and questions on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: ADMIN, SUPPORT_EMAIL: 'help@shop.test' });
    const admin = await createSessionClient(shop, d.db, ADMIN);
    return { d, shop, admin };
  }

  const mailsOf = (d: TestDatabase, id: string) =>
    d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purchase_id', '=', id)
      .orderBy('created_at')
      .execute();

  it.each(['it', 'de', 'en', 'es', 'fr'] as Lang[])(
    'Neuen Link ausstellen mails the new link in %s, saying the earlier one no longer works',
    async (lang) => {
      const { d, shop, admin } = await setup();
      const { id, email } = await createOrder(d.db, shop.config, { lang });
      const oldLink = (await findPurchase(d.db, id))!.download_link!;
      const res = await admin.request(`/api/admin/orders/${id}/renew-link`, {
        json: { version: 1 },
      });
      expect(res.status).toBe(200);
      const row = (await findPurchase(d.db, id))!;
      const newToken = row.download_link!.split('/').pop()!;
      const mails = (await mailsOf(d, id)).filter((m) => m.dedupe_key?.includes(':renewed:'));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      const copy = RENEWED_LINK_MAIL[lang];
      const delivery = DELIVERY_COPY[lang].delivery;
      const title = await productName(d.db, row.product_id);
      expect(mail.to_address).toBe(email);
      expect(mail.subject).toBe(copy.subject);
      // Not the purchase mail again: no thanks for a purchase.
      expect(mail.subject).not.toBe(delivery.subject(title));
      for (const body of [mail.text_body, mail.html_body!]) {
        expect(body).not.toContain(delivery.intro(title).slice(0, 25));
        expect(body).toContain(row.download_link!);
        expect(body).not.toContain(oldLink);
        // Not downloaded yet: the withdrawal goes by the new link too.
        expect(body).toContain(`/withdraw/${newToken}`);
      }
      expect(mail.text_body).toContain(copy.intro(id, title));
      expect(mail.text_body).toContain(copy.earlierLinks);
      expect(mail.text_body).toContain(
        copy.validity(formatDate(row.link_expires_at!, lang), shop.config.downloadLimit),
      );
      expect(mail.html_body).toContain(`<html lang="${lang}">`);
    },
  );

  it('a renewed link after the first download offers no withdrawal', async () => {
    const { d, shop, admin } = await setup();
    const { id } = await createOrder(d.db, shop.config, { lang: 'es' });
    await d.db
      .updateTable('ebook_purchases')
      .set({ download_count: 2 })
      .where('id', '=', id)
      .execute();
    expect(
      (await admin.request(`/api/admin/orders/${id}/renew-link`, { json: { version: 1 } })).status,
    ).toBe(200);
    const [mail] = (await mailsOf(d, id)).filter((m) => m.dedupe_key?.includes(':renewed:'));
    expect(mail.subject).toBe(RENEWED_LINK_MAIL.es.subject);
    expect(mail.text_body).not.toContain('/withdraw/');
    expect(mail.html_body).not.toContain('/withdraw/');
  });

  it('a further free copy for an address that has one is asked about (409) and issued once confirmed', async () => {
    const { d, admin } = await setup();
    const copy = (requestKey: string, extra: Record<string, unknown> = {}) =>
      admin.request('/api/admin/orders/free-copy', {
        json: {
          email: 'presse@example.com',
          name: 'Presse',
          language: 'de',
          reason: 'Rezensionsexemplar',
          requestKey,
          ...extra,
        },
      });
    const first = await copy('a1b2c3d4-e5f6-4711-9999-000000000001');
    expect(first.status).toBe(201);
    const firstId = (await first.json()).detail.order.id as string;

    // Another request (another form) for the same address, written differently.
    const asked = await admin.request('/api/admin/orders/free-copy', {
      json: {
        email: ' Presse@Example.com ',
        language: 'fr',
        reason: 'Zweites Exemplar',
        requestKey: 'a1b2c3d4-e5f6-4711-9999-000000000002',
      },
    });
    expect(asked.status).toBe(409);
    const question = await asked.json();
    expect(question.code).toBe('alreadyHasCopy');
    expect(question.message).toMatch(
      new RegExp(
        `^presse@example\\.com hat bereits ein Exemplar: ${firstId} \\(Gratisexemplar, Deutsch, \\d{1,2}\\.\\d{1,2}\\.\\d{4}\\)\\. Soll trotzdem ein weiteres Gratisexemplar ausgestellt werden\\?$`,
      ),
    );
    const orders = () =>
      d.db
        .selectFrom('ebook_purchases')
        .select(['id', 'status'])
        .where('email', '=', 'presse@example.com')
        .execute();
    expect(await orders()).toHaveLength(1);
    expect(
      await d.db.selectFrom('audit_log').select('id').where('action', '=', 'free-copy').execute(),
    ).toHaveLength(1);

    // A confirmation that is not a yes or no is refused in German.
    const bad = await copy('a1b2c3d4-e5f6-4711-9999-000000000002', { confirm: 'ja' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      confirm: 'Die Bestätigung muss ja oder nein sein.',
    });

    // Confirmed: the same request goes through, once.
    const confirmed = await copy('a1b2c3d4-e5f6-4711-9999-000000000002', { confirm: true });
    expect(confirmed.status).toBe(201);
    const secondId = (await confirmed.json()).detail.order.id as string;
    expect(secondId).not.toBe(firstId);
    const again = await copy('a1b2c3d4-e5f6-4711-9999-000000000002', { confirm: true });
    expect(again.status).toBe(200);
    expect((await again.json()).detail.order.id).toBe(secondId);
    expect(await orders()).toHaveLength(2);
    expect(await mailsOf(d, secondId)).toHaveLength(1);
  });

  it('a buyer’s address is asked about too, naming the purchase', async () => {
    const { d, shop, admin } = await setup();
    const { id, email } = await createOrder(d.db, shop.config, { lang: 'it' });
    const res = await admin.request('/api/admin/orders/free-copy', {
      json: {
        email,
        language: 'it',
        reason: 'Ersatz',
        requestKey: 'a1b2c3d4-e5f6-4711-9999-000000000003',
      },
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.code).toBe('alreadyHasCopy');
    expect(body.message).toContain(`${id} (Kauf, Italienisch, `);
  });
});
