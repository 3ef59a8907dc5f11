import type { TableSchema } from './schema-validation';
import adminsSchema from './schemas/admins.json';
import auditLogSchema from './schemas/audit_log.json';
import discountCodesSchema from './schemas/discount_codes.json';
import volumePricesSchema from './schemas/volume_prices.json';
import ebookPurchasesSchema from './schemas/ebook_purchases.json';
import partnersSchema from './schemas/partners.json';
import productsSchema from './schemas/products.json';

/**
 * The change log's words in German: each action an administrator can take, and each table an
 * entry can describe, named by the table's own schema title where it has one. The log's schema
 * is built from these, so its list, its filters and its entry page never show an internal code.
 */
const AUDIT_ACTION_NAMES: Record<string, string> = {
  create: 'Angelegt',
  update: 'Geändert',
  delete: 'Gelöscht',
  upload: 'Hochgeladen',
  refund: 'Erstattet',
  'partial-refund': 'Teilweise erstattet',
  'refund-failed': 'Erstattung fehlgeschlagen',
  resend: 'Link erneut gesendet',
  'renew-link': 'Neuer Link ausgestellt',
  'free-copy': 'Gratisexemplar',
  'issue-invoice': 'Rechnung ausgestellt',
  'reissue-reverse-charge': 'Reverse-Charge-Rechnung',
  payout: 'Auszahlung vermerkt',
  'partner-link': 'Partnerlink gesendet',
  export: 'Export heruntergeladen',
};

/**
 * The fields of a partner's payout (a table with no schema of its own in the admin), so an
 * entry about one shows the amount in euros and the moment on the Berlin clock.
 */
const PAYOUT_SCHEMA: TableSchema = {
  title: 'Auszahlungen an Partner',
  properties: {
    partner_code: { type: 'string', title: 'Partnercode' },
    month: { type: 'string', title: 'Monat' },
    amount: { type: 'integer', title: 'Betrag', 'x-format': 'money' },
    paid_at: { type: 'string', title: 'Ausgezahlt am', format: 'date-time' },
    payout_number: { type: 'string', title: 'Auszahlungsnummer' },
  },
};

const titleOf = (schema: unknown) => (schema as TableSchema).title;

/** Every table an entry can name, by its German title. */
const AUDIT_TABLE_NAMES: Record<string, string> = {
  ebook_purchases: titleOf(ebookPurchasesSchema),
  products: titleOf(productsSchema),
  discount_codes: titleOf(discountCodesSchema),
  partners: titleOf(partnersSchema),
  volume_prices: titleOf(volumePricesSchema),
  team_copies: 'Team-Exemplare',
  partner_payouts: PAYOUT_SCHEMA.title,
  admins: titleOf(adminsSchema),
  uploads: 'Uploads',
  invoices: 'Rechnungen',
  accounting_settings: 'Buchhaltung',
};

const base = auditLogSchema as TableSchema;

/** The change log's schema with every action and table by its German name. */
export const AUDIT_LOG_SCHEMA: TableSchema = {
  ...base,
  properties: {
    ...base.properties,
    action: {
      ...base.properties.action,
      enum: Object.keys(AUDIT_ACTION_NAMES),
      enumNames: Object.values(AUDIT_ACTION_NAMES),
    },
    table_name: {
      ...base.properties.table_name,
      enum: Object.keys(AUDIT_TABLE_NAMES),
      enumNames: Object.values(AUDIT_TABLE_NAMES),
    },
  },
};

/** The schema that names an entry's fields: the table's own, or the payout's. */
export function describedSchema(table: string): TableSchema | null {
  return table === 'partner_payouts' ? PAYOUT_SCHEMA : null;
}
