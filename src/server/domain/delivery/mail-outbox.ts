import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { isPermanentMailError, type MailTransport } from '../../adapters/mail';
import type { Db, DbKind } from '../../db/index';
import type { Database, MailOutboxTable } from '../../db/types';
import type { Logger } from '../../logger';

/**
 * The shop's only way to send e-mail. A message is a row in `mail_outbox`, written in the
 * caller's transaction (so it exists exactly when the business change does); a worker in every
 * server process sends due rows with retries, so an SMTP outage delays mail but never loses it.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  from?: string;
  /**
   * The one-click unsubscribe address (https) of mail a buyer may stop: sent as
   * `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  listUnsubscribe?: string;
}

/** Queue a message inside the caller's transaction. With dedupeKey, a second enqueue of the same key is a no-op (unique constraint). */
export async function enqueueMail(
  db: Db,
  mail: OutgoingMail,
  /** purchaseId: the order the message belongs to (its timeline in the admin). */
  opts: { dedupeKey?: string; purchaseId?: string } = {},
): Promise<void> {
  if (!mail.to.trim()) throw new Error('enqueueMail: "to" is empty');
  if (!mail.subject.trim()) throw new Error('enqueueMail: "subject" is empty');
  const now = new Date().toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      id: randomUUID(),
      dedupe_key: opts.dedupeKey ?? null,
      from_address: mail.from ?? null,
      to_address: mail.to.trim(),
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      message_id: null,
      created_at: now,
      sent_at: null,
      ...(mail.listUnsubscribe ? { list_unsubscribe: mail.listUnsubscribe } : {}),
      ...(opts.purchaseId ? { purchase_id: opts.purchaseId } : {}),
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
}

export interface MailWorker {
  stop(): Promise<void>;
  /** process everything due now; for tests */
  drain(): Promise<void>;
}

/** A claimed message stays with its worker this long; far above the SMTP timeouts. */
const LEASE_MS = 5 * 60_000;
/** After this long without success a message is marked failed (kept, never deleted). */
const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at one hour, with a little jitter so processes spread out. */
function retryDelayMs(attempts: number): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
  return Math.round(base * (0.9 + Math.random() * 0.2));
}

/** Called once for each message given up for good (the seller hears of a failed delivery). */
export type PermanentFailureHandler = (message: MailRow) => Promise<void>;

export function startMailWorker(deps: {
  db: Db;
  dbKind: DbKind;
  transport: MailTransport;
  logger: Logger;
  pollMs?: number;
  onPermanentFailure?: PermanentFailureHandler;
}): MailWorker {
  // Four times a second: a buyer's delivery or sign-in code leaves within a quarter second of
  // being queued, for one small indexed query (no row due: nothing written) per pass.
  const { logger, pollMs = 250 } = deps;
  const workerId = randomUUID();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  // One pass at a time per process: polls and drain() calls queue behind each other.
  let chain: Promise<void> = Promise.resolve();
  // A pass that failed may have left a claim of ours behind (a claim committed whose answer
  // never came); between passes this worker holds nothing, so the next pass gives them back.
  let claimsInDoubt = false;

  const pass = async () => {
    if (claimsInDoubt) {
      await releaseClaims(deps.db, workerId);
      claimsInDoubt = false;
    }
    await sendDueMessages({ ...deps, workerId }, () => stopped);
  };
  const run = () => {
    chain = chain.then(pass).catch((err) => {
      claimsInDoubt = true;
      logger.error({ err }, 'mail worker pass failed');
    });
    return chain;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().then(schedule), pollMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
    drain: () => run(),
  };
}

type MailRow = Selectable<MailOutboxTable>;

async function sendDueMessages(
  deps: {
    db: Db;
    dbKind: DbKind;
    workerId: string;
    transport: MailTransport;
    logger: Logger;
    onPermanentFailure?: PermanentFailureHandler;
  },
  isStopped: () => boolean,
): Promise<void> {
  while (!isStopped()) {
    const row = await claimNextMessage(deps.db, deps.dbKind, deps.workerId);
    if (!row) return;
    await deliver(deps, row);
  }
}

/**
 * Claims the oldest due message by setting its lease in the same statement that picks it, so
 * two workers (threads, processes or machines on one PostgreSQL) never hold the same row.
 */
