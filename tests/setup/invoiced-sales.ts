import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/index';
import {
  issueCancellationInvoice,
  issueCreditNote,
  issueInvoice,
  type Invoice,
} from '../../src/server/domain/invoices/invoices';
import { createPurchase, newPurchaseId } from '../../src/server/domain/orders/purchases';

/** A sale as the shop records it: where the buyer is, what they paid, when. */
export interface Sale {
  /** The billing country the payment provider reported. */
  country: string | null;
  gross?: number;
  /** The moment of payment and invoice, ISO. */
  at: string;
  /** A business buyer whose VAT number VIES confirmed: the reverse charge. */
  business?: { country: string; vatId: string };
  /** A discount code that took `discount` cents off the list price of 4700. */
  code?: { code: string; discount: number };
}

/**
 * A paid order and its invoice, issued at `sale.at` in one transaction as the payment does it.
 * The order is not delivered: these tests are about the figures.
 */
export async function invoicedSale(db: Db, config: Config, sale: Sale): Promise<Invoice> {
  const id = newPurchaseId();
  const gross = sale.gross ?? 4700 - (sale.code?.discount ?? 0);
  return db.transaction().execute(async (trx) => {
    await createPurchase(trx, {
      id,
      email: `buyer-${id.slice(-6)}@example.com`,
      name: 'Käufer',
      language: 'de',
      product_id: 'ebook-restaurant-closer-de',
      amount: gross,
      currency: 'EUR',
      status: 'paid',
      provider: 'demo',
      provider_session_id: `demo_${id}`,
      created_at: sale.at,
      paid_at: sale.at,
      billing_country: sale.country,
      ...(sale.business
        ? {
            business_company: 'Trattoria',
            business_address: 'Via Roma 1',
            business_country: sale.business.country,
            business_vat_id: sale.business.vatId,
            vies_vat_id: sale.business.vatId,
            vies_status: 'valid' as const,
          }
        : {}),
      ...(sale.code
        ? { discount_code: sale.code.code, list_price: 4700, discount_amount: sale.code.discount }
        : {}),
    });
    const invoice = await issueInvoice(trx, config, id, new Date(sale.at));
    if (!invoice) throw new Error('no invoice issued');
    return invoice;
  });
}

/** The cancellation invoice of a full refund, issued at `at`. */
export async function cancelledAt(db: Db, purchaseId: string, at: string): Promise<Invoice> {
  const inv = await db
    .transaction()
    .execute((trx) => issueCancellationInvoice(trx, purchaseId, new Date(at)));
  if (!inv) throw new Error('no cancellation invoice issued');
  return inv;
}

/** The credit note of a partial refund of `amount` cents, issued at `at`. */
export async function creditedAt(
  db: Db,
  purchaseId: string,
  amount: number,
  at: string,
): Promise<Invoice> {
  const inv = await db
    .transaction()
    .execute((trx) =>
      issueCreditNote(
        trx,
        purchaseId,
        { amount, refundedTotal: amount, completes: false },
        new Date(at),
      ),
    );
  if (!inv) throw new Error('no credit note issued');
  return inv;
}
