import { germanLanguageName as languageName } from '../../../shared/schema-labels';
import { z } from 'zod';
import { germanDate } from '../../../shared/format';
import { freeCopySchema, type OrderActionResult } from '../../../shared/api/orders';
import type { Lang } from '../../../shared/languages';
import { productIdFor } from '../../../shared/products';
import type { Db } from '../../db/index';
import { findAuditByRequestKey, isUniqueViolation, recordAudit } from '../tables/audit-log';
import { isValidEmail } from '../../../shared/validation';
import { storedEmail } from '../common/email-address';
import { createPurchaseDelivery } from '../delivery/delivery';
import { DomainError } from '../common/errors';
import { orderResult, type Actor } from './order-desk-action';
import type { OrderDeskDeps } from './orders';
import { createPurchase, listPaidPurchasesByEmail, newPurchaseId, singleLine } from './purchases';
import { dropQueuedReminders, lockAddressReminders } from '../growth/reminder-addresses';

/**
 * A free copy as the domain takes it: the form's fields checked by the shared schema, the
 * address by the shop's one rule (accented addresses included), the name on one line.
 */
export const freeCopyRequest = freeCopySchema.extend({
  // Not through singleLine: an address with a hidden character is another address, refused.
  email: freeCopySchema.shape.email
    .transform((s) => storedEmail(s))
    .refine(isValidEmail, { message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }),
  name: freeCopySchema.shape.name.transform((s) => singleLine(s ?? '')),
});
export type FreeCopyRequest = z.output<typeof freeCopyRequest>;

/** The language's edition for a free copy: its fixed id, else an active one of the language. */
async function editionFor(db: Db, lang: Lang) {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'currency'])
    .where('language', '=', lang)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.find((r) => r.id === productIdFor(lang)) ?? rows[0];
}

/**
 * An address that already has the book (bought, in part refunded, or a free copy) gets a
 * further free copy only when the administrator confirms it: the refusal names the copies it
 * has and asks. Checked under the address's lock, so two requests cannot both pass unasked.
 */
async function requireNoCopyYet(db: Db, email: string): Promise<void> {
  const copies = await listPaidPurchasesByEmail(db, email);
  if (!copies.length) return;
  const named = copies
    .slice(0, 3)
    .map(
      (c) =>
        `${c.id} (${c.status === 'free' ? 'Gratisexemplar' : 'Kauf'}, ${languageName(c.language)}, ${germanDate(c.paid_at ?? c.created_at)})`,
    )
    .join(', ');
  const more = copies.length > 3 ? ` und ${copies.length - 3} weitere` : '';
  const has = copies.length === 1 ? 'hat bereits ein Exemplar' : 'hat bereits Exemplare';
  throw new DomainError(
    'conflict',
    `${email} ${has}: ${named}${more}. Soll trotzdem ein weiteres Gratisexemplar ausgestellt werden?`,
    { code: 'alreadyHasCopy' },
  );
}

/**
 * Gratisexemplar: an order with status 'free' and amount 0 for an address, in a language, with
 * a reason; delivered and stamped like any other (createPurchaseDelivery). The form's request
 * key makes a repeated request return the first one's order instead of a second copy; an
 * address that has the book already is asked about first (requireNoCopyYet).
 */
export async function createFreeCopy(
  deps: OrderDeskDeps,
  input: FreeCopyRequest,
  { actor }: Actor,
): Promise<OrderActionResult & { created: boolean }> {
  const repeated = async () => {
    const entry = await findAuditByRequestKey(deps.db, input.requestKey);
    return (
      entry && {
        ...(await orderResult(
          deps,
          entry.row_id,
          `Das Gratisexemplar ${entry.row_id} wurde bereits ausgestellt.`,
        )),
        created: false,
      }
    );
  };
  const earlier = await repeated();
  if (earlier) return earlier;
  const product = await editionFor(deps.db, input.language);
  if (!product) {
    throw new DomainError(
      'conflict',
      `Für ${languageName(input.language)} gibt es kein aktives Produkt.`,
    );
  }
  const id = newPurchaseId();
  const reason = singleLine(input.reason);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const email = storedEmail(input.email);
      await lockAddressReminders(trx, email);
      if (!input.confirm) await requireNoCopyYet(trx, input.email);
      await createPurchase(trx, {
        id,
        email: input.email,
        name: input.name,
        language: input.language,
        product_id: product.id,
        amount: 0,
        currency: product.currency,
        status: 'free',
        provider: 'none',
        created_at: now,
        free_reason: reason,
      });
      // The address has the book now: a reminder waiting for it does not go (decision D18).
      await dropQueuedReminders(trx, email);
      await createPurchaseDelivery({ config: deps.config, logger: deps.logger }, trx, { id });
      await recordAudit(trx, {
        actor,
        action: 'free-copy',
        table: 'ebook_purchases',
        rowId: id,
        summary: `Für ${input.email} (${languageName(input.language)}): ${reason}`,
        after: {
          email: input.email,
          name: input.name,
          language: input.language,
          product_id: product.id,
          reason,
        },
        requestKey: input.requestKey,
        at: now,
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const again = await repeated();
    if (again) return again;
    throw err;
  }
  deps.logger.info({ purchaseId: id }, 'free copy issued');
  return {
    ...(await orderResult(
      deps,
      id,
      `Gratisexemplar ${id} ausgestellt und an ${input.email} (${languageName(input.language)}) gesendet.`,
    )),
    created: true,
  };
}
