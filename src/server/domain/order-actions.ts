import { sql } from 'kysely';
import {
  freeCopySchema,
  orderActionSchema,
  type OrderActionResult,
  type OrderDetail,
} from '../../shared/api/orders';
import { formatCents } from '../../shared/money';
import { toLang, type Lang } from '../../shared/languages';
import { productIdFor } from '../../shared/products';
import type { Db } from '../db/index';
import type { PurchaseStatus } from '../db/types';
import { buildRefundMail } from '../mail/refund-mail';
import { findAuditByRequestKey, isUniqueViolation, recordAudit } from './audit-log';
import { buyerEmailSchema, buyerNameSchema, createPurchaseDelivery } from './delivery';
import { findInvoice, issueCancellationInvoice, issueInvoice } from './invoices';
import { renewLink } from './link-renewal';
import { enqueueMail } from './mail-outbox';
import { providerName } from './order-timeline';
import {
  deliveryRefusal,
  getOrderDetail,
  invoiceRefusal,
  ORDER_NOT_FOUND,
  OrderActionError,
  queueDeliveryMailAgain,
  refundRefusal,
  resendRefusal,
  staleOrderMessage,
  type OrderDeskDeps,
} from './orders';
import {
  createPurchase,
  DELIVERED_STATUSES,
  findPurchase,
  newPurchaseId,
  singleLine,
  type Purchase,
} from './purchases';

/**
 * The order desk's actions. Each names the order version the administrator saw: the action
 * runs only on that version and raises it in the same statement that claims the order, so a
 * second click (or a second window) finds a newer version and changes nothing (409). Each is
 * recorded in the audit log with who did it, and mails the buyer in the buyer's language where
 * it concerns them.
 */

interface Actor {
  actor: string;
}

function parseVersion(body: unknown): number {
  const parsed = orderActionSchema.safeParse(body);
  if (!parsed.success) throw new OrderActionError(400, parsed.error.issues[0].message);
  return parsed.data.version;
}

async function requireOrder(deps: OrderDeskDeps, id: string): Promise<Purchase> {
  const p = await findPurchase(deps.db, id);
  if (!p) throw new OrderActionError(404, ORDER_NOT_FOUND);
  return p;
}

async function refuse(deps: OrderDeskDeps, id: string, message: string): Promise<never> {
  throw new OrderActionError(409, message, await getOrderDetail(deps, id));
}

async function result(deps: OrderDeskDeps, id: string, message: string) {
  return { message, detail: (await getOrderDetail(deps, id))! } satisfies OrderActionResult;
}

/**
 * Raises the version of an order in one of `statuses` that is still at `version`; false when
 * someone (or the same click, twice) was first. A new delivery clears the failed-delivery flag.
 */
async function claimOrder(
  trx: Db,
  id: string,
  version: number,
  statuses: PurchaseStatus[],
): Promise<boolean> {
  const claimed = await trx
    .updateTable('ebook_purchases')
    .set({ version: sql<number>`version + 1`, delivery_failed_at: null })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

const germanDate = (iso: string) =>
  new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });

const languageName = (lang: string) =>
  ({ en: 'Englisch', it: 'Italienisch', de: 'Deutsch', es: 'Spanisch', fr: 'Französisch' })[
    toLang(lang)
  ];

/**
 * Erstatten: a full refund through the payment provider. The provider is asked first; if it
 * refuses, nothing changes and the answer says so. Then, in one transaction, the order is
 * marked refunded (which revokes its link, D3), the buyer is mailed and the audit log written.
 * A refund the provider's webhook recorded meanwhile is completed, not refused.
 */
