import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/index';
import {
  formFields,
  isEmptyValue,
  primaryKeyOf,
  validateRow,
  type Row,
  type TableSchema,
} from '../../../shared/schema-validation';
import { withoutInvisible } from '../../../shared/plain-text';
import { requireTable, type TableDefinition } from './table-registry';
import { DomainError } from '../common/errors';
import { recordTableWrite } from './table-audit';
import { expectedVersion, requireWritableTable, staleEdit } from './table-locking';
import { isUniqueViolation } from './audit-log';
import { presentRow } from './table-list';

/**
 * The admin's generic table browser (decision D9, docs/decisions/030-admin-tables.md). The
 * schema files are the allow-list (table-registry.ts): a table or column name from a request is
 * only ever used after it was found as a key there, and then only through Kysely's identifier
 * quoting.
 */
export { getTableSchema, listTableNames } from './table-registry';

export { parseListQuery } from './table-query';
export { listRows } from './table-list';

function anyDb(db: Db): Kysely<any> {
  return db as unknown as Kysely<any>;
}

/**
 * The writable part of a request body: only fields that are not read-only (others are
 * ignored), validated with the shared rules, converted to column values.
 */
function prepareWrite(table: TableDefinition, input: Row, mode: 'create' | 'update'): Row {
  const { schema } = table;
  const pk = primaryKeyOf(schema);
  // The primary key is chosen on create (when it is not read-only) and never changed after.
  const writable = formFields(schema).filter((name) => mode === 'create' || name !== pk);
  const values: Row = {};
  for (const name of writable) {
    if (Object.hasOwn(input, name)) values[name] = input[name];
    else if (mode === 'create' && schema.properties[name].default !== undefined) {
      values[name] = schema.properties[name].default;
    }
  }
  const checked = mode === 'create' ? writable : writable.filter((n) => Object.hasOwn(values, n));
  const typed = withoutInvisibleText(schema, values);
  const normalized = table.normalize ? table.normalize(typed) : typed;
  const errors = validateRow(schema, normalized, checked);
  if (Object.keys(errors).length) {
    throw new DomainError('invalid', 'Bitte prüfen Sie die markierten Felder.', { errors });
  }
  const row: Row = {};
  for (const [name, value] of Object.entries(normalized)) {
    const field = schema.properties[name];
    if (field.type === 'boolean') row[name] = value ? 1 : 0;
    else if (field.type === 'array') row[name] = JSON.stringify(value ?? []);
    // An empty day is no day (null), as a row written without it has: not an empty text, which
    // the audit log would show as a change from "–" to "–".
    else if (isEmptyValue(value))
      row[name] = field.type === 'string' && !field.format?.startsWith('date') ? '' : null;
    else row[name] = value;
  }
  return row;
}

/**
 * Free text (a string field without a format, pattern or list of choices: names, descriptions)
 * loses its invisible and direction characters, as every text the shop keeps. Keys, codes and
 * addresses keep theirs, so that their own rule refuses them: an e-mail address or a code with
 * a hidden character is a different one, not the visible one.
 */
function withoutInvisibleText(schema: TableSchema, values: Row): Row {
  const cleaned: Row = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const field = schema.properties[name];
    const isFreeText = field?.type === 'string' && !field.format && !field.pattern && !field.enum;
    if (isFreeText && typeof value === 'string') cleaned[name] = withoutInvisible(value);
  }
  return cleaned;
}

/** The table's rules across fields (checkRow), refused like a field's own rule. */
async function checkRules(
  trx: Db,
  table: TableDefinition,
  row: Row,
  before: Row | undefined,
): Promise<void> {
  const errors = await table.checkRow?.(trx, row, before, new Date());
  if (errors && Object.keys(errors).length) {
    throw new DomainError('invalid', Object.values(errors)[0]!, { errors });
  }
}

async function findByKey(db: Db, tableName: string, id: string): Promise<Row | undefined> {
  const { schema } = requireTable(tableName);
  const row = await anyDb(db)
    .selectFrom(tableName)
    .select(Object.keys(schema.properties))
    .where(sql.ref(primaryKeyOf(schema)), '=', id)
    .executeTakeFirst();
  return row ? presentRow(schema, row as Row) : undefined;
}

