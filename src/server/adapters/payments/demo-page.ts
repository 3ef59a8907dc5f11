import type { Db } from '../../db/index';
import { escapeHtml } from '../../mail/html';
import { DEMO_PAYMENT_COPY } from '../../content/demo-payment';
import { toLang } from '../../../shared/languages';
import { formatAmount } from '../../../shared/products';
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

/** The same page as self-contained HTML, for a shop running without its page renderer. */
export function demoPaymentHtml(page: DemoPaymentPage): string {
  const e = escapeHtml;
  const btn =
    'width:100%;min-height:48px;border-radius:8px;font:600 16px system-ui;cursor:pointer;';
  const styles: Record<string, string> = {
    pay: 'background:#b4341f;color:#fff;border:0',
    later: 'background:#fff;color:#1c1917;border:1px solid #a8a29e',
    decline: 'background:#fff;color:#1c1917;border:1px solid #a8a29e',
    cancel: 'background:#fff;color:#57534e;border:0;text-decoration:underline',
  };
  const payment = page.payment
    ? `<p style="margin:0 0 4px;color:#57534e">${e(page.payment.productName)}</p>
<p style="margin:0 0 4px;font:800 40px system-ui" data-testid="demo-amount">${e(page.payment.amount)}</p>
<p style="margin:0 0 24px;color:#57534e">${e(page.payment.email)}</p>`
    : '';
  const billing = page.billing
    ? `<label style="display:block;margin:0 0 16px;font-weight:600">${e(page.billing.label)}<select name="country" data-testid="demo-country" style="display:block;width:100%;min-height:44px;margin-top:6px">${page.billing.options
        .map(
          (o) =>
            `<option value="${e(o.value)}"${o.value === page.billing!.selected ? ' selected' : ''}>${e(o.label)}</option>`,
        )
        .join('')}</select></label>`
    : '';
  const buttons = page.actions.length
    ? `<form method="post" action="${e(page.actions[0].href)}">${billing}<div style="display:grid;gap:12px">${page.actions
        .map(
          (a) =>
            `<button type="submit" formaction="${e(a.href)}" data-testid="demo-${e(a.action)}" style="${btn}${styles[a.action] ?? ''}">${e(a.label)}</button>`,
        )
        .join('\n')}</div></form>`
    : '';
  const message = page.message ? `<p>${e(page.message)}</p>` : '';
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(page.title)} | Restaurant Closer</title></head>
<body style="margin:0;background:#faf7f2;font-family:system-ui,sans-serif;color:#1c1917">
<div role="alert" style="background:#facc15;color:#1c1917;text-align:center;padding:12px;font-weight:700;letter-spacing:.02em">${e(page.testMode)}</div>
<main style="max-width:420px;margin:40px auto;padding:28px;background:#fff;border:3px dashed #ca8a04;border-radius:12px">
<h1 style="margin:0 0 20px;font-size:22px">${e(page.title)}</h1>${payment}${message}${buttons}</main></body></html>`;
}
