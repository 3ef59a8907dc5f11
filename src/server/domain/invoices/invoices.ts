import { randomUUID } from 'node:crypto';
import { berlinDay } from '../../../shared/format';
import { sql, type Selectable } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { InvoiceKind, InvoicesTable } from '../../db/types';
import { INVOICE_COPY } from '../../content/invoice';
import { CREDIT_NOTE_COPY } from '../../content/credit-note';
import { toLang } from '../../../shared/languages';
import { checkVatId, compactVatId, countryOfVatId, isEuCountry } from '../../../shared/vat';
import { productName } from '../checkout/catalog';
import { findPurchase, singleLine } from '../orders/purchases';
import { decideVat } from '../checkout/vat';
import type { ThresholdConfig } from '../checkout/vat-threshold';
import { creditAmounts } from './credit-amounts';

/**
 * Invoices (decision D16, docs/decisions/070-invoices.md). Every paid order gets one invoice,
 * issued in the transaction that marks it paid; a refund or withdrawal gets one cancellation
 * invoice. Numbers are "YYYY-NNNNN", gap-free per calendar year: the year's counter row is
 * raised in the same transaction that inserts the invoice, so a failure rolls both back and
 * concurrent issuers queue on the counter row's lock. The row holds every printed fact; the PDF
 * is rendered from it afterwards, once, and stored unchanged.
 */
export type Invoice = Selectable<InvoicesTable>;

function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}

/**
 * Takes the next number of a year. The UPDATE holds the counter row's lock until the caller's
 * transaction ends, so no one else takes a number meanwhile; on SQLite the whole transaction
 * is serialised anyway. Must run inside a transaction.
 */
async function takeNumber(trx: Db, year: number): Promise<number> {
  await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoice_counters')
    .set({ last_number: sql<number>`last_number + 1` })
    .where('year', '=', year)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** Gives a number back: only while its taker still holds the counter's lock, so no gap opens. */
async function returnNumber(trx: Db, year: number, sequence: number): Promise<void> {
  await trx
    .updateTable('invoice_counters')
    .set({ last_number: sequence - 1 })
    .where('year', '=', year)
    .where('last_number', '=', sequence)
    .execute();
}

/**
 * A purchase's invoice (or cancellation invoice) of a kind: the newest series, so an order
 * invoiced anew answers the invoice that stands now; `series` asks for one of them.
 */
export async function findInvoice(
  db: Db,
  purchaseId: string,
  kind: InvoiceKind,
  series?: number,
): Promise<Invoice | undefined> {
  let query = db
    .selectFrom('invoices')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .where('kind', '=', kind);
  if (series !== undefined) query = query.where('series', '=', series);
  return query.orderBy('series', 'desc').executeTakeFirst();
}

export async function findInvoiceByNumber(db: Db, number: string): Promise<Invoice | undefined> {
  return db.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirst();
}

export async function listInvoicesOfPurchase(db: Db, purchaseId: string): Promise<Invoice[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .orderBy('year')
    .orderBy('sequence')
    .execute();
}

/** The invoices issued from `from` to `to` (Berlin days, inclusive), in number order. */
export async function listInvoicesIssued(db: Db, from: string, to: string): Promise<Invoice[]> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('issue_date', '>=', from)
    .where('issue_date', '<=', to)
    .orderBy('year')
    .orderBy('sequence')
    .execute();
}

/**
 * Takes a number and inserts the invoice `build` describes, unless the purchase already has
 * one of this kind: then that one is answered and the number given back. The check comes after
 * the number, under the counter's lock, so two issuers of the same invoice cannot both pass it.
 */
