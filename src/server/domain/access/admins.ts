import type { Db } from '../../db/index';
import { storedEmail } from '../common/email-address';

/**
 * Administrators are the addresses in ADMIN_EMAILS plus the rows of `admins` (decision D8).
 * Checked on every request, so removing someone takes effect at once.
 */
export async function isAdminEmail(
  db: Db,
  configured: readonly string[],
  email: string,
): Promise<boolean> {
  const address = storedEmail(email);
  if (configured.includes(address)) return true;
  const row = await db
    .selectFrom('admins')
    .select('email')
    .where('email', '=', address)
    .executeTakeFirst();
  return Boolean(row);
}

/** @returns false when the address was already an administrator in the table. */
export async function addAdmin(db: Db, email: string): Promise<boolean> {
  const result = await db
    .insertInto('admins')
    .values({ email: storedEmail(email), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** @returns false when the address was not in the table. */
export async function removeAdmin(db: Db, email: string): Promise<boolean> {
  const result = await db
    .deleteFrom('admins')
    .where('email', '=', storedEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listAdmins(db: Db): Promise<{ email: string; createdAt: string }[]> {
  const rows = await db.selectFrom('admins').selectAll().orderBy('email').execute();
  return rows.map((r) => ({ email: r.email, createdAt: r.created_at }));
}
