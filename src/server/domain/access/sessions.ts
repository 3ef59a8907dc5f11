import { storedEmail } from '../common/email-address';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/index';

/** A session ends after a week without use, and in any case 30 days after sign-in. */
const SESSION_IDLE_MS = 7 * 24 * 60 * 60_000;
const SESSION_MAX_MS = 30 * 24 * 60 * 60_000;
/** Sliding renewal writes at most once a day per session, not on every request. */
const RENEW_AFTER_MS = 24 * 60 * 60_000;

export interface SessionUser {
  id: string;
  email: string;
}

/** The signed-in person by e-mail address; created on first sign-in. */
export async function findOrCreateUser(db: Db, email: string): Promise<SessionUser> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({ id: randomUUID(), email: storedEmail(email), created_at: now, last_login_at: now })
    .onConflict((oc) => oc.column('email').doUpdateSet({ last_login_at: now }))
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
}

function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; the returned token goes into the cookie and is never stored. */
export async function createSession(
  db: Db,
  userId: string,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + SESSION_IDLE_MS).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id: hashSessionToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  // Expired rows are useless; sweeping at sign-in keeps the table small without a timer.
  await db.deleteFrom('sessions').where('expires_at', '<', new Date(now).toISOString()).execute();
  return { token, expiresAt };
}

/**
 * The user behind a session token, or null when it is unknown, revoked or expired.
 * Slides the expiry forward (capped at SESSION_MAX_MS after sign-in); `renewedUntil` tells the
 * caller to refresh the cookie's lifetime.
 */
export async function findSessionUser(
  db: Db,
  token: string,
): Promise<{ user: SessionUser; expiresAt: string; renewedUntil?: string } | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const id = hashSessionToken(token);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id as userId', 'users.email', 'sessions.created_at', 'sessions.expires_at'])
    .where('sessions.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const expires = Date.parse(row.expires_at);
  if (expires <= now) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  const user = { id: row.userId, email: row.email };
  const slid = Math.min(now + SESSION_IDLE_MS, Date.parse(row.created_at) + SESSION_MAX_MS);
  if (slid - expires < RENEW_AFTER_MS) return { user, expiresAt: row.expires_at };
  const renewedUntil = new Date(slid).toISOString();
  await db.updateTable('sessions').set({ expires_at: renewedUntil }).where('id', '=', id).execute();
  return { user, expiresAt: renewedUntil, renewedUntil };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', hashSessionToken(token)).execute();
}
