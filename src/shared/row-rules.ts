import type { FieldErrors, Row } from './schema-validation';

/**
 * Rules across the fields of one row, in German like the admin (D12), that the table editor's
 * form checks on every change just as the server checks them on every write: a message goes
 * as soon as the conflict it names is gone, whichever field the seller changed to end it.
 */

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** A discount code: exactly one kind of discount, and a window that ends after it starts. */
export function discountCodeRowErrors(row: Row): FieldErrors {
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
  return errors;
}

/** The tables whose rows have such rules. */
const ROW_RULES: Record<string, (row: Row) => FieldErrors> = {
  discount_codes: discountCodeRowErrors,
};

/** The rules across fields of a table's rows, if it has any. */
export function rowRulesOf(table: string): ((row: Row) => FieldErrors) | undefined {
  return Object.hasOwn(ROW_RULES, table) ? ROW_RULES[table] : undefined;
}
