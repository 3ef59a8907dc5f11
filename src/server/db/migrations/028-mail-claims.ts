import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The mail worker that claims a message writes its own id beside the lease. A claim whose answer
// was lost (the database went away between committing it and answering) would otherwise hold
// the message for the whole lease, five minutes; with the id the worker gives back its own
// claims at its next pass, and no other worker's.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'varchar(40)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_by').execute();
}