export async function refundOrder(
  deps: OrderDeskDeps,
  id: string,
  body: unknown,
  { actor }: Actor,
): Promise<OrderActionResult> {
  const version = parseVersion(body);
  const p = await requireOrder(deps, id);
  const refusal = refundRefusal(p, deps.provider.name);
  if (refusal) return refuse(deps, id, refusal);
  if (Number(p.version) !== version) return refuse(deps, id, staleOrderMessage(id));
  // What the provider took back is what was paid: for an order held for review because the
  // payment differed from the price, that is the payment, not the price.
  const paid = {
    amount:
      p.paid_amount === null || p.paid_amount === undefined
        ? Number(p.amount)
        : Number(p.paid_amount),
    currency: p.paid_currency ?? p.currency,
  };
  const amount = formatCents(paid.amount, paid.currency);
  const payment = `${providerName(p.provider)}, Zahlungs-ID ${p.provider_payment_id}`;
  // The order is claimed before the provider is asked: of two clicks, two windows or two
  // administrators, exactly one moves the version on and calls the provider; the other is
  // refused as stale and asks nobody for money back.
  const claimed = await deps.db
    .updateTable('ebook_purchases')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', p.status)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return refuse(deps, id, staleOrderMessage(id));
  const claimedVersion = version + 1;
  try {
    await deps.provider.refund(p.provider_payment_id!);
  } catch (err) {
    // Nothing was refunded: the claim is given back, the order is as it was.
    await deps.db
      .updateTable('ebook_purchases')
      .set({ version })
      .where('id', '=', id)
      .where('version', '=', claimedVersion)
      .execute();
    const reason = singleLine(err instanceof Error ? err.message : String(err))
      .slice(0, 300)
      .replace(/[.\s]+$/, '');
    deps.logger.error({ err, purchaseId: id }, 'refund by an administrator failed');
    await recordAudit(deps.db, {
      actor,
      action: 'refund-failed',
      table: 'ebook_purchases',
      rowId: id,
      summary: `${amount} über ${payment}: ${reason}`,
    });
    throw new OrderActionError(
      502,
      `Der Zahlungsanbieter (${providerName(p.provider)}) hat die Erstattung abgelehnt: ${reason}. An der Bestellung ${id} wurde nichts geändert.`,
      await getOrderDetail(deps, id),
    );
  }
  const now = new Date().toISOString();
  const done = await deps.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('ebook_purchases')
      // The claim moved the version on already: this completes the same change.
      .set({ status: 'refunded', refunded_at: now })
      .where('id', '=', id)
      .where('version', '=', claimedVersion)
      .where('status', 'in', [p.status, 'refunded'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    // A refund cancels the invoice with a cancellation invoice, in the same transaction (D16).
    await issueCancellationInvoice(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'refund',
      table: 'ebook_purchases',
      rowId: id,
      summary: `Vollständig erstattet: ${amount} über ${payment}`,
      before: { status: p.status, refunded_at: p.refunded_at },
      after: { status: 'refunded', refunded_at: now },
    });
    await enqueueMail(
      trx,
      buildRefundMail({
        lang: toLang(p.language),
        to: p.email,
        orderId: id,
        amount: paid.amount,
        currency: paid.currency,
        supportEmail: deps.config.supportEmail,
        sellerName: deps.config.seller.name,
      }),
      { dedupeKey: `refund:${id}`, purchaseId: id },
    );
    return true;
  });
  if (!done) {
    const now2 = await findPurchase(deps.db, id);
    return refuse(
      deps,
      id,
      (now2 && refundRefusal(now2, deps.provider.name)) || staleOrderMessage(id),
    );
  }
  deps.logger.info({ purchaseId: id }, 'order refunded by an administrator');
  return result(
    deps,
    id,
    `Die Bestellung ${id} wurde erstattet (${amount}); der Download-Link ist gesperrt und ${p.email} wurde per E-Mail informiert.`,
  );
}

/** Link erneut senden: the delivery e-mail again, with the link as it is. */
export async function resendOrderDelivery(
  deps: OrderDeskDeps,
  id: string,
  body: unknown,
  { actor }: Actor,
): Promise<OrderActionResult> {
  const version = parseVersion(body);
  const p = await requireOrder(deps, id);
  const refusal = resendRefusal(p);
  if (refusal) return refuse(deps, id, refusal);
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimOrder(trx, id, version, DELIVERED_STATUSES))) return false;
    await recordAudit(trx, {
      actor,
      action: 'resend',
      table: 'ebook_purchases',
      rowId: id,
      summary: `Lieferungs-E-Mail erneut an ${p.email} (${languageName(p.language)})`,
    });
    // The action first, then the e-mail it queued: the timeline reads in that order.
    await queueDeliveryMailAgain(deps, trx, p, `delivery:${id}:again:${version}`);
    return true;
  });
  if (!done) return refuse(deps, id, staleOrderMessage(id));
  return result(
    deps,
    id,
    `Die Lieferungs-E-Mail der Bestellung ${id} wurde erneut an ${p.email} gesendet.`,
  );
}

