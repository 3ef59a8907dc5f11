import type { Db } from '../../db/index';
import { formatAmount } from '../../../shared/format';
import { DEMO_PAYMENT_COPY } from '../../content/demo-payment';
import { toLang } from '../../../shared/languages';
import type { DemoPaymentPage } from '../../../shared/server-page';
import { COUNTRIES, countryName } from '../../../shared/vat';

/**
 * The demo provider's payment page, unmistakably a test, in the buyer's language. Its buttons
 * post to /api/demo-pay/:id/:action, which go through the same signed-event path as Stripe's
 * webhooks. The shop renders it in its own frame (see api/shop-page.ts).
 */
export async function demoPaymentPage(
  db: Db,
  sessionId: string,
): Promise<{ status: 200 | 404; page: DemoPaymentPage }> {
  const row = await db
    .selectFrom('demo_payments')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) {
    const copy = DEMO_PAYMENT_COPY.en;
    return {
      status: 404,
      page: {
        kind: 'demo-payment',
        lang: 'en',
        title: copy.unknownTitle,
        testMode: copy.testMode,
        payment: null,
        message: copy.unknown,
        actions: [],
      },
    };
  }
  const purchase = await db
    .selectFrom('ebook_purchases')
    .select(['email', 'language', 'business_country'])
    .where('id', '=', row.purchase_id)
    .executeTakeFirst();
  const lang = toLang(purchase?.language);
  const copy = DEMO_PAYMENT_COPY[lang];
  const open = row.status === 'open';
  const href = (action: string) =>
    `/api/demo-pay/${encodeURIComponent(row.id)}/${encodeURIComponent(action)}`;
  return {
    status: 200,
    page: {
      kind: 'demo-payment',
      lang,
      title: copy.title,
      testMode: copy.testMode,
      payment: {
        productName: row.product_name,
        amount: formatAmount(Number(row.amount), row.currency, lang),
        email: purchase?.email ?? '',
      },
      message:
        row.status === 'open'
          ? undefined
          : copy.finished.replace('{status}', copy.status[row.status]),
      actions: open
        ? (['pay', 'later', 'decline', 'cancel'] as const).map((action) => ({
            action,
            href: href(action),
            label: copy[action],
          }))
        : [],
      // Like a real provider's page, the test page asks for the billing country, which sets
      // the VAT of the invoice; the business country given at checkout is preselected.
      billing: open
        ? {
            label: copy.country,
            selected: purchase?.business_country ?? '',
            options: [
              { value: '', label: copy.countryNone },
              ...COUNTRIES.map((c) => ({ value: c, label: countryName(c, lang) })).sort((a, b) =>
                a.label.localeCompare(b.label, lang),
              ),
            ],
          }
        : undefined,
    },
  };
}
