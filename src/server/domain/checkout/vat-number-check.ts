import type { ViesAnswer, ViesClient } from '../../adapters/vies';
import type { Config } from '../../config';
import { BUSINESS_MESSAGES, businessMessage } from '../../../shared/business-details';
import type { Lang } from '../../../shared/languages';
import { withoutInvisible } from '../../../shared/plain-text';
import { checkVatId, isEuCountry } from '../../../shared/vat';
import { toLang } from '../../../shared/languages';
import {
  vatChargedSentence,
  vatCheckMessage,
  type VatNumberCheckAnswer,
  type VatNumberCheckInput,
  type VatNumberCheckStatus,
} from '../../../shared/vat-number-check';
import { DomainError } from '../common/errors';
import type { Invoice } from '../invoices/invoices';
import type { Purchase } from '../orders/purchases';

/**
 * The VAT number a business buyer types at the checkout, checked with VIES before they pay
 * (docs/decisions/070-invoices.md, "The VAT number checked at the checkout"). The answer
 * only informs: the payment's own VIES check (fulfilment.ts) is the evidence the invoice rests
 * on, so a number confirmed here and refused at the payment is invoiced with VAT.
 */
export async function checkVatNumber(
  deps: { config: Pick<Config, 'invoicing'>; vies?: ViesClient },
  input: VatNumberCheckInput,
  lang: Lang,
): Promise<VatNumberCheckAnswer> {
  const country = withoutInvisible(input.country).trim().toUpperCase();
  const check = checkVatId(withoutInvisible(input.vatId).trim(), country);
  if (!check.ok) {
    const code = check.reason === 'country' ? 'invalidCountry' : 'invalidVatId';
    const message = businessMessage(lang, code, country, BUSINESS_MESSAGES[lang]);
    throw new DomainError('invalid', message, {
      errors: { [code === 'invalidCountry' ? 'country' : 'vatId']: message },
    });
  }
  // Only a number of another member state than the seller's can carry a reverse charge.
  if (!isEuCountry(country) || country === deps.config.invoicing.sellerCountry) {
    return { status: 'not-applicable', vatId: check.vatId, message: null };
  }
  const answer: ViesAnswer['status'] = deps.vies
    ? (await deps.vies.check(check.vatId)).status
    : 'unavailable';
  const status: VatNumberCheckStatus =
    answer === 'valid' ? 'confirmed' : answer === 'invalid' ? 'not-confirmed' : 'unavailable';
  return { status, vatId: check.vatId, message: vatCheckMessage(lang, status) };
}

/**
 * The success page's and delivery e-mail's sentence when the order's invoice charged VAT
 * because VIES did not confirm the buyer's number at the payment; null otherwise (no number
 * asked, confirmed, or an invoice issued anew as a reverse charge).
 */
export function vatChargedNote(
  p: Pick<Purchase, 'language' | 'vies_status' | 'vies_vat_id'>,
  invoice: Pick<Invoice, 'vat' | 'vat_treatment'> | null | undefined,
): string | null {
  if (!p.vies_vat_id || !invoice) return null;
  if (invoice.vat_treatment !== 'standard' || Number(invoice.vat) <= 0) return null;
  return vatChargedSentence(toLang(p.language), p.vies_status);
}
