import { netOfGross } from '../checkout/vat';
import type { InvoicesTable } from '../../db/types';

/**
 * The net and VAT of a credit note over `amount` cents (gross) of an invoice: split at the
 * invoice's rate like any consumer price, or all net where the invoice charged no VAT. The one
 * that completes the refund takes what is left of the invoice after the earlier credit notes,
 * so all of them and the invoice add up to zero to the cent, whatever the rounding.
 */
export function creditAmounts(
  original: Pick<InvoicesTable, 'net' | 'vat' | 'gross' | 'vat_rate' | 'vat_treatment'>,
  earlier: { net: number; vat: number; gross: number },
  amount: number,
  completes: boolean,
): { net: number; vat: number; gross: number } {
  if (completes) {
    return {
      net: -(Number(original.net) + earlier.net),
      vat: -(Number(original.vat) + earlier.vat),
      gross: -(Number(original.gross) + earlier.gross),
    };
  }
  const taxed = original.vat_treatment === 'standard' && Number(original.vat) !== 0;
  const net = taxed ? netOfGross(amount, original.vat_rate) : amount;
  return { net: -net, vat: -(amount - net), gross: -amount };
}