/** Neuen Link ausstellen: a new validity and download allowance, mailed to the buyer. */
export async function renewOrderLink(
  deps: OrderDeskDeps,
  id: string,
  body: unknown,
  { actor }: Actor,
): Promise<OrderActionResult> {
  const version = parseVersion(body);
  const p = await requireOrder(deps, id);
  const refusal = deliveryRefusal(p);
  if (refusal) return refuse(deps, id, refusal);
  const { config } = deps;
  const renewed = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimOrder(trx, id, version, DELIVERED_STATUSES))) return null;
    const outcome = await renewLink(trx, p, {
      by: 'admin',
      actor,
      days: config.downloadDays,
      allowance: config.downloadLimit,
    });
    if (!outcome.ok) return null;
    const fresh = (await findPurchase(trx, id))!;
    await recordAudit(trx, {
      actor,
      action: 'renew-link',
      table: 'ebook_purchases',
      rowId: id,
      summary: `Gültig bis ${germanDate(outcome.expiresAt)} (${config.downloadDays} Tage), ${config.downloadLimit} weitere Downloads; an ${p.email} gesendet`,
      before: { link_expires_at: p.link_expires_at, download_limit: Number(p.download_limit) },
      after: { link_expires_at: outcome.expiresAt, download_limit: outcome.downloadLimit },
    });
    await queueDeliveryMailAgain(deps, trx, fresh, `delivery:${id}:renewed:${version}`);
    return outcome;
  });
  if (!renewed) return refuse(deps, id, staleOrderMessage(id));
  const until = germanDate(renewed.expiresAt);
  return result(
    deps,
    id,
    `Neuer Link für die Bestellung ${id}: gültig bis ${until}, ${config.downloadLimit} weitere Downloads; an ${p.email} gesendet.`,
  );
}

/**
 * Rechnung ausstellen: the invoice of a paid order that has none (paid before invoices were
 * issued, or whose invoice failed). It takes the next number in the same transaction that
 * claims the order's version, so a second click or a concurrent payment event issues nothing
 * more; issue date today, supply date the day of payment. The PDF is made on first download.
 */
export async function issueOrderInvoice(
  deps: OrderDeskDeps,
  id: string,
  body: unknown,
  { actor }: Actor,
): Promise<OrderActionResult> {
  const version = parseVersion(body);
  const p = await requireOrder(deps, id);
  const existing = await findInvoice(deps.db, id, 'invoice');
  const refusal = invoiceRefusal(p, existing?.number ?? null);
  if (refusal) return refuse(deps, id, refusal);
  const issued = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimOrder(trx, id, version, ['paid']))) return null;
    const inv = await issueInvoice(trx, deps.config, id);
    if (!inv) return null;
    await recordAudit(trx, {
      actor,
      action: 'issue-invoice',
      table: 'ebook_purchases',
      rowId: id,
      summary: `Rechnung ${inv.number} ausgestellt (${formatCents(Number(inv.gross), inv.currency)})`,
    });
    return inv;
  });
  if (!issued) return refuse(deps, id, staleOrderMessage(id));
  return result(
    deps,
    id,
    `Für die Bestellung ${id} wurde die Rechnung ${issued.number} ausgestellt.`,
  );
}

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
 * Gratisexemplar: an order with status 'free' and amount 0 for an address, in a language, with
 * a reason; delivered and stamped like any other (createPurchaseDelivery). The form's request
 * key makes a repeated request return the first one's order instead of a second copy.
 */
export async function createFreeCopy(
  deps: OrderDeskDeps,
  body: unknown,
  { actor }: Actor,
): Promise<OrderActionResult & { created: boolean }> {
  const parsed = freeCopySchema.safeParse(body);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const email = buyerEmailSchema.safeParse(
    parsed.data?.email ?? (body as { email?: unknown })?.email,
  );
  if (!email.success && !errors.email)
    errors.email = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
  if (!parsed.success || !email.success) {
    throw new OrderActionError(400, 'Bitte prüfen Sie die markierten Felder.', undefined, errors);
  }
  const input = parsed.data;
  const repeated = async () => {
    const entry = await findAuditByRequestKey(deps.db, input.requestKey);
    return (
      entry && {
        ...(await result(
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
    throw new OrderActionError(
      409,
      `Für ${languageName(input.language)} gibt es kein aktives Produkt.`,
    );
  }
  const id = newPurchaseId();
  const reason = singleLine(input.reason);
  const name = buyerNameSchema.parse(input.name);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await createPurchase(trx, {
        id,
        email: email.data,
        name,
        language: input.language,
        product_id: product.id,
        amount: 0,
        currency: product.currency,
        status: 'free',
        provider: 'none',
        created_at: now,
        free_reason: reason,
      });
      await createPurchaseDelivery({ config: deps.config, logger: deps.logger }, trx, { id });
      await recordAudit(trx, {
        actor,
        action: 'free-copy',
        table: 'ebook_purchases',
        rowId: id,
        summary: `Für ${email.data} (${languageName(input.language)}): ${reason}`,
        after: {
          email: email.data,
          name,
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
    ...(await result(
      deps,
      id,
      `Gratisexemplar ${id} ausgestellt und an ${email.data} (${languageName(input.language)}) gesendet.`,
    )),
    created: true,
  };
}

export type { OrderDetail };
