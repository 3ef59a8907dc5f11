import type { Row } from '../../../shared/schema-validation';
import { requireTable, type TableDefinition } from './table-registry';
import { DomainError } from '../common/errors';

/*
 * The generic table API's guards around a write: tables not written by hand, and optimistic
 * locking with the schema's version column (an edit based on an older version is refused).
 */

/**
 * The table named, when it may be written by hand this way: refused for tables never written by
 * hand (the audit log), or not created by hand (orders).
 */
export function requireWritableTable(name: string, mode: 'create' | 'change'): TableDefinition {
  const table = requireTable(name);
  const message = table.writeRefusal ?? (mode === 'create' ? table.createRefusal : undefined);
  // Read-only by configuration, for everyone: 403 with its own code (decision record 090).
  if (message) throw new DomainError('forbidden', message, { code: 'readOnly' });
  return table;
}

/** The version an edit was based on (optimistic locking), or undefined when none was sent. */
export function expectedVersion(table: TableDefinition, body: Row): number | undefined {
  const column = table.schema['x-version'];
  if (!column) return undefined;
  const value = body[column];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new DomainError('invalid', 'Ungültige Version des Eintrags.');
  }
  return value;
}

const STALE_EDIT_MESSAGE =
  'Dieser Eintrag wurde inzwischen geändert (von jemand anderem oder in einem anderen Fenster). Ihre Änderungen wurden nicht gespeichert; unten stehen die aktuellen Werte.';

/** The refusal of an edit based on an older version, with the row as it is now. */
export function staleEdit(current: Row): DomainError {
  return new DomainError('conflict', STALE_EDIT_MESSAGE, { detail: current });
}
