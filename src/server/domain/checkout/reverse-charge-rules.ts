import { checkVatId, compactVatId, countryOfVatId, isEuCountry } from '../../../shared/vat';
import { berlinDateTimeText } from '../../../shared/format';
import type { Invoice } from '../invoices/invoices';
import type { Purchase } from '../orders/purchases';
import { statusLabel } from '../tables/table-rules';

/**
 * When an order's invoice may be issued anew as a reverse charge, and the VIES result in the
 * admin's words (docs/decisions/070-invoices.md, "Reissued as a reverse charge"). The action
 * itself is in reverse-charge-reissue.ts.
 */

/** The VAT number a reverse charge would rest on: the one typed, else the one Stripe collected. */
export function reverseChargeVatId(p: Purchase): string | null {
  if (p.business_vat_id) return compactVatId(p.business_vat_id);
  if (!p.billing_tax_id) return null;
  const check = checkVatId(p.billing_tax_id, countryOfVatId(p.billing_tax_id));
  return check.ok ? check.vatId : null;
}

/**
 * Why the order's invoice cannot be issued anew as a reverse charge, whatever VIES says, or
 * null: it needs a paid order (not refunded, not partly), a VAT number of another member state
 * than the seller's, an invoice that charged VAT the shop computed itself (not Stripe Tax),
 * and no billing country that contradicts the number.
 */
export function reverseChargeRefusal(
  p: Purchase,
  current: Pick<Invoice, 'number' | 'vat' | 'vat_treatment'> | undefined,
  sellerCountry: string,
): string | null {
  const vatId = reverseChargeVatId(p);
  if (!vatId) {
    return `Die Bestellung ${p.id} hat keine USt-IdNr.; eine Reverse-Charge-Rechnung setzt eine voraus.`;
  }
  const country = countryOfVatId(vatId);
  if (!isEuCountry(country) || country === sellerCountry) {
    return `Die USt-IdNr. ${vatId} ist keine eines anderen EU-Landes als ${sellerCountry}: Reverse Charge gibt es nur dafür.`;
  }
  if (p.status !== 'paid') {
    return `Die Bestellung ${p.id} ist „${statusLabel(p.status)}“: Neu ausstellen lässt sich nur die Rechnung einer bezahlten, nicht erstatteten Bestellung.`;
  }
  if (!current) return `Die Bestellung ${p.id} hat keine Rechnung.`;
  if (current.vat_treatment === 'reverse-charge') {
    return `Die Rechnung ${current.number} ist bereits eine Reverse-Charge-Rechnung.`;
  }
  if (current.vat_treatment !== 'standard' || Number(current.vat) <= 0) {
    return `Die Rechnung ${current.number} weist keine Umsatzsteuer aus; es gibt nichts neu auszustellen.`;
  }
  if (Number(p.provider_tax_amount ?? 0) > 0) {
    return `Die Umsatzsteuer der Bestellung ${p.id} hat Stripe Tax erhoben; die Rechnung folgt Stripe. Bitte korrigieren Sie sie über Stripe.`;
  }
  if (p.billing_country && p.billing_country !== country) {
    return `Das Land laut Zahlung (${p.billing_country}) ist nicht das Land der USt-IdNr. (${country}); ohne zwei übereinstimmende Nachweise gilt kein Reverse Charge.`;
  }
  return null;
}

/** The VIES result of an order in the admin's words: status, VIES's request id and when. */
export function viesResultText(v: {
  status: string;
  requestId: string | null;
  checkedAt: string | null;
}): string {
  const at = v.checkedAt ? berlinDateTimeText(v.checkedAt) : null;
  const proof = [v.requestId ? `Anfrage-ID ${v.requestId}` : null, at ? `am ${at}` : null]
    .filter(Boolean)
    .join(', ');
  if (v.status === 'valid') return `USt-IdNr. bestätigt (VIES${proof ? `, ${proof}` : ''})`;
  if (v.status === 'invalid') return `nicht bestätigt (VIES${proof ? `, ${proof}` : ''})`;
  return `VIES nicht erreichbar${at ? ` (am ${at})` : ''}`;
}
