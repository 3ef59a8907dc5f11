import type { CsvColumn } from '../tables/csv';
import type { CommissionMonth } from '../../../shared/api/commissions';

/** The payouts CSV's columns (German headings), one row per partner and month. */
export const COMMISSION_CSV_COLUMNS: CsvColumn<CommissionMonth>[] = [
  { header: 'Partnercode', kind: 'text', value: (r) => r.partnerCode },
  { header: 'Partner', kind: 'text', value: (r) => r.partnerName },
  { header: 'Monat', kind: 'text', value: (r) => r.month },
  { header: 'Klicks', kind: 'number', value: (r) => r.clicks },
  { header: 'Bestellungen', kind: 'number', value: (r) => r.orders },
  { header: 'Netto behalten', kind: 'money', value: (r) => r.net },
  { header: 'Provision verdient', kind: 'money', value: (r) => r.earned },
  { header: 'Erstattet/widerrufen', kind: 'number', value: (r) => r.reversedOrders },
  { header: 'Provision storniert', kind: 'money', value: (r) => r.reversed },
  { header: 'Provision fällig', kind: 'money', value: (r) => r.due },
  { header: 'Ausgezahlt', kind: 'money', value: (r) => r.paid },
  { header: 'Ausgezahlt am', kind: 'datetime', value: (r) => r.paidAt },
  { header: 'Offen', kind: 'money', value: (r) => r.open },
];
