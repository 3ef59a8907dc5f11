import type { Config } from '../../config';
import type { Db } from '../../db/index';
import type { VatTreatment } from '../../db/types';
import { isEuCountry, type EuCountry } from '../../../shared/vat';
import {
  recordThresholdCrossing,
  THRESHOLD_CENTS,
  thresholdBefore,
  type ThresholdConfig,
} from './vat-threshold';

/**
 * The VAT of an e-book sale (decision D16). An e-book is an electronically supplied service:
 * a consumer in the EU pays the VAT of their own country (one-stop shop), at the rate that
 * country applies to e-books, which is often a reduced one. The table is the state of 2026 as
 * the shop knows it; VAT_RATES overrides any country without a release.
 */
const EBOOK_VAT_RATES: Record<EuCountry, string> = {
  AT: '10',
  BE: '6',
  BG: '9',
  CY: '3',
  CZ: '0',
  DE: '7',
  DK: '25',
  EE: '9',
  ES: '4',
  FI: '14',
  FR: '5.5',
  GR: '6',
  HR: '5',
  HU: '5',
  IE: '0',
  IT: '4',
  LT: '9',
  LU: '3',
  LV: '5',
  MT: '5',
  NL: '9',
  PL: '5',
  PT: '6',
  RO: '11',
  SE: '6',
  SI: '5',
  SK: '5',
};

export type VatConfig = Pick<Config, 'invoicing'>;

/** The e-book rate of an EU country, and whether it came from the table or VAT_RATES. */
function ebookVatRate(
  config: VatConfig,
  country: EuCountry,
): { rate: string; source: 'table' | 'config' } {
  const override = config.invoicing.vatRates[country];
  return override !== undefined
    ? { rate: override, source: 'config' }
    : { rate: EBOOK_VAT_RATES[country], source: 'table' };
}

/** Net of a gross amount in cents at a rate in percent, rounded to the cent. */
export function netOfGross(gross: number, rate: string): number {
  // Tenths of a percent as a whole number: 5.5 % is 55, so no binary fraction creeps in.
  const perMille = Math.round(Number(rate) * 10);
  return Math.round((gross * 1000) / (1000 + perMille));
}

export interface VatInput {
  /** What was paid, in cents: the price including VAT. */
  gross: number;
  /** The payment provider's billing country. */
  billingCountry: string | null;
  /** The buyer's business details from the checkout. */
  businessCountry: string | null;
  businessVatId: string | null;
  /** Stripe Tax's amount and rate, when Stripe computed the tax. */
  providerTax: { amount: number; rate: string | null } | null;
  /** What VIES said of `businessVatId` (null: not asked). Only 'valid' allows a reverse charge. */
  viesStatus: 'valid' | 'invalid' | 'unavailable' | null;
  /**
   * A consumer sale to another member state below the EU threshold (decision 093): taxed
   * where the seller is, at the seller's own rate. Only decideVat knows; leave it unset.
   */
  belowThreshold?: boolean;
}

export interface VatResult {
  country: string;
  countrySource: 'billing' | 'business' | 'seller';
  treatment: VatTreatment;
  /** The member state whose VAT is charged: `country`, or the seller's below the threshold. */
  vatCountry: string;
  rate: string;
  rateSource: 'table' | 'config' | 'stripe';
  net: number;
  vat: number;
  gross: number;
}

/**
 * Works out the VAT of a sale. The country is the billing country the payment provider
 * reported (it wins over a typed business country); without one, the business country the
 * buyer gave; without that, the seller's own, and the invoice says which it was. The page's language never decides anything here.
 */
