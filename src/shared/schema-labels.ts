import type { Lang } from './languages';
import ebookPurchasesSchema from './schemas/ebook_purchases.json';

/**
 * Labels the admin reads for fixed values, taken from the table schemas (their `enumNames`), so
 * a list, a filter, an order page, a CSV and a refusal name a value alike.
 */
function labelsOf(field: { enum: readonly string[]; enumNames: readonly string[] }) {
  return Object.fromEntries(field.enum.map((code, i) => [code, field.enumNames[i]]));
}

const STATUS_LABELS: Record<string, string> = labelsOf(ebookPurchasesSchema.properties.status);

/** Each language's name in German: how the admin (German) names them everywhere. */
export const GERMAN_LANGUAGE_NAMES = labelsOf(ebookPurchasesSchema.properties.language) as Record<
  Lang,
  string
>;

/** An order status as the admin reads it ('paid' → 'Bezahlt'); an unknown code as it is. */
export function orderStatusLabel(status: string): string {
  return Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status] : status;
}

/** A language code's German name ('it' → 'Italienisch'); an unknown code as it is. */
export function germanLanguageName(code: string): string {
  return Object.hasOwn(GERMAN_LANGUAGE_NAMES, code) ? GERMAN_LANGUAGE_NAMES[code as Lang] : code;
}
