import type { Db } from '../../src/server/db/index';

/** The outbox mails queued under one deduplication key (at most one, when the key holds). */
export function outboxMails(db: Db, dedupeKey: string) {
  return db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', dedupeKey).execute();
}
