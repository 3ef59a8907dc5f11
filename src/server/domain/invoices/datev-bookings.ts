import type { AccountingSettings } from '../../../shared/api/accounting';
import type { Payout } from '../../adapters/payments/types';
import { DomainError } from '../common/errors';
import { berlinDay } from '../common/berlin-time';
import type { Booking } from './datev-format';
import type { Invoice } from './invoices';

/**
 * Which accounts each business event of the shop is booked to (decision record 094):
 *
 * - an invoice, cancellation or credit note: the debtor against the revenue account of its VAT
 *   case, the gross amount; an invoice debits the debtor (S), a cancellation or credit note,
 *   whose amounts are negative, credits it (H). OSS and reverse-charge sales carry the buyer's
 *   country (and VAT number) and the rate in DATEV's EU fields;
 * - a payment through the provider: the transit account (Geldtransit) against the debtor, a
 *   refund the other way round;
 * - the provider's fee: the fee account against the transit account, with the reverse-charge
 *   tax key (Stripe invoices its fees from Ireland);
 * - a payout: the bank against the transit account.
 *
 * What is left on the transit account is what the provider still holds, so the bank statement
 * and the export agree.
 */

const KIND_TEXT: Record<Invoice['kind'], string> = {
  invoice: 'Rechnung',
  cancellation: 'Storno',
  credit: 'Gutschrift',
};

/** DATEV's EU fields name Greece by its VAT prefix, EL. */
const euCode = (country: string) => (country === 'GR' ? 'EL' : country);

/** A reverse charge's VAT number with its country prefix, as the EU field wants it. */
function vatIdWithCountry(inv: Invoice): string {
  const id = (inv.buyer_vat_id ?? '').replace(/[\s.-]/g, '').toUpperCase();
  return /^[A-Z]{2}/.test(id) ? id : `${euCode(inv.buyer_country)}${id}`;
}

/** The revenue account, tax key and EU fields of an invoice's VAT case. */
function revenueOf(
  inv: Invoice,
  s: AccountingSettings,
): Pick<Booking, 'counterAccount' | 'taxKey' | 'euCountryVatId' | 'euRate'> {
  switch (inv.vat_treatment) {
    case 'reverse-charge':
      return {
        counterAccount: s.revenueReverseCharge,
        taxKey: s.keyReverseCharge,
        euCountryVatId: vatIdWithCountry(inv),
      };
    case 'small-business':
      return { counterAccount: s.revenueSmallBusiness, taxKey: s.keySmallBusiness };
    case 'outside-eu':
      return { counterAccount: s.revenueOutsideEu, taxKey: s.keyOutsideEu };
    case 'standard':
      break;
  }
  // The country whose VAT was charged: the buyer's under the One-Stop-Shop, the seller's own for
  // a cross-border sale below the EU threshold (decision 093), which is booked as domestic.
  const vatCountry = inv.vat_country ?? inv.buyer_country;
  if (vatCountry !== inv.seller_country) {
    // OSS: the buyer country's VAT, named with its rate so DATEV can report it (§ 18j UStG).
    return {
      counterAccount: s.revenueOss,
      taxKey: s.keyOss,
      euCountryVatId: euCode(vatCountry),
      euRate: inv.vat_rate,
    };
  }
  const rate = Number(inv.vat_rate);
  if (rate === 7) return { counterAccount: s.revenueDomestic7, taxKey: s.keyDomestic };
  if (rate === 19) return { counterAccount: s.revenueDomestic19, taxKey: s.keyDomestic };
  throw new DomainError(
    'conflict',
    `Die Rechnung ${inv.number} hat einen inländischen Steuersatz von ${inv.vat_rate} %, für den es kein Erlöskonto gibt (7 % oder 19 %). Bitte mit dem Steuerberater klären.`,
    { code: 'datev_rate_unmapped' },
  );
}

/** One booking per invoice, cancellation and credit note; one of nothing is left out. */
export function invoiceBookings(invoices: Invoice[], s: AccountingSettings): Booking[] {
  return invoices
    .filter((inv) => Number(inv.gross) !== 0)
    .map((inv) => {
      const gross = Number(inv.gross);
      const buyer = inv.buyer_company || inv.buyer_name;
      return {
        amount: Math.abs(gross),
        side: gross > 0 ? 'S' : 'H',
        account: s.debtorAccount,
        ...revenueOf(inv, s),
        date: inv.issue_date,
        document: inv.number,
        text: `${KIND_TEXT[inv.kind]} ${inv.number} ${buyer}`,
        serviceDate: inv.supply_date,
      };
    });
}

/** A payment or refund through the provider, with the invoice number it settles. */
export interface ProviderMovement {
  kind: 'payment' | 'refund';
  purchaseId: string;
  invoiceNumber: string | null;
  at: string;
  amount: number;
}

export function movementBookings(moves: ProviderMovement[], s: AccountingSettings): Booking[] {
  return moves
    .filter((m) => m.amount > 0)
    .map((m) => ({
      amount: m.amount,
      // The transit account receives a payment (S) and gives a refund back (H).
      side: m.kind === 'payment' ? 'S' : 'H',
      account: s.transitAccount,
      counterAccount: s.debtorAccount,
      taxKey: '',
      date: berlinDay(new Date(m.at)),
      document: m.invoiceNumber ?? m.purchaseId,
      text: `${m.kind === 'payment' ? 'Zahlung' : 'Erstattung'} Bestellung ${m.purchaseId}`,
    }));
}

/** The provider's fee of one payment. */
export interface ProviderFee {
  purchaseId: string;
  invoiceNumber: string | null;
  paidAt: string;
  fee: number;
}

export function feeBookings(fees: ProviderFee[], s: AccountingSettings): Booking[] {
  return fees
    .filter((f) => f.fee > 0)
    .map((f) => ({
      amount: f.fee,
      side: 'S',
      account: s.feeAccount,
      counterAccount: s.transitAccount,
      taxKey: s.keyFee,
      date: berlinDay(new Date(f.paidAt)),
      document: f.invoiceNumber ?? f.purchaseId,
      text: `Gebühr Zahlungsanbieter Bestellung ${f.purchaseId}`,
    }));
}

export function payoutBookings(payouts: Payout[], s: AccountingSettings): Booking[] {
  return payouts
    .filter((p) => p.amount > 0)
    .map((p) => ({
      amount: p.amount,
      side: 'S',
      account: s.bankAccount,
      counterAccount: s.transitAccount,
      taxKey: '',
      date: berlinDay(new Date(p.arrivalAt)),
      document: p.id,
      text: `Auszahlung ${p.id}`,
    }));
}
