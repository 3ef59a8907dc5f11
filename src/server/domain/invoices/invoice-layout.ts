import type { InvoiceLayout } from '../../adapters/pdf/index';
import { berlinDay, formatMoney } from '../../../shared/format';
import { CREDIT_NOTE_COPY } from '../../content/credit-note';
import { INVOICE_COPY } from '../../content/invoice';
import { ofCountry } from '../../content/invoice-country';
import { LANGUAGE_INFO, toLang, type Lang } from '../../../shared/languages';
import { countryName } from '../../../shared/vat';
import type { Invoice } from './invoices';
import { netOfGross } from '../checkout/vat';

/**
 * What an invoice's PDF shows, worded in the invoice's language from the stored row alone
 * (decision D16); the PDF adapter draws it.
 */

const money = formatMoney;

/** A rate with its percent sign, as the language writes it everywhere on the invoice. */
function percent(rate: string, lang: Lang): string {
  const n = new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, { maximumFractionDigits: 2 });
  return n.format(Number(rate)) + INVOICE_COPY[lang].percentSign;
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

const providerName = (provider: string, lang: Lang): string =>
  provider === 'demo'
    ? INVOICE_COPY[lang].demoProvider
    : provider === 'stripe'
      ? 'Stripe'
      : provider;

interface LineAmounts {
  net: number;
  vat: number;
  gross: number;
}

/**
 * The invoice's lines in cents: the item and, with a discount code, the discount as a line of
 * its own (an allowance, EN 16931). The item stands at the list price, split into net and VAT at
 * the invoice's rate like any consumer price; the discount line is what is left to the totals,
 * so item + discount is exactly the net, VAT and gross actually paid (the VAT was computed on
 * that amount, never on the list price). A cancellation's amounts are all negative, so its
 * discount line is positive: the mirror of the original.
 */
export function invoiceLines(
  inv: Pick<
    Invoice,
    | 'net'
    | 'vat'
    | 'gross'
    | 'vat_rate'
    | 'vat_treatment'
    | 'discount_code'
    | 'list_gross'
    | 'discount_gross'
  >,
): { item: LineAmounts; discount: LineAmounts | null } {
  const total = { net: Number(inv.net), vat: Number(inv.vat), gross: Number(inv.gross) };
  if (!inv.discount_code || inv.list_gross === null) return { item: total, discount: null };
  const listGross = Number(inv.list_gross);
  const sign = listGross < 0 ? -1 : 1;
  // Without VAT (reverse charge, small business, outside the EU, or none collected on a paid
  // amount) the list price is the net; a 0 € order of a 100 % code shows the VAT it gave away.
  const taxed = inv.vat_treatment === 'standard' && (total.vat !== 0 || total.gross === 0);
  const listNet = taxed ? sign * netOfGross(Math.abs(listGross), inv.vat_rate) : listGross;
  const item = { net: listNet, vat: listGross - listNet, gross: listGross };
  return {
    item,
    discount: {
      net: total.net - item.net,
      vat: total.vat - item.vat,
      gross: total.gross - item.gross,
    },
  };
}

