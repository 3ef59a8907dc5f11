import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Kysely's SQLite dialect with transactions that take the database's write lock when they
 * begin (`BEGIN IMMEDIATE`), waiting for it as long as the busy timeout allows. Kysely begins
 * them deferred: such a transaction reads from a snapshot and asks for the lock only at its first
 * write, and if another process (an `npm run admin`, a test, a second tool on the same file) has
 * written since, SQLite refuses that write at once with "database is locked", whatever the busy
 * timeout. Within one process nothing changes: its one connection runs one transaction at a time.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
