import { isMoneyField, type Row, type TableSchema } from '../../../shared/schema-validation';
import { berlinDateTimeText, formatCents } from '../../../shared/format';
import type { Db } from '../../db/index';
import { changedValues, recordAudit } from './audit-log';
import { requireTable } from './table-registry';

/**
 * The audit entries of the generic table API: who created, changed or deleted which row, with
 * the values before and after and a one-line German description for the list.
 */

/** Server-kept timestamps and the version are no change an administrator made. */
const NOISE = new Set(['created_at', 'updated_at']);

function show(schema: TableSchema, name: string, value: unknown): string {
  const field = schema.properties[name];
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (isMoneyField(field) && typeof value === 'number') return formatCents(value);
  const choice = field?.enum?.indexOf(value as string) ?? -1;
  if (choice >= 0 && field?.enumNames?.[choice]) return field.enumNames[choice];
  if (Array.isArray(value)) {
    // A checkbox group by its German labels; none chosen reads as a dash, not as "[]".
    if (value.length === 0) return '–';
    const options = field?.items?.enum;
    const labels = field?.items?.enumNames;
    return value.map((v) => labels?.[options?.indexOf(v as string) ?? -1] ?? String(v)).join(', ');
  }
  if (field?.format === 'date-time' && typeof value === 'string') {
    return berlinDateTimeText(value) ?? value;
  }
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

const title = (schema: TableSchema, name: string) => schema.properties[name]?.title || name;

function describeRow(schema: TableSchema, row: Row): string {
  return Object.keys(row)
    .filter((name) => !NOISE.has(name) && !schema.properties[name]?.readOnly)
    .map((name) => `${title(schema, name)}: ${show(schema, name, row[name])}`)
    .join('; ');
}

function withoutKey(row: Row, key: string | undefined): Row {
  if (!key) return row;
  const copy = { ...row };
  delete copy[key];
  return copy;
}

export async function recordTableWrite(
  trx: Db,
  write: {
    actor: string;
    action: 'create' | 'update' | 'delete';
    table: string;
    id: string;
    before?: Row;
    after?: Row;
  },
): Promise<void> {
  const { schema } = requireTable(write.table);
  const versionColumn = schema['x-version'];
  const entry = { actor: write.actor, action: write.action, table: write.table, rowId: write.id };
  if (write.action === 'update') {
    const changed = changedValues(
      withoutKey(write.before ?? {}, versionColumn),
      withoutKey(write.after ?? {}, versionColumn),
    );
    if (!Object.keys(changed.after).length) return;
    const summary = Object.keys(changed.after)
      .filter((name) => !NOISE.has(name))
      .map(
        (name) =>
          `${title(schema, name)}: ${show(schema, name, changed.before[name])} → ${show(schema, name, changed.after[name])}`,
      )
      .join('; ');
    await recordAudit(trx, { ...entry, summary, ...changed });
    return;
  }
  const row = (write.action === 'create' ? write.after : write.before) ?? {};
  await recordAudit(trx, {
    ...entry,
    summary: describeRow(schema, withoutKey(row, versionColumn)),
    ...(write.action === 'create' ? { after: row } : { before: row }),
  });
}
