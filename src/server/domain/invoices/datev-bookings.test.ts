import { describe, expect, it } from 'vitest';
import { CHART_DEFAULTS, type AccountingSettings } from '../../../shared/api/accounting';
import { invoiceBookings } from './datev-bookings';
import type { Invoice } from './invoices';

const settings: AccountingSettings = {
  ...CHART_DEFAULTS.SKR03,
  consultantNumber: '1001',
  clientNumber: '1',
  fiscalYearStart: '01.01.',
  accountLength: '4',
  chart: 'SKR03',
};

/** A consumer's invoice as the shop stores it, with only what a booking reads set. */
function invoice(over: Partial<Invoice>): Invoice {
  return {
    number: '2026-00001',
    kind: 'invoice',
    issue_date: '2026-08-03',
    seller_country: 'DE',
    buyer_country: 'FR',
    vat_country: 'FR',
    buyer_name: 'Claire Martin',
    buyer_company: null,
    buyer_vat_id: null,
    vat_treatment: 'standard',
    vat_rate: '5.5',
    net: 2085,
    vat: 115,
    gross: 2200,
    currency: 'EUR',
    ...over,
  } as Invoice;
}

describe('DATEV bookings of consumer sales to another EU country', () => {
  it('books a One-Stop-Shop sale on the OSS account with the country and rate of its VAT', () => {
    const [booking] = invoiceBookings([invoice({})], settings);
    expect(booking).toMatchObject({
      counterAccount: settings.revenueOss,
      taxKey: settings.keyOss,
      euCountryVatId: 'FR',
      euRate: '5.5',
    });
  });

  it('books a sale below the EU threshold, charged German VAT, as a domestic sale', () => {
    const below = invoice({ vat_country: 'DE', vat_rate: '19', net: 1849, vat: 351 });
    const [booking] = invoiceBookings([below], settings);
    expect(booking.counterAccount).toBe(settings.revenueDomestic19);
    expect(booking.euCountryVatId ?? '').toBe('');
    expect(booking.euRate ?? '').toBe('');
  });
});