export function computeVat(config: VatConfig, input: VatInput): VatResult {
  const { sellerCountry, vatMode } = config.invoicing;
  const gross = input.gross;
  const countrySource: VatResult['countrySource'] = input.billingCountry
    ? 'billing'
    : input.businessCountry
      ? 'business'
      : 'seller';
  const country = input.billingCountry ?? input.businessCountry ?? sellerCountry;
  const base = { country, countrySource, gross, vatCountry: country };

  // A small business charges no VAT anywhere; the invoice says why.
  if (vatMode === 'small-business') {
    return {
      ...base,
      treatment: 'small-business',
      rate: '0',
      rateSource: 'config',
      net: gross,
      vat: 0,
    };
  }
  // Stripe Tax collected VAT: the invoice says what was collected, never a reverse charge
  // that would contradict it.
  if (input.providerTax && input.providerTax.amount > 0) {
    const vat = input.providerTax.amount;
    const rate = input.providerTax.rate ?? impliedRate(gross, vat);
    return { ...base, treatment: 'standard', rate, rateSource: 'stripe', net: gross - vat, vat };
  }
  // A business of another member state accounts for the VAT itself (reverse charge; the whole
  // amount is the net), on evidence only: a VAT number VIES confirmed, of the country the
  // payment provider's billing address is in when it reported one. A number that only has the
  // right shape, VIES being away, or a billing country elsewhere: the buyer's country's VAT.
  const vatCountry = input.businessVatId ? input.businessCountry : null;
  const evidenced =
    input.viesStatus === 'valid' && (!input.billingCountry || input.billingCountry === vatCountry);
  if (evidenced && vatCountry && isEuCountry(vatCountry) && vatCountry !== sellerCountry) {
    return {
      ...base,
      country: vatCountry,
      vatCountry,
      countrySource: 'business',
      treatment: 'reverse-charge',
      rate: '0',
      rateSource: 'table',
      net: gross,
      vat: 0,
    };
  }
  if (input.providerTax) {
    const vat = input.providerTax.amount;
    const rate = input.providerTax.rate ?? impliedRate(gross, vat);
    return { ...base, treatment: 'standard', rate, rateSource: 'stripe', net: gross - vat, vat };
  }
  // Outside the EU an electronically supplied service to a consumer bears no EU VAT.
  if (!isEuCountry(country)) {
    return { ...base, treatment: 'outside-eu', rate: '0', rateSource: 'table', net: gross, vat: 0 };
  }
  // Below the EU threshold a consumer elsewhere in the EU pays the seller's country's VAT.
  const taxedIn =
    input.belowThreshold && isEuCountry(sellerCountry) && country !== sellerCountry
      ? sellerCountry
      : country;
  const { rate, source } = ebookVatRate(config, taxedIn);
  const net = netOfGross(gross, rate);
  return {
    ...base,
    vatCountry: taxedIn,
    treatment: 'standard',
    rate,
    rateSource: source,
    net,
    vat: gross - net,
  };
}

/**
 * The VAT of a sale as its invoice charges it: computeVat, and for a seller registered under
 * the EU threshold (VAT_REGISTRATION=threshold) the threshold's state. A consumer sale to
 * another member state is taxed at the seller's rate while the year's cross-border net stays
 * at or below 10,000 €; the sale that makes it exceed 10,000 € is itself taxed in the buyer's
 * country and recorded, with the seller's one e-mail. Must run in the transaction that
 * inserts the invoice, after its number was taken: the number's lock queues every issuer of
 * the year, so two concurrent sales never both count themselves below (decision 093).
 */
export async function decideVat(
  trx: Db,
  config: ThresholdConfig,
  input: VatInput,
  sale: { purchaseId: string; year: number; now: Date },
): Promise<VatResult> {
  const destination = computeVat(config, input);
  const { sellerCountry, vatRegistration } = config.invoicing;
  const crossBorder =
    vatRegistration === 'threshold' &&
    destination.treatment === 'standard' &&
    destination.rateSource !== 'stripe' &&
    isEuCountry(destination.country) &&
    destination.country !== sellerCountry;
  if (!crossBorder) return destination;
  const before = await thresholdBefore(trx, config, sale.year);
  if (before.exceeded) return destination;
  const below = computeVat(config, { ...input, belowThreshold: true });
  // The sale counts with the net it has below the threshold: at the seller's rate.
  const net = before.net + below.net;
  if (net <= THRESHOLD_CENTS) return below;
  await recordThresholdCrossing(trx, config, {
    year: sale.year,
    purchaseId: sale.purchaseId,
    net: before.net + destination.net,
    at: sale.now,
  });
  return destination;
}

/** The rate an amount of tax implies, to one decimal (for a provider that gave only the amount). */
function impliedRate(gross: number, vat: number): string {
  const net = gross - vat;
  if (net <= 0 || vat <= 0) return '0';
  return String(Math.round((vat / net) * 1000) / 10);
}