async function insertWithNumber(
  trx: Db,
  purchaseId: string,
  kind: InvoiceKind,
  now: Date,
  build: () => Promise<Omit<
    Invoice,
    | 'id'
    | 'number'
    | 'year'
    | 'sequence'
    | 'kind'
    | 'purchase_id'
    | 'issued_at'
    | 'issue_date'
    | 'file_key'
    | 'refunded_total'
    | 'series'
  > | null>,
  /** A credit note's refunded total: its own key, as the kind and series are for the others. */
  refundedTotal: number | null = null,
  /** The order's how-many-th invoice this belongs to (0 unless it was issued anew). */
  series = 0,
): Promise<Invoice | null> {
  const issueDate = berlinDay(now);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNumber(trx, year);
  const existing =
    refundedTotal === null
      ? await findInvoice(trx, purchaseId, kind, series)
      : await trx
          .selectFrom('invoices')
          .selectAll()
          .where('purchase_id', '=', purchaseId)
          .where('refunded_total', '=', refundedTotal)
          .executeTakeFirst();
  const facts = existing ? null : await build();
  if (existing || !facts) {
    await returnNumber(trx, year, sequence);
    return existing ?? null;
  }
  const row: Invoice = {
    id: randomUUID(),
    number: formatInvoiceNumber(year, sequence),
    year,
    sequence,
    kind,
    purchase_id: purchaseId,
    issued_at: now.toISOString(),
    issue_date: issueDate,
    file_key: null,
    refunded_total: refundedTotal,
    series,
    ...facts,
  };
  await trx.insertInto('invoices').values(row).execute();
  return row;
}

/**
 * Issues the invoice of a paid purchase; answers the existing one when it has one. Call it in
 * the transaction that marks the purchase paid: the payment and its invoice stand or fall
 * together, and the conditional UPDATE before it lets exactly one caller get here.
 */
export async function issueInvoice(
  trx: Db,
  config: Pick<Config, 'seller'> & ThresholdConfig,
  purchaseId: string,
  now: Date = new Date(),
  /** 0 for the order's invoice; the next series for one issued anew after a cancellation. */
  series = 0,
): Promise<Invoice | null> {
  return insertWithNumber(trx, purchaseId, 'invoice', now, buildInvoiceFacts, null, series);

  async function buildInvoiceFacts() {
    const p = await findPurchase(trx, purchaseId);
    if (!p) throw new Error(`issueInvoice: no purchase ${purchaseId}`);
    const lang = toLang(p.language);
    // A tax id Stripe collected stands in for one the checkout form did not get.
    let businessCountry = p.business_country;
    let businessVatId = p.business_vat_id;
    // The VIES answer counts for the number it was given for.
    const viesStatus =
      p.vies_vat_id && p.vies_status
        ? (p.vies_status as 'valid' | 'invalid' | 'unavailable')
        : null;
    if (!businessVatId && p.billing_tax_id) {
      const country = countryOfVatId(p.billing_tax_id);
      const check = checkVatId(p.billing_tax_id, country);
      if (check.ok && isEuCountry(country)) {
        businessVatId = check.vatId;
        businessCountry = businessCountry ?? country;
      }
    }
    const gross = Number(p.amount);
    const vat = await decideVat(
      trx,
      config,
      {
        gross,
        billingCountry: p.billing_country,
        businessCountry,
        businessVatId,
        providerTax:
          p.provider_tax_amount === null || p.provider_tax_amount === undefined
            ? null
            : { amount: Number(p.provider_tax_amount), rate: p.provider_tax_rate },
        viesStatus:
          viesStatus && businessVatId && p.vies_vat_id === compactVatId(businessVatId)
            ? viesStatus
            : null,
      },
      { purchaseId, year: Number(berlinDay(now).slice(0, 4)), now },
    );
    const title = await productName(trx, p.product_id);
    const paidAt = p.paid_at ?? now.toISOString();
    return {
      cancels_number: null,
      supply_date: berlinDay(new Date(paidAt)),
      language: lang,
      seller_name: config.seller.name,
      seller_address: config.seller.address,
      // Without a VAT number, a seller with a tax number is named by that alone: no placeholder.
      seller_vat_id: config.seller.invoiceVatId,
      seller_tax_number: config.seller.taxNumber,
      seller_country: config.invoicing.sellerCountry,
      buyer_email: p.email,
      buyer_name: singleLine(p.name ?? '').slice(0, 200),
      buyer_company: p.business_company,
      buyer_address: p.business_address,
      buyer_vat_id: businessVatId,
      buyer_country: vat.country,
      country_source: vat.countrySource,
      description: INVOICE_COPY[lang].item.replace('{title}', title).slice(0, 300),
      quantity: Number(p.copies ?? 1),
      currency: p.currency.toUpperCase(),
      net: vat.net,
      vat: vat.vat,
      gross: vat.gross,
      vat_rate: vat.rate,
      vat_treatment: vat.treatment,
      vat_country: vat.vatCountry,
      rate_source: vat.rateSource,
      payment_provider: p.provider,
      paid_at: paidAt,
      // A discount code is its own line (an allowance, EN 16931): list price, discount, code.
      discount_code: p.discount_code ?? null,
      list_gross: p.discount_code ? Number(p.list_price ?? p.amount) : null,
      discount_gross: p.discount_code ? Number(p.discount_amount ?? 0) : 0,
    };
  }
}

