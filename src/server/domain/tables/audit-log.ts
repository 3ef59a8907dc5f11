import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/index';
import type { AuditLogTable } from '../../db/types';

/**
 * The audit log: every administrator write (table edits, uploads, order actions) with who,
 * when, what, and the values before and after. Entries are written in the same transaction as
 * the change they describe, never updated, and have no foreign key, so they outlive the row.
 */
type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'upload'
  | 'refund'
  | 'partial-refund'
  | 'refund-failed'
  | 'resend'
  | 'renew-link'
  | 'free-copy'
  | 'issue-invoice'
  /** An invoice cancelled and issued anew as a reverse charge once VIES confirmed the number. */
  | 'reissue-reverse-charge'
  /** A referral partner's month marked as paid out, and the link to a partner's page sent. */
  | 'payout'
  | 'partner-link'
  /** A download of figures for the tax office or the accountant (the DATEV export, the OSS-Meldung). */
  | 'export';

export type AuditEntry = Selectable<AuditLogTable>;
type Values = Record<string, unknown>;

export interface NewAuditEntry {
  /** The administrator's address. */
  actor: string;
  action: AuditAction;
  table: string;
  rowId: string;
  /** One line in German for the list and the order's timeline. */
  summary?: string;
  before?: Values | null;
  after?: Values | null;
  /** The client's key of one intended action; a second entry with the same key is refused. */
  requestKey?: string | null;
  at?: string;
}

function toJson(values: Values | null | undefined): string | null {
  return values ? JSON.stringify(values) : null;
}

/** Writes one entry (inside the caller's transaction, so it exists exactly when the change does). */
/**
 * A download of the seller's books on record (the Rechnungen CSV and ZIP, the OSS-Meldung, the
 * DATEV export, the Verkäufe CSV): who took which file of which period, from which table.
 */
export function recordDownload(
  db: Db,
  actor: string,
  download: { table?: string; rowId: string; summary: string },
): Promise<string> {
  return recordAudit(db, { actor, action: 'export', table: 'invoices', ...download });
}

export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('audit_log')
    .values({
      id,
      at: entry.at ?? new Date().toISOString(),
      actor: entry.actor.slice(0, 320),
      action: entry.action,
      table_name: entry.table,
      row_id: entry.rowId.slice(0, 320),
      summary: (entry.summary ?? '').slice(0, 1000),
      before: toJson(entry.before),
      after: toJson(entry.after),
      request_key: entry.requestKey ?? null,
    })
    .execute();
  return id;
}

/** Only the values that differ, before and after: what an update really changed. */
export function changedValues(before: Values, after: Values): { before: Values; after: Values } {
  const was: Values = {};
  const now: Values = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}

/** The entries about one row, oldest first (an order's administrator actions). */
export async function listAuditForRow(db: Db, table: string, rowId: string): Promise<AuditEntry[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('table_name', '=', table)
    .where('row_id', '=', rowId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

export async function findAuditByRequestKey(
  db: Db,
  requestKey: string,
): Promise<AuditEntry | undefined> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
}

/** A unique-constraint violation, on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || /UNIQUE constraint failed/i.test(e?.message ?? '');
}
