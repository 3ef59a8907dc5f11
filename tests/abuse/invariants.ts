import { isValidEmail } from '../../src/shared/validation';
import type { Shop } from './harness';

/** Characters that end a header line or hide text: never in a stored address, name or subject. */
// eslint-disable-next-line no-control-regex
const UNSAFE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Characters that show nothing: never kept in text a person typed (src/shared/plain-text.ts). */
const INVISIBLE =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/** More than one recipient, or a display name around one. */
const RECIPIENT_LIST = /[,;<>"]/;

/**
 * What no request may leave behind, one line per finding: every stored address is one address
 * by the shop's one rule, no name, address or subject carries a line break or a direction
 * override, and no request gave itself a state only payments and the server set. Compared
 * before and after each accepted case, so a finding is reported by the case that made it.
 */
export async function dataProblems(shop: Shop): Promise<Set<string>> {
  const db = shop.db.db;
  const problems = new Set<string>();
  const flag = (what: string, value: unknown) => problems.add(`${what} ${JSON.stringify(value)}`);

  const mails = await db
    .selectFrom('mail_outbox')
    .select(['to_address', 'reply_to', 'from_address', 'subject'])
    .execute();
  for (const m of mails) {
    for (const value of [m.to_address, m.reply_to, m.from_address, m.subject]) {
      if (value && UNSAFE_LINE.test(value)) flag('mail header with a line break:', value);
    }
    if (RECIPIENT_LIST.test(m.to_address)) flag('mail to several recipients:', m.to_address);
  }

  const purchases = await db.selectFrom('ebook_purchases').selectAll().execute();
  const payments = await db.selectFrom('demo_payments').select('payment_id').execute();
  const paidAtProvider = new Set(payments.map((p) => p.payment_id).filter(Boolean));
  for (const p of purchases) {
    if (!isValidEmail(p.email)) flag('purchase address not by the one rule:', p.email);
    if (UNSAFE_LINE.test(p.name ?? '')) flag('purchase name with a control character:', p.name);
    if (INVISIBLE.test(p.name ?? '')) flag('purchase name with an invisible character:', p.name);
    // Company and address are printed on invoices and read by the seller: one plain line each.
    for (const value of [p.business_company, p.business_address]) {
      if (value && UNSAFE_LINE.test(value))
        flag('business details with a control character:', value);
    }
    for (const value of [p.business_company, p.business_address, p.business_vat_id]) {
      if (value && INVISIBLE.test(value))
        flag('business details with an invisible character:', value);
    }
    // The extra fields bodies try to set (EXTRA_FIELDS) are never taken.
    if (/^1970/.test(p.created_at) || /^1970/.test(p.paid_at ?? ''))
      flag('purchase dated by a request:', p.id);
    if (Number(p.download_limit ?? 0) >= 1_000_000 || Number(p.download_count ?? 0) < 0)
      flag('purchase allowance set by a request:', p.id);
    // Settled only through a payment the provider recorded, or seeded so; a free copy is the
    // administrator's own act.
    const settled = !['pending', 'failed', 'expired', 'free'].includes(p.status);
    const seeded = p.id === shop.paid.id || p.id === shop.editablePurchaseId;
    if (settled && !seeded && !paidAtProvider.has(p.provider_payment_id))
      flag('purchase settled without a payment:', p.id);
  }

  for (const a of await db.selectFrom('admins').select('email').execute()) {
    if (!isValidEmail(a.email)) flag('administrator address not by the one rule:', a.email);
  }
  for (const u of await db.selectFrom('users').select('email').execute()) {
    if (UNSAFE_LINE.test(u.email)) flag('user address with a control character:', u.email);
  }
  for (const p of await db
    .selectFrom('products')
    .select(['id', 'name', 'description', 'created_at'])
    .execute()) {
    if (/^1970/.test(p.created_at)) flag('product dated by a request:', p.id);
    for (const value of [p.id, p.name, p.description])
      if (INVISIBLE.test(value ?? '')) flag('product text with an invisible character:', value);
  }
  return problems;
}
