import type { Migration } from 'kysely';
import * as m001 from './001-products';
import * as m002 from './002-seed-products';
import * as m003 from './003-auth';
import * as m004 from './004-purchases';
import * as m005 from './005-demo-payments';
import * as m006 from './006-purchase-indexes';
import * as m007 from './007-admin-search-and-sort-indexes';
import * as m008 from './008-link-renewals-and-delivery-consent';
import * as m009 from './009-order-desk';
import * as m010 from './010-rate-limit-counters';
import * as m011 from './011-admin-sort-delivery-failed';
import * as m012 from './012-invoices';
import * as m013 from './013-daily-counts';
import * as m014 from './014-vat-evidence';
import * as m015 from './015-link-generation';
import * as m016 from './016-discount-codes-and-price-history';
import * as m017 from './017-reminders-and-referrals';
import * as m018 from './018-partial-refunds';
import * as m019 from './019-code-holds-and-offered-prices';
import * as m020 from './020-reminder-suppressions-and-payout-rests';
import * as m021 from './021-invoice-series';
import * as m022 from './022-row-counts';
import * as m023 from './023-accent-free-search';
import * as m024 from './024-accounting-and-provider-fees';
import * as m025 from './025-vat-threshold';
import * as m027 from './027-value-counts';
import * as m028 from './028-mail-claims';
import * as m029 from './029-seller-tax-number';
import * as m030 from './030-team-copies';
import * as m031 from './031-search-fold-statistics';

/** Every migration, in order. Listed statically so the bundle-free server needs no file scan. */
export const migrations: Record<string, Migration> = {
  '001-products': m001,
  '002-seed-products': m002,
  '003-auth': m003,
  '004-purchases': m004,
  '005-demo-payments': m005,
  '006-purchase-indexes': m006,
  '007-admin-search-and-sort-indexes': m007,
  '008-link-renewals-and-delivery-consent': m008,
  '009-order-desk': m009,
  '010-rate-limit-counters': m010,
  '011-admin-sort-delivery-failed': m011,
  '012-invoices': m012,
  '013-daily-counts': m013,
  '014-vat-evidence': m014,
  '015-link-generation': m015,
  '016-discount-codes-and-price-history': m016,
  '017-reminders-and-referrals': m017,
  '018-partial-refunds': m018,
  '019-code-holds-and-offered-prices': m019,
  '020-reminder-suppressions-and-payout-rests': m020,
  '021-invoice-series': m021,
  '022-row-counts': m022,
  '023-accent-free-search': m023,
  '024-accounting-and-provider-fees': m024,
  '025-vat-threshold': m025,
  '027-value-counts': m027,
  '028-mail-claims': m028,
  '029-seller-tax-number': m029,
  '030-team-copies': m030,
  '031-search-fold-statistics': m031,
};
