import type { FieldSchema } from '../../shared/schema-validation';

export const RICH_TEXT_MAX = 100;
export const URL_MAX = 50;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Removes HTML tags (and decodes the few entities rich text commonly carries) for a cell. */
export function stripHtml(html: string): string {
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
 * German format, rich text without tags cut at 100 characters, long URLs cut at 50.
 */
export function formatCell(
  name: string,
  field: FieldSchema | undefined,
  value: unknown,
  timeZone?: string,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (field?.type === 'boolean' && (value === 0 || value === 1)) return value ? 'Ja' : 'Nein';
  if (field?.format === 'date-time' && typeof value === 'string') {
    const date = new Date(value);
    return Number.isNaN(date.getTime())
      ? value
      : date.toLocaleString('de-DE', timeZone ? { timeZone } : undefined);
  }
  if (Array.isArray(value)) return value.join(', ');
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (name.includes('rich_text')) return cut(stripHtml(text), RICH_TEXT_MAX);
  if (name.includes('_url') && text.startsWith('http')) return cut(text, URL_MAX);
  return text;
}