async function claimNextMessage(
  db: Db,
  dbKind: DbKind,
  workerId: string,
): Promise<MailRow | undefined> {
  const now = new Date();
  const nowIso = now.toISOString();
  const due = (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('next_attempt_at', '<=', nowIso),
      eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]),
    ]);
  let pick = db
    .selectFrom('mail_outbox')
    .select('id')
    .where(due)
    .orderBy('next_attempt_at')
    .orderBy('created_at')
    .limit(1);
  // SQLite runs one writer at a time; PostgreSQL needs the row lock to skip a row being claimed.
  if (dbKind === 'postgres') pick = pick.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set({
      locked_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      claimed_by: workerId,
      attempts: sql<number>`attempts + 1`,
    })
    .where('id', '=', pick)
    .where(due)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Gives back the unsent messages this worker still holds a lease on, as if never claimed: only
 * called between passes, when the worker is sending nothing, so each was claimed by a pass that
 * failed before it could send (a message the server accepted is marked sent before the pass
 * ends, or the lease is over by then).
 */
async function releaseClaims(db: Db, workerId: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      locked_until: null,
      claimed_by: null,
      attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end`,
    })
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'pending')
    .where('locked_until', 'is not', null)
    .execute();
}

async function deliver(
  deps: {
    db: Db;
    transport: MailTransport;
    logger: Logger;
    onPermanentFailure?: PermanentFailureHandler;
  },
  row: MailRow,
): Promise<void> {
  const { db, transport, logger } = deps;
  const from = row.from_address ?? transport.defaultFrom;
  const attempts = Number(row.attempts);
  let messageId: string;
  try {
    ({ messageId } = await transport.send({
      from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body ?? undefined,
      replyTo: row.reply_to ?? undefined,
      ...(row.list_unsubscribe ? { listUnsubscribe: row.list_unsubscribe } : {}),
      messageId: `<${row.id}@${domainOf(from)}>`,
    }));
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const tooOld = Date.now() - Date.parse(row.created_at) > GIVE_UP_AFTER_MS;
    const failed = isPermanentMailError(err) || tooOld;
    await db
      .updateTable('mail_outbox')
      .set({
        status: failed ? 'failed' : 'pending',
        next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
        locked_until: null,
        last_error: reason.slice(0, 2000),
        ...(failed ? { failed_at: new Date().toISOString() } : {}),
      })
      .where('id', '=', row.id)
      .execute();
    const log = { mailId: row.id, to: row.to_address, attempts, reason };
    if (failed) logger.error(log, 'mail delivery failed for good');
    else logger.warn(log, 'mail delivery failed; will retry');
    if (failed && deps.onPermanentFailure) {
      await deps
        .onPermanentFailure({ ...row, status: 'failed', last_error: reason.slice(0, 2000) })
        .catch((err) => logger.error({ err, mailId: row.id }, 'failed-mail handler failed'));
    }
    return;
  }
  // Marked right after the server accepted it: from here on the message is never sent again.
  // Should the database be away for a moment (a restart), the mark is retried while the lease
  // holds; a mark that never arrives would send the message a second time after the lease.
  const leaseEnds = Date.parse(row.locked_until ?? '') || Date.now() + LEASE_MS;
  await retryUntil(leaseEnds, () =>
    db
      .updateTable('mail_outbox')
      .set({
        status: 'sent',
        sent_at: new Date().toISOString(),
        locked_until: null,
        last_error: null,
        message_id: messageId.slice(0, 300),
      })
      .where('id', '=', row.id)
      .execute(),
  );
  logger.info({ mailId: row.id, to: row.to_address, subject: row.subject }, 'mail sent');
}

/** Runs `write` until it succeeds, waiting longer each time (at most 10 s), until `deadline`. */
async function retryUntil(deadline: number, write: () => Promise<unknown>): Promise<void> {
  for (let delay = 250; ; delay = Math.min(delay * 2, 10_000)) {
    try {
      await write();
      return;
    } catch (err) {
      if (Date.now() + delay >= deadline) throw err;
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

function domainOf(address: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(address);
  return match ? match[1] : 'localhost';
}
