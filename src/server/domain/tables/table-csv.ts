import type { FieldSchema, Row, TableSchema } from '../../../shared/schema-validation';
import type { CsvColumn, CsvKind } from './csv';

/**
 * An admin table's CSV columns: every field of the schema, headed by its German title, written
 * by the shop's one CSV format (decision 081): amounts in cents as euros, instants in Berlin
 * time, a fixed value by its German label, as the admin's list shows it ('paid' → 'Bezahlt').
 * The rows are objects of the fields by name, or arrays of the schema's columns in order.
 */
export function tableCsvColumns<R extends Row | unknown[]>(
  schema: TableSchema,
  rows: 'objects' | 'arrays',
): CsvColumn<R>[] {
  return Object.entries(schema.properties).map(([name, field], index) => ({
    header: field.title ?? name,
    kind: csvKind(field),
    ...(rows === 'arrays'
      ? { value: (row: R) => (row as unknown[])[index], at: index }
      : { value: (row: R) => (row as Row)[name] }),
    ...labelsOf(field),
  }));
}

/** A fixed value's labels, looked up per cell by the writer. */
function labelsOf(field: FieldSchema): { labels?: ReadonlyMap<unknown, string> } {
  const names = field.enumNames;
  if (!field.enum || !names) return {};
  const labels = new Map<unknown, string>();
  field.enum.forEach((code, i) => {
    if (names[i]) labels.set(code, names[i]);
  });
  return { labels };
}

function csvKind(field: FieldSchema): CsvKind {
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'integer' || field.type === 'number') {
    return field['x-format'] === 'money' ? 'money' : 'number';
  }
  if (field.format === 'date-time') return 'datetime';
  if (field.format === 'date') return 'date';
  return 'text';
}
