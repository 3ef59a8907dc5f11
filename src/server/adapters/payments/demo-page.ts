import type { Db } from '../../db/index';
import { escapeHtml } from '../../mail/html';
import { toLang } from '../../../shared/languages';
import { formatPrice } from '../../../shared/products';

/**
 * The demo provider's payment page: unmistakably a test. Its buttons post to
 * /api/demo-pay/:id/:action, which go through the same signed-event path as Stripe's webhooks.
 */
export async function renderDemoPaymentPage(
  db: Db,
  sessionId: string,
): Promise<{ status: 200 | 404; html: string }> {
  const row = await db
    .selectFrom('demo_payments')
    .selectAll()
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!row) {
    return {
      status: 404,
      html: demoPage('Unknown test payment', '<p>This test payment does not exist.</p>'),
    };
  }
  const purchase = await db
    .selectFrom('ebook_purchases')
    .select(['email', 'language'])
    .where('id', '=', row.purchase_id)
    .executeTakeFirst();
  const amount = formatPrice(Number(row.amount), row.currency, toLang(purchase?.language));
  const action = (a: string, label: string, style: string) =>
    `<form method="post" action="/api/demo-pay/${escapeHtml(row.id)}/${a}"><button type="submit" style="${style}">${label}</button></form>`;
  const btn =
    'width:100%;min-height:48px;border-radius:8px;font:600 16px system-ui;cursor:pointer;';
  const body =
    row.status === 'open'
      ? `<p style="margin:0 0 4px;color:#57534e">${escapeHtml(row.product_name)}</p>
<p style="margin:0 0 4px;font:800 40px system-ui" data-testid="demo-amount">${escapeHtml(amount)}</p>
<p style="margin:0 0 24px;color:#57534e">${escapeHtml(purchase?.email ?? '')}</p>
<div style="display:grid;gap:12px">
${action('pay', 'Pay (test)', btn + 'background:#b4341f;color:#fff;border:0')}
${action('later', 'Pay later (succeeds in a few seconds)', btn + 'background:#fff;color:#1c1917;border:1px solid #a8a29e')}
${action('decline', 'Decline payment', btn + 'background:#fff;color:#1c1917;border:1px solid #a8a29e')}
${action('cancel', 'Cancel and go back', btn + 'background:#fff;color:#57534e;border:0;text-decoration:underline')}
</div>`
      : `<p>This test payment is already ${escapeHtml(row.status)}.</p>`;
  return { status: 200, html: demoPage('Test payment', body) };
}

function demoPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | Restaurant Closer</title></head>
<body style="margin:0;background:#faf7f2;font-family:system-ui,sans-serif;color:#1c1917">
<div role="alert" style="background:#facc15;color:#1c1917;text-align:center;padding:12px;font-weight:700;letter-spacing:.02em">TEST MODE – demo payment provider. No real money is charged.</div>
<main style="max-width:420px;margin:40px auto;padding:28px;background:#fff;border:3px dashed #ca8a04;border-radius:12px">
<h1 style="margin:0 0 20px;font-size:22px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
