import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { FileStore } from '../adapters/storage/types';
import { renderInvoice, type InvoiceLayout } from '../adapters/pdf/invoice';
import type { Config } from '../config';
import type { Db } from '../db/index';
import type { InvoiceKind, InvoicesTable } from '../db/types';
import { INVOICE_COPY } from '../content/invoice';
import { LANGUAGE_INFO, toLang, type Lang } from '../../shared/languages';
import {
  checkVatId,
  compactVatId,
  countryName,
  countryOfVatId,
  isEuCountry,
} from '../../shared/vat';
import { productName } from './catalog';
import { findPurchase, singleLine } from './purchases';
import { computeVat } from './vat';

/**
 * Invoices (decision D16, docs/decisions/070-invoices.md). Every paid order gets one invoice,
 * issued in the transaction that marks it paid; a refund or withdrawal gets one cancellation
 * invoice. Numbers are "YYYY-NNNNN", gap-free per calendar year: the year's counter row is
 * raised in the same transaction that inserts the invoice, so a failure rolls both back and
 * concurrent issuers queue on the counter row's lock. The row holds every printed fact; the PDF
 * is rendered from it afterwards, once, and stored unchanged.
 */
export type Invoice = Selectable<InvoicesTable>;

export type InvoiceConfig = Pick<Config, 'seller' | 'invoicing' | 'sessionSecret' | 'publicUrl'>;

/** The seller's calendar: invoice years and dates are those of Berlin. */
const BERLIN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD in Berlin. */
export function berlinDate(at: Date): string {
  return BERLIN_DATE.format(at);
}

export function formatInvoiceNumber(year: number, sequence: number): string {
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

export async function findInvoice(
  db: Db,
  purchaseId: string,
  kind: InvoiceKind,
): Promise<Invoice | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('purchase_id', '=', purchaseId)
    .where('kind', '=', kind)
    .executeTakeFirst();
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
  > | null>,
): Promise<Invoice | null> {
  const issueDate = berlinDate(now);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNumber(trx, year);
  const existing = await findInvoice(trx, purchaseId, kind);
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
  config: Pick<Config, 'seller' | 'invoicing'>,
  purchaseId: string,
  now: Date = new Date(),
): Promise<Invoice | null> {
  return insertWithNumber(trx, purchaseId, 'invoice', now, async () => {
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
    const vat = computeVat(config, {
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
    });
    const title = await productName(trx, p.product_id);
    const paidAt = p.paid_at ?? now.toISOString();
    return {
      cancels_number: null,
      supply_date: berlinDate(new Date(paidAt)),
      language: lang,
      seller_name: config.seller.name,
      seller_address: config.seller.address,
      seller_vat_id: config.seller.vatId || null,
      seller_country: config.invoicing.sellerCountry,
      buyer_email: p.email,
      buyer_name: singleLine(p.name ?? '').slice(0, 200),
      buyer_company: p.business_company,
      buyer_address: p.business_address,
      buyer_vat_id: businessVatId,
      buyer_country: vat.country,
      country_source: vat.countrySource,
      description: INVOICE_COPY[lang].item.replace('{title}', title).slice(0, 300),
      quantity: 1,
      currency: p.currency.toUpperCase(),
      net: vat.net,
      vat: vat.vat,
      gross: vat.gross,
      vat_rate: vat.rate,
      vat_treatment: vat.treatment,
      rate_source: vat.rateSource,
      payment_provider: p.provider,
      paid_at: paidAt,
    };
  });
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
  return insertWithNumber(trx, purchaseId, 'cancellation', now, async () => ({
    cancels_number: original.number,
    supply_date: original.supply_date,
    language: original.language,
    seller_name: original.seller_name,
    seller_address: original.seller_address,
    seller_vat_id: original.seller_vat_id,
    seller_country: original.seller_country,
    buyer_email: original.buyer_email,
    buyer_name: original.buyer_name,
    buyer_company: original.buyer_company,
    buyer_address: original.buyer_address,
    buyer_vat_id: original.buyer_vat_id,
    buyer_country: original.buyer_country,
    country_source: original.country_source,
    description: original.description,
    quantity: -Number(original.quantity),
    currency: original.currency,
    net: -Number(original.net),
    vat: -Number(original.vat),
    gross: -Number(original.gross),
    vat_rate: original.vat_rate,
    vat_treatment: original.vat_treatment,
    rate_source: original.rate_source,
    payment_provider: original.payment_provider,
    paid_at: original.paid_at,
  }));
}

