import type { FieldSchema, TableSchema } from '../../shared/schema-validation';
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
    value: cell(name, index),
  }));
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
