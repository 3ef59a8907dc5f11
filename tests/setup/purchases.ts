import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/index';
import {
  createPurchaseDelivery,
  type DeliveryResult,
} from '../../src/server/domain/delivery/delivery';
import { createPurchase, newPurchaseId } from '../../src/server/domain/orders/purchases';
import type { Lang } from '../../src/shared/languages';

/**
 * A paid purchase of a language's edition, delivered as the checkout does it: the row and
 * its link and e-mails in one transaction.
 */
export async function createPaidPurchase(
  db: Db,
  config: Config,
  /** `copies`: a team order of that many copies (decision 100); one by default. */
  buyer: { email: string; lang?: Lang; name?: string; copies?: number },
): Promise<DeliveryResult & { id: string }> {
  const id = newPurchaseId();
  const lang = buyer.lang ?? 'en';
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx) => {
    await createPurchase(trx, {
      id,
      email: buyer.email,
      name: buyer.name ?? '',
      language: lang,
      product_id: `ebook-restaurant-closer-${lang}`,
      amount: 4700 * (buyer.copies ?? 1),
      copies: buyer.copies ?? 1,
      currency: 'EUR',
      status: 'paid',
      provider: 'demo',
      provider_session_id: `demo_${id}`,
      created_at: now,
      paid_at: now,
    });
    return createPurchaseDelivery({ config }, trx, { id });
  });
  return { id, ...result };
}

/** Records `count` downloads of a purchase, a millisecond apart from `since` (a time in ms). */
export async function recordDownloads(db: Db, purchaseId: string, count: number, since: number) {
  await db
    .insertInto('purchase_downloads')
    .values(
      Array.from({ length: count }, (_, i) => ({
        id: `dl-${purchaseId}-${i}`,
        purchase_id: purchaseId,
        at: new Date(since + i).toISOString(),
      })),
    )
    .execute();
}

/** Counts a purchase's downloads up to its limit, so its link is used up. */
export async function exhaustDownloads(db: Db, purchaseId: string) {
  await db
    .updateTable('ebook_purchases')
    .set((eb) => ({ download_count: eb.ref('download_limit') }))
    .where('id', '=', purchaseId)
    .execute();
}

/** A purchase's status as stored now, for tests that wait for a webhook or a job. */
export async function purchaseStatus(db: Db, id: string): Promise<string> {
  const row = await db
    .selectFrom('ebook_purchases')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}