/** The same, in a transaction of its own: for callers that hold none. */
export async function cancelInvoiceOf(db: Db, purchaseId: string): Promise<Invoice | null> {
  return db.transaction().execute((trx) => issueCancellationInvoice(trx, purchaseId));
}

// ---------------------------------------------------------------------------------------
// Links: a signed token names the invoice, as the download links name a purchase.

const PURPOSE = 'restaurant-closer:invoice:v1:';
const NUMBER = /^\d{4}-\d{5,9}$/;

function sign(secret: string, number: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + number)
    .digest();
}

export function createInvoiceToken(secret: string, number: string): string {
  if (!NUMBER.test(number)) throw new Error(`not an invoice number: ${number}`);
  return `${number}.${sign(secret, number).toString('base64url')}`;
}

/** The invoice number a token names, or null when it is malformed or not signed by us. */
export function verifyInvoiceToken(secret: string, token: string): string | null {
  if (typeof token !== 'string' || token.length > 100) return null;
  const match = /^(\d{4}-\d{5,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const given = Buffer.from(match[2], 'base64url');
  if (given.toString('base64url') !== match[2]) return null;
  const expected = sign(secret, match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return match[1];
}

export function invoiceUrl(
  config: Pick<Config, 'publicUrl' | 'sessionSecret'>,
  number: string,
): string {
  return `${config.publicUrl}/invoice/${createInvoiceToken(config.sessionSecret, number)}`;
}

// ---------------------------------------------------------------------------------------
// The PDF

function money(cents: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

function percent(rate: string, lang: Lang): string {
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, { maximumFractionDigits: 2 }).format(
    Number(rate),
  );
}

/** A calendar day (YYYY-MM-DD) as the invoice writes it, e.g. "24. November 2026". */
function day(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

const PROVIDER_NAMES: Record<string, string> = { stripe: 'Stripe', demo: 'Demo (test payment)' };

/** Everything the PDF shows, worded in the invoice's language from the stored row alone. */
export function invoiceLayout(inv: Invoice, original?: Pick<Invoice, 'issue_date'>): InvoiceLayout {
  const lang = toLang(inv.language);
  const t = INVOICE_COPY[lang];
  const m = (cents: number) => money(Number(cents), inv.currency, lang);
  const rate = percent(inv.vat_rate, lang);
  const isCancellation = inv.kind === 'cancellation';
  const heading = isCancellation ? t.cancellation : t.invoice;
  const country = countryName(inv.buyer_country, lang);
  const quantity = Number(inv.quantity);
  const unit = quantity ? Math.round(Number(inv.net) / quantity) : Number(inv.net);

  const sellerLines = inv.seller_address.split(/\r?\n/).filter(Boolean);
  if (inv.seller_vat_id) sellerLines.push(`${t.vatId}${t.colon} ${inv.seller_vat_id}`);

  const buyerLines = [
    inv.buyer_company,
    inv.buyer_name,
    inv.buyer_address,
    inv.buyer_company || inv.buyer_address ? country : null,
    inv.buyer_vat_id ? `${t.vatId}${t.colon} ${inv.buyer_vat_id}` : null,
    `${t.email}${t.colon} ${inv.buyer_email}`,
  ].filter((l): l is string => Boolean(l));

  const notes: string[] = [];
  if (isCancellation && inv.cancels_number) {
    notes.push(
      t.cancels
        .replace('{number}', inv.cancels_number)
        .replace('{date}', original ? day(original.issue_date, lang) : inv.cancels_number),
    );
    notes.push(t.refunded.replace('{date}', day(inv.issue_date, lang)));
  } else if (inv.paid_at) {
    notes.push(
      t.paid
        .replace('{date}', day(berlinDate(new Date(inv.paid_at)), lang))
        .replace('{provider}', PROVIDER_NAMES[inv.payment_provider] ?? inv.payment_provider),
    );
  }
  if (inv.vat_treatment === 'reverse-charge') notes.push(t.reverseCharge);
  else if (inv.vat_treatment === 'small-business') notes.push(t.smallBusiness);
  else if (inv.vat_treatment === 'outside-eu') notes.push(t.outsideEu);
  else {
    const source = {
      billing: t.countryFromBilling,
      business: t.countryFromBusiness,
      seller: t.countryFromSeller,
    }[inv.country_source];
    notes.push(source.replace('{country}', country));
  }

  const totals: InvoiceLayout['totals'] = [{ label: t.totalNet, value: m(inv.net) }];
  if (inv.vat_treatment !== 'small-business') {
    totals.push({ label: t.totalVat.replace('{rate}', rate), value: m(inv.vat) });
  }
  totals.push({ label: t.totalGross, value: m(inv.gross), strong: true });

  return {
    title: `${heading} ${inv.number}`,
    issuedAt: new Date(inv.issued_at),
    heading,
    seller: { name: inv.seller_name, lines: sellerLines },
    meta: [
      [t.number + t.colon, inv.number],
      [t.issueDate + t.colon, day(inv.issue_date, lang)],
      [t.supplyDate + t.colon, day(inv.supply_date, lang)],
      [t.orderNumber + t.colon, inv.purchase_id],
    ],
    buyer: { heading: t.buyer.toUpperCase(), lines: buyerLines },
    columns: [t.description, t.quantity, t.unitPrice, t.net, t.vatRate, t.vat, t.gross],
    row: [
      inv.description,
      String(quantity),
      m(unit),
      m(inv.net),
      `${rate} %`,
      m(inv.vat),
      m(inv.gross),
    ],
    totals,
    notes,
    footer: [inv.seller_name, inv.seller_address.replace(/\r?\n/g, ', '), inv.seller_vat_id]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The file name a buyer's browser saves the invoice under. */
export function invoiceFileName(inv: Pick<Invoice, 'number' | 'language'>): string {
  return `${INVOICE_COPY[toLang(inv.language)].fileName}-${inv.number}.pdf`;
}

function invoiceKey(inv: Pick<Invoice, 'year' | 'number'>): string {
  return `invoices/${inv.year}/${inv.number}.pdf`;
}

/**
 * The PDF of an invoice. The first call renders it from the row and stores it; every later
 * call reads the stored file, so an issued invoice never changes, whatever the code does
 * later. Rendering is repeatable: a crash between storing and recording just stores the
 * same bytes again.
 */
export async function invoicePdf(
  deps: { db: Db; files: FileStore },
  inv: Invoice,
): Promise<Buffer> {
  if (inv.file_key) return deps.files.read(inv.file_key);
  const original =
    inv.kind === 'cancellation' && inv.cancels_number
      ? await findInvoiceByNumber(deps.db, inv.cancels_number)
      : undefined;
  const bytes = Buffer.from(await renderInvoice(invoiceLayout(inv, original)));
  const key = invoiceKey(inv);
  await deps.files.write(key, bytes);
  await deps.db
    .updateTable('invoices')
    .set({ file_key: key })
    .where('id', '=', inv.id)
    .where('file_key', 'is', null)
    .execute();
  return bytes;
}

/** Renders and stores the PDFs of invoices that have none yet; a failure is left for the next try. */
export async function storeInvoicePdfs(
  deps: { db: Db; files: FileStore; logger?: { error: (o: object, msg: string) => void } },
  purchaseId: string,
): Promise<void> {
  for (const inv of await listInvoicesOfPurchase(deps.db, purchaseId)) {
    if (inv.file_key) continue;
    try {
      await invoicePdf(deps, inv);
    } catch (err) {
      deps.logger?.error(
        { err, invoice: inv.number },
        'invoice PDF not stored yet; made on first request',
      );
    }
  }
}
