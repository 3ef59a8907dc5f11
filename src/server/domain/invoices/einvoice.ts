import { INVOICE_COPY } from '../../content/invoice';
import { CREDIT_NOTE_COPY } from '../../content/credit-note';
import { toLang } from '../../../shared/languages';
import { invoiceLines } from './invoice-layout';
import type { Invoice } from './invoices';

/**
 * The structured e-invoice of a business buyer's invoice (decision 095): UN/CEFACT Cross
 * Industry Invoice (CII) to EN 16931, the XML a Factur-X / ZUGFeRD PDF carries as
 * `factur-x.xml` and that the buyer and the admin can download on its own. Built from the stored
 * row alone, like the PDF, so the same row always gives the same bytes.
 */

/** BT-24: the core standard itself (no CIUS: the shop has no buyer reference, BT-10, to give). */
const SPECIFICATION = 'urn:cen.eu:en16931:2017';

/** A business buyer: one who gave a company or a VAT number. Only they get an e-invoice. */
export function isBusinessInvoice(inv: Pick<Invoice, 'buyer_company' | 'buyer_vat_id'>): boolean {
  return Boolean(inv.buyer_company?.trim() || inv.buyer_vat_id?.trim());
}

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Control characters are not allowed in XML 1.0.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** An element with escaped text, or nothing when there is no text. */
function el(name: string, text: string | null | undefined, attrs = ''): string {
  if (text === null || text === undefined || text === '') return '';
  return `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}

/** Cents as an amount with two decimals, e.g. 1234 → "12.34"; never "-0.00". */
function amount(cents: number): string {
  const c = Math.round(cents) || 0;
  const abs = Math.abs(c);
  return `${c < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A unit price in cents with up to four decimals: exact when the quantity divides the net. */
function price(cents: number, quantity: number): string {
  const value = quantity ? cents / quantity / 100 : cents / 100;
  return value.toFixed(4).replace(/(\.\d\d)0{1,2}$/, '$1');
}

/** A calendar day YYYY-MM-DD in format 102 (YYYYMMDD). */
const day102 = (date: string) => date.slice(0, 10).replace(/-/g, '');

/** A rate as stored ("19.00") written plainly ("19", "7", "5.5"). */
const rate = (r: string) => String(Number(r));

interface VatCategory {
  code: 'S' | 'AE' | 'E' | 'O';
  /** BT-152/BT-119; none for 'O', which carries no rate. */
  rate: string | null;
  /** BT-120, in the invoice's language: the same sentence the PDF prints. */
  reason: string | null;
  /** BT-121. */
  reasonCode: string | null;
}

/**
 * The EN 16931 VAT category of a treatment: standard VAT is S; reverse charge AE (with both VAT
 * numbers); the small-business exemption of § 19 UStG is E; a service to a buyer outside the EU
 * is not subject to VAT here, O (decision 095: G is an export of goods).
 */
function vatCategory(inv: Invoice): VatCategory {
  const t = INVOICE_COPY[toLang(inv.language)];
  switch (inv.vat_treatment) {
    case 'reverse-charge':
      return { code: 'AE', rate: '0', reason: t.reverseCharge, reasonCode: 'VATEX-EU-AE' };
    case 'small-business':
      return { code: 'E', rate: '0', reason: t.smallBusiness, reasonCode: null };
    case 'outside-eu':
      return { code: 'O', rate: null, reason: t.outsideEu, reasonCode: 'VATEX-EU-O' };
    default:
      return { code: 'S', rate: rate(inv.vat_rate), reason: null, reasonCode: null };
  }
}

function tradeTax(cat: VatCategory, amounts?: { basis: number; vat: number }): string {
  if (!amounts) {
    return `<ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>${cat.code}</ram:CategoryCode>${el('ram:RateApplicablePercent', cat.rate)}`;
  }
  return [
    `<ram:CalculatedAmount>${amount(amounts.vat)}</ram:CalculatedAmount>`,
    '<ram:TypeCode>VAT</ram:TypeCode>',
    el('ram:ExemptionReason', cat.reason),
    `<ram:BasisAmount>${amount(amounts.basis)}</ram:BasisAmount>`,
    `<ram:CategoryCode>${cat.code}</ram:CategoryCode>`,
    el('ram:ExemptionReasonCode', cat.reasonCode),
    el('ram:RateApplicablePercent', cat.rate),
  ].join('');
}

/**
 * A postal address from the lines a person typed: the first is the street (BT-35), a later one
 * starting with a postcode gives the postcode (BT-38) and city (BT-37), the rest stays as further
 * lines; the country (BT-40/BT-55) comes from the row.
 */
function postalAddress(text: string | null, country: string): string {
  const lines = (text ?? '')
    .split(/\r?\n|,\s*/)
    .map((l) => l.trim())
    .filter(Boolean);
  let postcode: string | null = null;
  let city: string | null = null;
  const cityIndex = lines.findIndex(
    (l, i) => i > 0 && /^[A-Z]{0,2}-?\d{3,6}(\s\d{2,4})?\s+\S/.test(l),
  );
  if (cityIndex > 0) {
    const m = /^([A-Z]{0,2}-?\d{3,6}(?:\s\d{2,4})?)\s+(.+)$/.exec(lines[cityIndex]!)!;
    postcode = m[1]!;
    city = m[2]!;
    lines.splice(cityIndex, 1);
  } else if (lines.length > 1) {
    city = lines.pop()!;
  }
  return [
    '<ram:PostalTradeAddress>',
    el('ram:PostcodeCode', postcode),
    el('ram:LineOne', lines[0]),
    el('ram:LineTwo', lines[1]),
    el('ram:LineThree', lines.slice(2).join(', ')),
    el('ram:CityName', city),
    el('ram:CountryID', country.toUpperCase()),
    '</ram:PostalTradeAddress>',
  ].join('');
}

const vatRegistration = (vatId: string | null) =>
  vatId
    ? `<ram:SpecifiedTaxRegistration>${el('ram:ID', vatId, ' schemeID="VA"')}</ram:SpecifiedTaxRegistration>`
    : '';

const emailAddress = (email: string | null | undefined) =>
  email
    ? `<ram:URIUniversalCommunication>${el('ram:URIID', email, ' schemeID="EM"')}</ram:URIUniversalCommunication>`
    : '';

/** A row's amounts with the sign of an invoice: a cancellation's negative amounts turn positive. */
function positive(inv: Invoice): Invoice {
  if (Number(inv.gross) >= 0 && Number(inv.net) >= 0) return inv;
  const neg = (v: number | null) => (v === null ? null : -Number(v));
  return {
    ...inv,
    quantity: -Number(inv.quantity),
    net: -Number(inv.net),
    vat: -Number(inv.vat),
    gross: -Number(inv.gross),
    list_gross: neg(inv.list_gross),
    discount_gross: -Number(inv.discount_gross),
  };
}

/**
 * The CII XML of an invoice, cancellation (a credit note, type 381, that names the invoice it
 * cancels, BT-25) or credit note. `original` is the corrected invoice, for its date (BT-26);
 * `sellerEmail` the seller's electronic address (BT-34).
 */
export function einvoiceXml(
  row: Invoice,
  original: Pick<Invoice, 'issue_date'> | undefined,
  sellerEmail: string,
): string {
  const inv = positive(row);
  const lang = toLang(inv.language);
  const t = INVOICE_COPY[lang];
  const cat = vatCategory(inv);
  const isCredit = inv.kind !== 'invoice';
  const lines = invoiceLines(inv);
  const quantity = Number(inv.quantity) || 1;
  const net = Number(inv.net);
  const vat = Number(inv.vat);
  const gross = Number(inv.gross);
  // A discount code's allowance (BG-20): the list price stands on the line, the discount off it.
  const allowance = lines.discount ? -lines.discount.net : 0;
  const lineNet = lines.item.net;
  // 'O' forbids the VAT numbers (BR-O-02): the seller is then named by its number as BT-29.
  const withVatIds = cat.code !== 'O';
  const sellerVatId = inv.seller_vat_id?.trim() || null;
  const sellerTaxNumber = inv.seller_tax_number?.trim() || null;
  const sellerId = withVatIds && sellerVatId ? null : (sellerVatId ?? sellerTaxNumber);
  const buyerVatId = inv.buyer_vat_id?.trim() || null;

  const notes: string[] = [];
  if (isCredit && inv.cancels_number) {
    const note =
      inv.kind === 'credit' ? CREDIT_NOTE_COPY[lang].heading : `${t.cancellation} ${inv.number}`;
    notes.push(`${note} → ${inv.cancels_number}`);
  }
  if (cat.reason) notes.push(cat.reason);

  const seller = [
    '<ram:SellerTradeParty>',
    // BR-CO-26: a seller is identified by its VAT number, else by an identifier (BT-29).
    sellerId ? el('ram:ID', sellerId) : '',
    el('ram:Name', inv.seller_name),
    postalAddress(inv.seller_address, inv.seller_country),
    emailAddress(sellerEmail),
    withVatIds ? vatRegistration(sellerVatId) : '',
    // The tax office's number (BT-32): what names a seller without a VAT number (BR-S-02, BR-E-02).
    sellerTaxNumber
      ? `<ram:SpecifiedTaxRegistration>${el('ram:ID', sellerTaxNumber, ' schemeID="FC"')}</ram:SpecifiedTaxRegistration>`
      : '',
    '</ram:SellerTradeParty>',
  ].join('');

  const company = inv.buyer_company?.trim() || null;
  const buyer = [
    '<ram:BuyerTradeParty>',
    el('ram:Name', company ?? inv.buyer_name),
    company && inv.buyer_name
      ? `<ram:DefinedTradeContact>${el('ram:PersonName', inv.buyer_name)}<ram:EmailURIUniversalCommunication>${el('ram:URIID', inv.buyer_email)}</ram:EmailURIUniversalCommunication></ram:DefinedTradeContact>`
      : '',
    postalAddress(inv.buyer_address, inv.buyer_country),
    emailAddress(inv.buyer_email),
    withVatIds ? vatRegistration(buyerVatId) : '',
    '</ram:BuyerTradeParty>',
  ].join('');

  const item = [
    '<ram:IncludedSupplyChainTradeLineItem>',
    '<ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>',
    `<ram:SpecifiedTradeProduct>${el('ram:Name', inv.description)}</ram:SpecifiedTradeProduct>`,
    `<ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${price(lineNet, quantity)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>`,
    `<ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>`,
    '<ram:SpecifiedLineTradeSettlement>',
    `<ram:ApplicableTradeTax>${tradeTax(cat)}</ram:ApplicableTradeTax>`,
    `<ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(lineNet)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>`,
    '</ram:SpecifiedLineTradeSettlement>',
    '</ram:IncludedSupplyChainTradeLineItem>',
  ].join('');

  const discount = allowance
    ? [
        '<ram:SpecifiedTradeAllowanceCharge>',
        '<ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator>',
        `<ram:ActualAmount>${amount(allowance)}</ram:ActualAmount>`,
        '<ram:ReasonCode>95</ram:ReasonCode>',
        el('ram:Reason', t.discount.replace('{code}', inv.discount_code ?? '')),
        `<ram:CategoryTradeTax>${tradeTax(cat)}</ram:CategoryTradeTax>`,
        '</ram:SpecifiedTradeAllowanceCharge>',
      ].join('')
    : '';

  // Paid by card before the invoice was issued (or refunded with the credit note): nothing due.
  const settlement = [
    '<ram:ApplicableHeaderTradeSettlement>',
    el('ram:InvoiceCurrencyCode', inv.currency.toUpperCase()),
    `<ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>48</ram:TypeCode>${el('ram:Information', inv.payment_provider)}</ram:SpecifiedTradeSettlementPaymentMeans>`,
    `<ram:ApplicableTradeTax>${tradeTax(cat, { basis: net, vat: cat.code === 'S' ? vat : 0 })}</ram:ApplicableTradeTax>`,
    discount,
    '<ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    `<ram:LineTotalAmount>${amount(lineNet)}</ram:LineTotalAmount>`,
    allowance ? `<ram:AllowanceTotalAmount>${amount(allowance)}</ram:AllowanceTotalAmount>` : '',
    `<ram:TaxBasisTotalAmount>${amount(net)}</ram:TaxBasisTotalAmount>`,
    `<ram:TaxTotalAmount currencyID="${escapeXml(inv.currency.toUpperCase())}">${amount(cat.code === 'S' ? vat : 0)}</ram:TaxTotalAmount>`,
    `<ram:GrandTotalAmount>${amount(gross)}</ram:GrandTotalAmount>`,
    `<ram:TotalPrepaidAmount>${amount(gross)}</ram:TotalPrepaidAmount>`,
    '<ram:DuePayableAmount>0.00</ram:DuePayableAmount>',
    '</ram:SpecifiedTradeSettlementHeaderMonetarySummation>',
    isCredit && inv.cancels_number
      ? `<ram:InvoiceReferencedDocument>${el('ram:IssuerAssignedID', inv.cancels_number)}${
          original
            ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${day102(original.issue_date)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
            : ''
        }</ram:InvoiceReferencedDocument>`
      : '',
    '</ram:ApplicableHeaderTradeSettlement>',
  ].join('');

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    `<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${SPECIFICATION}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>`,
    '<rsm:ExchangedDocument>',
    el('ram:ID', inv.number),
    `<ram:TypeCode>${isCredit ? '381' : '380'}</ram:TypeCode>`,
    `<ram:IssueDateTime><udt:DateTimeString format="102">${day102(inv.issue_date)}</udt:DateTimeString></ram:IssueDateTime>`,
    ...notes.map((n) => `<ram:IncludedNote>${el('ram:Content', n)}</ram:IncludedNote>`),
    '</rsm:ExchangedDocument>',
    '<rsm:SupplyChainTradeTransaction>',
    item,
    '<ram:ApplicableHeaderTradeAgreement>',
    seller,
    buyer,
    `<ram:SellerOrderReferencedDocument>${el('ram:IssuerAssignedID', inv.purchase_id)}</ram:SellerOrderReferencedDocument>`,
    '</ram:ApplicableHeaderTradeAgreement>',
    `<ram:ApplicableHeaderTradeDelivery><ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">${day102(inv.supply_date)}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent></ram:ApplicableHeaderTradeDelivery>`,
    settlement,
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
    '',
  ].join('\n');
}
