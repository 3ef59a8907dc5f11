import type { FieldErrors, Row } from '../../../shared/schema-validation';
import type { Db } from '../../db/index';
import { discountCodeRowErrors } from '../../../shared/row-rules';
import { hasOrderNaming } from '../orders/purchases';

/**
 * A discount code's rules across fields (the table editor and its API; messages in German like
 * the admin, D12): exactly one kind of discount and a window that ends after it starts, checked
 * by the one rule the form checks too (src/shared/row-rules.ts); a code that orders carry is
 * never deleted (it can be paused).
 */

export async function checkDiscountCodeRow(_db: Db, row: Row): Promise<FieldErrors | null> {
  const errors = discountCodeRowErrors(row);
  return Object.keys(errors).length ? errors : null;
}

export async function discountCodeDeleteRefusal(db: Db, row: Row): Promise<string | null> {
  if (!(await hasOrderNaming(db, 'discount_code', String(row.code)))) return null;
  return `Der Rabattcode ${String(row.code)} wurde bereits verwendet und kann nicht gelöscht werden. Pausieren Sie ihn stattdessen (Aktiv: Nein); dann kann er nicht mehr eingelöst werden.`;
}
