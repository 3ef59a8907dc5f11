import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/databases';

const PRODUCT = 'ebook-restaurant-closer-en';

describe('the shop’s SQLite transactions beside another process on the same file', () => {
  let shop: TestDatabase | undefined;
  afterAll(() => shop?.drop());

  it('hold the write lock from their start: the other process’s write waits for the commit', async () => {
    shop = await createTestDatabase('sqlite');
    if (shop.target.kind !== 'sqlite') throw new Error('a SQLite database was asked for');
    // Another process (an `npm run admin`, say), asking once instead of waiting.
    const other = new SQLite(shop.target.file);
    other.pragma('busy_timeout = 0');
    const rename = other.prepare('update products set name = ? where id = ?');
    try {
      await shop.db.transaction().execute(async (trx) => {
        // Only a read so far: begun deferred, the transaction would hold no lock yet, the other
        // process's write would go in, and this transaction's own write below would then be
        // refused with "database is locked" whatever the busy timeout.
        await trx.selectFrom('products').select('id').execute();
        expect(() => rename.run('Renamed by another process', PRODUCT)).toThrow(
          /database is locked/,
        );
        await trx
          .updateTable('products')
          .set({ name: 'Renamed in the transaction' })
          .where('id', '=', PRODUCT)
          .execute();
      });
      const inTransaction = await shop.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', PRODUCT)
        .executeTakeFirstOrThrow();
      expect(inTransaction.name).toBe('Renamed in the transaction');
      // Committed: the other process writes again.
      expect(rename.run('Renamed by another process', PRODUCT).changes).toBe(1);
    } finally {
      other.close();
    }
  });
});
