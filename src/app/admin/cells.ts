import {
  defaultSortOf,
  isMoneyField,
  type FieldSchema,
  type Row,
  type TableSchema,
} from '../../shared/schema-validation';
import { berlinDateTimeText, formatCents } from '../../shared/format';

const RICH_TEXT_MAX = 100;
const URL_MAX = 50;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Removes HTML tags (and decodes the few entities rich text commonly carries) for a cell. */
function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * A list cell's text, by the spec's display rules: null empty, booleans Ja/Nein, date-times in
 * German format, rich text without tags cut at 100 characters, long URLs cut at 50. The schema
 * adds (D12): fixed values by their German label (`enumNames`), amounts in cents as '47,00 €'
 * (in the row's currency), "3 von 10" for a count with its limit (`x-of`), and a flag's warning
 * for a set date (`x-flag`).
 */
export function formatCell(
  name: string,
  field: FieldSchema | undefined,
  value: unknown,
  timeZone?: string,
  row?: Row,
): string {
  if (value === null || value === undefined) return '';
  if (field?.['x-flag']) return field['x-flag'];
  if (field?.enum && field.enumNames) {
    const i = field.enum.indexOf(value as string | number);
    if (i >= 0 && field.enumNames[i]) return field.enumNames[i];
  }
  if (isMoneyField(field) && typeof value === 'number') {
    const currency = typeof row?.currency === 'string' ? row.currency : 'EUR';
    return formatCents(value, currency);
  }
  if (field?.['x-of'] && row && row[field['x-of']] !== null && row[field['x-of']] !== undefined) {
    return `${String(value)} von ${String(row[field['x-of']])}`;
  }
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (field?.type === 'boolean' && (value === 0 || value === 1)) return value ? 'Ja' : 'Nein';
  if (field?.format === 'date-time' && typeof value === 'string') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    // The seller's clock with its zone, as on the order page, whatever the browser's zone.
    return timeZone
      ? date.toLocaleString('de-DE', { timeZone })
      : (berlinDateTimeText(date) ?? value);
  }
  if (field?.format === 'date' && typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return day ? `${day[3]}.${day[2]}.${day[1]}` : value;
  }
  if (Array.isArray(value)) {
    // A checkbox group's values by their German labels, in the schema's order.
    const options = field?.items?.enum;
    const labels = field?.items?.enumNames;
    if (options && labels) {
      return options
        .flatMap((option, i) => (value.includes(option) ? [labels[i] ?? String(option)] : []))
        .join(', ');
    }
    return value.join(', ');
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (name.includes('rich_text')) return cut(stripHtml(text), RICH_TEXT_MAX);
  if (name.includes('_url') && text.startsWith('http')) return cut(text, URL_MAX);
  return text;
}

/** The list's order when a table opens: the schema's default sort (newest orders first). */
export function initialSort(
  schema: TableSchema,
): { field: string; direction: 'asc' | 'desc' } | null {
  return schema['x-default-sort'] ? defaultSortOf(schema) : null;
}

/** The page a row opens (the order page), or null. */
export function detailHref(schema: TableSchema, id: unknown): string | null {
  const pattern = schema['x-detail'];
  if (!pattern || id === null || id === undefined) return null;
  return pattern.replace('{id}', encodeURIComponent(String(id)));
}

/**
 * An order's downloads as its page states them: how many the current link still allows of the
 * ones it was given, and how many were made in all. A new link raises the limit by its allowance
 * on top of the downloads already made, so "10 von 20" would read as half used when all ten of
 * the new link are still there to take: `linkDownloads` is the current link's own allowance.
 */
export function downloadsText(count: number, limit: number, linkDownloads = limit): string {
  const left = Math.max(0, limit - count);
  const of = Math.max(left, linkDownloads);
  return `noch ${left} von ${of} ${of === 1 ? 'Download' : 'Downloads'} · insgesamt ${count} heruntergeladen`;
}