/** Every write is recorded in the audit log, in its transaction, with who made it. */
export async function createRow(
  db: Db,
  tableName: string,
  input: Row,
  actor = 'system',
): Promise<Row> {
  const table = requireWritableTable(tableName, 'create');
  const pk = primaryKeyOf(table.schema);
  const now = new Date().toISOString();
  const row = { ...table.createFill(now), ...prepareWrite(table, input, 'create') };
  return db.transaction().execute(async (trx) => {
    await checkRules(trx, table, row, undefined);
    // A server-owned key the body may not set is generated above; a chosen one must be unique.
    try {
      await anyDb(trx).insertInto(tableName).values(row).execute();
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const message = table.duplicateKey ?? 'Ein Eintrag mit diesem Schlüssel existiert bereits.';
      throw new DomainError('conflict', message, { errors: { [pk]: message } });
    }
    const created = (await findByKey(trx, tableName, String(row[pk])))!;
    await table.afterWrite?.(trx, created, undefined, new Date(now));
    const id = String(created[pk]);
    await recordTableWrite(trx, { actor, action: 'create', table: tableName, id, after: created });
    return created;
  });
}

/**
 * With a version in the body (the schema's `x-version` column), the update applies only to
 * that version and raises it; a stale one is refused (409) with the row's current values.
 */
export async function updateRow(
  db: Db,
  tableName: string,
  id: string,
  input: Row,
  actor = 'system',
): Promise<Row> {
  const table = requireWritableTable(tableName, 'change');
  const values = prepareWrite(table, input, 'update');
  const version = expectedVersion(table, input);
  const versionColumn = table.schema['x-version'];
  const row: Row = { ...values, ...(table.updateFill?.(new Date().toISOString()) ?? {}) };
  if (versionColumn) row[versionColumn] = sql`${sql.ref(versionColumn)} + 1`;
  const pk = primaryKeyOf(table.schema);
  return db.transaction().execute(async (trx) => {
    const before = await findByKey(trx, tableName, id);
    if (!before) throw new DomainError('not-found', 'Eintrag nicht gefunden.');
    await checkRules(trx, table, { ...before, ...values }, before);
    if (Object.keys(row).length) {
      let update = anyDb(trx).updateTable(tableName).set(row).where(sql.ref(pk), '=', id);
      if (version !== undefined) update = update.where(sql.ref(versionColumn!), '=', version);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        const current = await findByKey(trx, tableName, id);
        throw current
          ? staleEdit(current)
          : new DomainError('not-found', 'Eintrag nicht gefunden.');
      }
    }
    const found = await findByKey(trx, tableName, id);
    if (!found) throw new DomainError('not-found', 'Eintrag nicht gefunden.');
    await table.afterWrite?.(trx, found, before, new Date());
    const write = { actor, table: tableName, id, before, after: found };
    await recordTableWrite(trx, { ...write, action: 'update' });
    return found;
  });
}

/** Deletes a row the table's rules allow to go; the audit entry keeps its last values. */
export async function deleteRow(
  db: Db,
  tableName: string,
  id: string,
  actor = 'system',
): Promise<void> {
  const table = requireWritableTable(tableName, 'change');
  await db.transaction().execute(async (trx) => {
    const row = await findByKey(trx, tableName, id);
    if (!row) throw new DomainError('not-found', 'Eintrag nicht gefunden.');
    const refusal = await table.deleteRefusal?.(trx, row);
    if (refusal) throw new DomainError('conflict', refusal);
    const result = await anyDb(trx)
      .deleteFrom(tableName)
      .where(sql.ref(primaryKeyOf(table.schema)), '=', id)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) {
      throw new DomainError('not-found', 'Eintrag nicht gefunden.');
    }
    await recordTableWrite(trx, { actor, action: 'delete', table: tableName, id, before: row });
  });
}
