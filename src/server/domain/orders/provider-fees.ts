import type { Db } from '../../db/index';
import type { Logger } from '../../logger';
import type { PaymentProvider } from '../../adapters/payments/types';
import { repeatInBackground } from '../jobs/repeat';
import { PAID_STATUSES } from './purchases';

/**
 * The payment provider's fee of each paid order and what reached the seller (decision record
 * 094), read from the provider's balance transaction when the payment is fulfilled, or later by
 * the reconciliation below for an order whose payment was not settled yet then (or whose read
 * failed). A provider without fees (the demo) has none: the columns stay null, shown as "–".
 */
interface FeeDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'name' | 'paymentFee'>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/** Reads and stores one order's fee; true when it is known now. Written once, never changed. */
async function recordProviderFee(deps: FeeDeps, purchaseId: string): Promise<boolean> {
  if (!deps.provider.paymentFee) return false;
  const purchase = await deps.db
    .selectFrom('ebook_purchases')
    .select(['provider', 'provider_payment_id', 'provider_fee'])
    .where('id', '=', purchaseId)
    .executeTakeFirst();
  if (!purchase?.provider_payment_id || purchase.provider !== deps.provider.name) return false;
  if (purchase.provider_fee !== null) return true;
  const fee = await deps.provider.paymentFee(purchase.provider_payment_id);
  if (!fee) return false;
  await deps.db
    .updateTable('ebook_purchases')
    .set({ provider_fee: fee.fee, provider_net: fee.net, provider_fee_currency: fee.currency })
    .where('id', '=', purchaseId)
    .where('provider_fee', 'is', null)
    .execute();
  return true;
}

/** The same after fulfilment, where a failure must not fail the payment: it is only logged. */
export async function recordProviderFeeAfterPayment(deps: FeeDeps, purchaseId: string) {
  try {
    await recordProviderFee(deps, purchaseId);
  } catch (err) {
    deps.logger.warn({ err, purchaseId }, 'provider fee not read yet; reconciliation retries');
  }
}

/**
 * Fills in the fee of paid orders that lack it, oldest first, `limit` at a time.
 * @internal Exported for its unit test: one pass of the job, which its timer runs in production,
 * is run by the test when the provider has the fees.
 */
export async function reconcileProviderFees(deps: FeeDeps, limit = 50): Promise<number> {
  if (!deps.provider.paymentFee) return 0;
  const open = await deps.db
    .selectFrom('ebook_purchases')
    .select('id')
    .where('provider', '=', deps.provider.name)
    .where('status', 'in', PAID_STATUSES)
    .where('provider_payment_id', 'is not', null)
    .where('provider_fee', 'is', null)
    .orderBy('paid_at')
    .limit(limit)
    .execute();
  let filled = 0;
  for (const { id } of open) {
    try {
      if (await recordProviderFee(deps, id)) filled += 1;
    } catch (err) {
      deps.logger.warn({ err, purchaseId: id }, 'provider fee could not be read');
    }
  }
  return filled;
}

/** Runs the reconciliation two minutes after the start and then every hour. */
export function startProviderFeeJob(deps: FeeDeps & { everyMs?: number }) {
  const tick = () => {
    reconcileProviderFees(deps)
      .then((n) => {
        if (n) deps.logger.info({ filled: n }, 'provider fees filled in');
      })
      .catch((err) => deps.logger.warn({ err }, 'provider fees could not be reconciled'));
  };
  return repeatInBackground(tick, { firstAfterMs: 120_000, everyMs: deps.everyMs ?? 3_600_000 });
}