/**
 * Issues the cancellation invoice of a refunded or withdrawn purchase: its own number from the
 * same sequence, the original's facts with negative amounts, and a reference to the original.
 * Nothing when the purchase never had an invoice; the existing one when it has one already.
 * Must run inside a transaction.
 */
export async function issueCancellationInvoice(
  trx: Db,
  purchaseId: string,
  now: Date = new Date(),
): Promise<Invoice | null> {
  const original = await findInvoice(trx, purchaseId, 'invoice');
  if (!original) return null;
  return insertWithNumber(
    trx,
    purchaseId,
    'cancellation',
    now,
    async () => ({
      ...factsOf(original),
      quantity: -Number(original.quantity),
      net: -Number(original.net),
      vat: -Number(original.vat),
      gross: -Number(original.gross),
      discount_code: original.discount_code,
      list_gross: original.list_gross === null ? null : -Number(original.list_gross),
      discount_gross: -Number(original.discount_gross),
    }),
    null,
    Number(original.series),
  );
}

/** What a cancellation or credit note repeats of the invoice it refers to. */
function factsOf(original: Invoice) {
  return {
    cancels_number: original.number,
    supply_date: original.supply_date,
    language: original.language,
    seller_name: original.seller_name,
    seller_address: original.seller_address,
    seller_vat_id: original.seller_vat_id,
    seller_tax_number: original.seller_tax_number,
    seller_country: original.seller_country,
    buyer_email: original.buyer_email,
    buyer_name: original.buyer_name,
    buyer_company: original.buyer_company,
    buyer_address: original.buyer_address,
    buyer_vat_id: original.buyer_vat_id,
    buyer_country: original.buyer_country,
    country_source: original.country_source,
    description: original.description,
    currency: original.currency,
    vat_rate: original.vat_rate,
    vat_treatment: original.vat_treatment,
    vat_country: original.vat_country,
    rate_source: original.rate_source,
    payment_provider: original.payment_provider,
    paid_at: original.paid_at,
  };
}

/**
 * Issues the credit note (Rechnungskorrektur) of a partial refund: its own number from the same
 * sequence, the original's facts, a line over the refunded amount only. One per refunded total
 * of the order: a repeated report of the same refund answers the existing one. `completes`
 * when this refund brings the order to the amount paid (then it takes the remainder). Nothing
 * when the purchase never had an invoice. Must run inside a transaction.
 */
export async function issueCreditNote(
  trx: Db,
  purchaseId: string,
  refund: { amount: number; refundedTotal: number; completes: boolean },
  now: Date = new Date(),
): Promise<Invoice | null> {
  const original = await findInvoice(trx, purchaseId, 'invoice');
  if (!original) return null;
  return insertWithNumber(
    trx,
    purchaseId,
    'credit',
    now,
    async () => {
      const sums = await trx
        .selectFrom('invoices')
        .select((eb) => [
          eb.fn.sum<number>('net').as('net'),
          eb.fn.sum<number>('vat').as('vat'),
          eb.fn.sum<number>('gross').as('gross'),
        ])
        .where('purchase_id', '=', purchaseId)
        .where('kind', '=', 'credit')
        .where('series', '=', Number(original.series))
        .executeTakeFirst();
      const earlier = {
        net: Number(sums?.net ?? 0),
        vat: Number(sums?.vat ?? 0),
        gross: Number(sums?.gross ?? 0),
      };
      const lang = toLang(original.language);
      return {
        ...factsOf(original),
        ...creditAmounts(original, earlier, refund.amount, refund.completes),
        description: CREDIT_NOTE_COPY[lang].item
          .replace('{item}', original.description)
          .slice(0, 300),
        quantity: 1,
        discount_code: null,
        list_gross: null,
        discount_gross: 0,
      };
    },
    refund.refundedTotal,
    Number(original.series),
  );
}

/** The same, in a transaction of its own: for callers that hold none. */
export async function cancelInvoiceOf(db: Db, purchaseId: string): Promise<Invoice | null> {
  return db.transaction().execute((trx) => issueCancellationInvoice(trx, purchaseId));
}
