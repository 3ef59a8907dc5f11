import type { FieldErrors, Row } from '../../shared/schema-validation';
import type { Db } from '../db/index';
import { hasOrderNaming } from './purchases';

/**
 * A discount code's rules across fields (the table editor and its API; messages in German like
 * the admin, D12): exactly one kind of discount, a window that ends after it starts, and a code
 * that orders carry is never deleted (it can be paused).
 */

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

export async function checkDiscountCodeRow(_db: Db, row: Row): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const percent = filled(row.percent_off);
  const amount = filled(row.amount_off);
  if (percent === amount) {
    const message = percent
      ? 'Bitte nur eines angeben: Rabatt in Prozent oder Rabatt in Euro.'
      : 'Bitte einen Rabatt angeben: in Prozent oder in Euro.';
    errors[percent ? 'amount_off' : 'percent_off'] = message;
  }
  if (filled(row.starts_on) && filled(row.ends_on) && String(row.ends_on) < String(row.starts_on)) {
    errors.ends_on = '„Gültig bis“ liegt vor „Gültig ab“.';
  }
  return Object.keys(errors).length ? errors : null;
}

export async function discountCodeDeleteRefusal(db: Db, row: Row): Promise<string | null> {
  if (!(await hasOrderNaming(db, 'discount_code', String(row.code)))) return null;
  return `Der Rabattcode ${String(row.code)} wurde bereits verwendet und kann nicht gelöscht werden. Pausieren Sie ihn stattdessen (Aktiv: Nein); dann kann er nicht mehr eingelöst werden.`;
}