/** Everything the PDF shows, worded in the invoice's language from the stored row alone. */
export function invoiceLayout(inv: Invoice, original?: Pick<Invoice, 'issue_date'>): InvoiceLayout {
  const lang = toLang(inv.language);
  const t = INVOICE_COPY[lang];
  // `|| 0`: a cancellation's 0 € is -0 in arithmetic, never "-0,00 €" on paper.
  const m = (cents: number) => money(Number(cents) || 0, inv.currency, lang);
  const rate = percent(inv.vat_rate, lang);
  const isCancellation = inv.kind === 'cancellation';
  const credit = inv.kind === 'credit' ? CREDIT_NOTE_COPY[lang] : null;
  const heading = credit ? credit.heading : isCancellation ? t.cancellation : t.invoice;
  const country = countryName(inv.buyer_country, lang);
  const quantity = Number(inv.quantity);
  const lines = invoiceLines(inv);
  const unit = quantity ? Math.round(lines.item.net / quantity) : lines.item.net;
  const isFree = Boolean(inv.discount_code) && Number(inv.gross) === 0;

  const sellerLines = inv.seller_address.split(/\r?\n/).filter(Boolean);
  if (inv.seller_vat_id) sellerLines.push(`${t.vatId}${t.colon} ${inv.seller_vat_id}`);
  if (inv.seller_tax_number) sellerLines.push(`${t.taxNumber}${t.colon} ${inv.seller_tax_number}`);

  const buyerLines = [
    inv.buyer_company,
    inv.buyer_name,
    inv.buyer_address,
    inv.buyer_company || inv.buyer_address ? country : null,
    inv.buyer_vat_id ? `${t.vatId}${t.colon} ${inv.buyer_vat_id}` : null,
    `${t.email}${t.colon} ${inv.buyer_email}`,
  ].filter((l): l is string => Boolean(l));

  const notes: string[] = [];
  const originalDate = original ? day(original.issue_date, lang) : (inv.cancels_number ?? '');
  if (credit && inv.cancels_number) {
    notes.push(
      credit.corrects.replace('{number}', inv.cancels_number).replace('{date}', originalDate),
    );
    notes.push(credit.refunded.replace('{date}', day(inv.issue_date, lang)));
  } else if (isCancellation && inv.cancels_number) {
    notes.push(
      t.cancels
        .replace('{number}', inv.cancels_number)
        .replace('{date}', original ? day(original.issue_date, lang) : inv.cancels_number),
    );
    notes.push(
      (isFree ? t.cancelledNothingPaid : t.refunded).replace('{date}', day(inv.issue_date, lang)),
    );
  } else if (isFree) {
    notes.push(t.freeWithCode.replace('{code}', inv.discount_code!));
  } else if (inv.paid_at) {
    notes.push(
      t.paid
        .replace('{date}', day(berlinDay(new Date(inv.paid_at)), lang))
        .replace('{provider}', providerName(inv.payment_provider, lang)),
    );
  }
  if (inv.vat_treatment === 'reverse-charge') notes.push(t.reverseCharge);
  else if (inv.vat_treatment === 'small-business') notes.push(t.smallBusiness);
  else if (inv.vat_treatment === 'outside-eu') notes.push(t.outsideEu);
  else if (inv.vat_country && inv.vat_country !== inv.buyer_country) {
    // Below the EU threshold: the seller's own VAT, for a buyer elsewhere (decision 093).
    notes.push(t.belowThreshold.replace('{ofCountry}', ofCountry(inv.vat_country, lang)));
  } else {
    const source = {
      billing: t.countryFromBilling,
      business: t.countryFromBusiness,
      seller: t.countryFromSeller,
    }[inv.country_source];
    notes.push(source.replace('{ofCountry}', ofCountry(inv.buyer_country, lang)));
  }

  const totals: InvoiceLayout['totals'] = [{ label: t.totalNet, value: m(inv.net) }];
  if (inv.vat_treatment !== 'small-business') {
    totals.push({ label: t.totalVat.replace('{rate}', rate), value: m(inv.vat) });
  }
  // A cancellation or credit note gives money back: its total is credited, never "to pay".
  const total = credit || isCancellation ? t.totalCredited : t.totalGross;
  totals.push({ label: total, value: m(inv.gross), strong: true });
  const numberLabel = credit ? credit.number : isCancellation ? t.cancellationNumber : t.number;

  return {
    title: `${heading} ${inv.number}`,
    issuedAt: new Date(inv.issued_at),
    heading,
    seller: { name: inv.seller_name, lines: sellerLines },
    meta: [
      [numberLabel + t.colon, inv.number],
      [t.issueDate + t.colon, day(inv.issue_date, lang)],
      [t.supplyDate + t.colon, day(inv.supply_date, lang)],
      [t.orderNumber + t.colon, inv.purchase_id],
    ],
    buyer: { heading: t.buyer.toUpperCase(), lines: buyerLines },
    columns: [t.description, t.quantity, t.unitPrice, t.net, t.vatRate, t.vat, t.gross],
    rows: [
      [
        inv.description,
        String(quantity),
        m(unit),
        m(lines.item.net),
        rate,
        m(lines.item.vat),
        m(lines.item.gross),
      ],
      ...(lines.discount
        ? [
            [
              t.discount.replace('{code}', inv.discount_code!),
              '',
              '',
              m(lines.discount.net),
              rate,
              m(lines.discount.vat),
              m(lines.discount.gross),
            ] satisfies InvoiceLayout['rows'][number],
          ]
        : []),
    ],
    totals,
    notes,
    footer: [
      inv.seller_name,
      inv.seller_address.replace(/\r?\n/g, ', '),
      inv.seller_vat_id,
      inv.seller_tax_number && `${t.taxNumber} ${inv.seller_tax_number}`,
    ]
      .filter(Boolean)
      .join(' · '),
  };
}

/** The file name a buyer's browser saves the document under: its kind, in the buyer's language. */
export function invoiceFileName(inv: Pick<Invoice, 'number' | 'language' | 'kind'>): string {
  const lang = toLang(inv.language);
  const name =
    inv.kind === 'credit'
      ? CREDIT_NOTE_COPY[lang].fileName
      : inv.kind === 'cancellation'
        ? INVOICE_COPY[lang].cancellationFileName
        : INVOICE_COPY[lang].fileName;
  return `${name}-${inv.number}.pdf`;
}

/** What the seller, whose admin is German, calls each kind of document. */
export const INVOICE_KIND_NAMES: Record<Invoice['kind'], string> = {
  invoice: 'Rechnung',
  cancellation: 'Stornorechnung',
  credit: 'Rechnungskorrektur',
};

/**
 * The file name of a document in the seller's own files (the order desk's download, the
 * accountant's ZIP): the kind in German, whatever the buyer's language, so one archive reads
 * alike and sorts by kind.
 */
export function archiveFileName(inv: Pick<Invoice, 'number' | 'kind'>): string {
  return `${INVOICE_KIND_NAMES[inv.kind]}-${inv.number}.pdf`;
}
