import type { FieldSchema, TableSchema } from '../../../shared/schema-validation';
import type { CsvColumn, CsvKind } from './csv';

/**
 * An admin table's CSV columns: every field of the schema, headed by its German title, written
 * by the shop's one CSV format (decision 081): amounts in cents as euros, instants in Berlin
 * time. `cell` reads a field from a row as the export reads it (an object, or an array of the
 * schema's columns in order).
 */
export function tableCsvColumns<R>(
  schema: TableSchema,
  cell: (name: string, index: number) => (row: R) => unknown,
): CsvColumn<R>[] {
  return Object.entries(schema.properties).map(([name, field], index) => ({
    header: field.title ?? name,
    kind: csvKind(field),
    value: labelled(field, cell(name, index)),
  }));
}

/**
 * A fixed value by its German label, as the admin's list shows it ('paid' → 'Bezahlt'): one
 * lookup made per column, so a row costs a map read and no allocation. A value the schema does
 * not know is written as it is.
 */
function labelled<R>(field: FieldSchema, read: (row: R) => unknown): (row: R) => unknown {
  const names = field.enumNames;
  if (!field.enum || !names) return read;
  const labels = new Map<unknown, string>();
  field.enum.forEach((code, i) => {
    if (names[i]) labels.set(code, names[i]);
  });
  return (row) => {
    const value = read(row);
    return labels.get(value) ?? value;
  };
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
