import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/index';
import { createPurchaseDelivery } from '../../src/server/domain/delivery/delivery';
import { createPurchase, newPurchaseId } from '../../src/server/domain/orders/purchases';
import type { PurchaseStatus } from '../../src/server/db/types';
import type { Lang } from '../../src/shared/languages';

/**
 * An order as the checkout leaves it, for the order desk's tests: a purchase in a status, with
 * a payment behind it at the provider (a demo payment row, or a payment id for the Stripe
 * stand-in) and, when paid, its link and delivery e-mail.
 */
/** The last instant an order was made with: the next one is made later, never at the same millisecond. */
let lastMs = 0;

export async function createOrder(
  db: Db,
  config: Config,
  opts: {
    email?: string;
    lang?: Lang;
    status?: PurchaseStatus;
    provider?: 'demo' | 'stripe';
    /** The provider's payment id; default a fresh one. */
    paymentId?: string;
  } = {},
): Promise<{ id: string; email: string; paymentId: string }> {
  const id = newPurchaseId();
  const lang = opts.lang ?? 'en';
  const status = opts.status ?? 'paid';
  const provider = opts.provider ?? 'demo';
  const email = opts.email ?? `buyer-${id.toLowerCase()}@example.com`;
  const paymentId = opts.paymentId ?? `${provider === 'demo' ? 'demo_pi' : 'pi'}_${id}`;
  // Orders made one after the other sort in that order, however fast the machine is.
  lastMs = Math.max(Date.now(), lastMs + 1);
  const now = new Date(lastMs).toISOString();
  const hasPayment = status !== 'pending' && status !== 'failed' && status !== 'expired';
  await db.transaction().execute(async (trx) => {
    await createPurchase(trx, {
      id,
      email,
      name: 'Erika Muster',
      language: lang,
      product_id: `ebook-restaurant-closer-${lang}`,
      amount: 4700,
      currency: 'EUR',
      status,
      provider,
      provider_session_id: `${provider}_cs_${id}`,
      provider_payment_id: hasPayment ? paymentId : null,
      consent_version: 'terms-2025-01',
      consent_at: now,
      created_at: now,
      paid_at: hasPayment ? now : null,
    });
    if (provider === 'demo') {
      await insertDemoPayment(trx, {
        id: `demo_cs_${id}`,
        purchaseId: id,
        paymentId: hasPayment ? paymentId : null,
        at: now,
      });
    }
    if (status === 'paid') await createPurchaseDelivery({ config }, trx, { id });
  });
  return { id, email, paymentId };
}

/** The demo payment page's record of a purchase's 47,00 €: paid when it has a payment id, else open. */
export async function insertDemoPayment(
  db: Db,
  payment: { id: string; purchaseId: string; paymentId: string | null; at: string },
) {
  await db
    .insertInto('demo_payments')
    .values({
      id: payment.id,
      purchase_id: payment.purchaseId,
      amount: 4700,
      currency: 'EUR',
      product_name: 'Restaurant Closer',
      status: payment.paymentId ? 'paid' : 'open',
      payment_id: payment.paymentId,
      success_url: 'http://x/s',
      cancel_url: 'http://x/c',
      error_url: 'http://x/e',
      created_at: payment.at,
    })
    .execute();
}
