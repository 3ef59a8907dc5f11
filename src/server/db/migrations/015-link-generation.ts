import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.
// The generation of a purchase's download link: the token signs the purchase id together with
// it, so an administrator can replace a link that leaked by raising it; the old link then no
// longer opens anything. Every existing purchase keeps generation 1, whose token is the one
// already mailed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ebook_purchases')
    .addColumn('link_generation', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ebook_purchases').dropColumn('link_generation').execute();
}
