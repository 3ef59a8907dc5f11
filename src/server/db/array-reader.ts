import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type SelectQueryBuilder } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Db } from './index';
import { addSqliteFunctions } from './sqlite-functions';
import type { Database } from './types';

/**
 * A connection of its own for one long read (an export, in a thread of its own): Kysely for
 * the queries that place it, and `rows` for the pages, which come back as arrays of the
 * given columns in order. Arrays cost a fraction of row objects to make, which at a million
 * rows is most of the time a read takes. SQLite opens the file read-only. Every query of a
 * reader sees the same snapshot of the database: the one taken at its first read.
 */
export interface ArrayReader {
  db: Db;
  /** The rows of `query` (its own select list set aside) as arrays of `columns`' values. */
  rows(query: SelectQueryBuilder<any, any, any>, columns: readonly string[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

/** A page's rows as SQLite writes them, one JSON array each, turned into arrays by one parse. */
function parseJsonRows(rows: readonly string[]): unknown[][] {
  return rows.length ? (JSON.parse(`[${rows.join(',')}]`) as unknown[][]) : [];
}

/** The name a CSV export's reading connection gives PostgreSQL (pg_stat_activity). */
const EXPORT_CONNECTION_NAME = 'shop-csv-export';

export function openArrayReader(target: Config['database']): ArrayReader {
  if (target.kind === 'postgres') {
    // One connection, not a pool: the whole read is one read-only transaction on it, so the
    // export is the table as it was when the reading began (a row updated meanwhile neither
    // comes twice nor goes missing), however long a slow client takes. Named, so an operator
    // (and a test) tells an export's connection from the server's.
    const client = new pg.Client({
      connectionString: target.url,
      application_name: EXPORT_CONNECTION_NAME,
    });
    client.on('error', () => {});
    let opened: Promise<unknown> | undefined;
    const open = () =>
      (opened ??= client
        .connect()
        .then(() => client.query('begin isolation level repeatable read read only')));
    const connection = Object.assign(client, { release: () => {} });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          connect: async () => (await open(), connection),
          // The connection is the reader's, ended by `close` (Kysely may never have asked for it).
          end: async () => {},
        },
      }),
    });
    return {
      db,
      async rows(query, columns) {
        const { sql: text, parameters } = query.clearSelect().select(columns).compile();
        await open();
        // pg's callback form: its promise form costs a quarter more time per row read.
        return new Promise((resolve, reject) =>
          client.query<unknown[]>(
            { text, values: [...parameters], rowMode: 'array' },
            (err, result) => (err ? reject(err) : resolve(result.rows)),
          ),
        );
      },
      async close() {
        await db.destroy();
        if (opened) await client.end();
      },
    };
  }
  const sqlite = new SQLite(target.file, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  addSqliteFunctions(sqlite);
  // One read transaction for the whole read: its snapshot (WAL) is taken at the first page.
  sqlite.prepare('begin').run();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const statements = new Map<string, SQLite.Statement<unknown[], string>>();
  return {
    db,
    async rows(query, columns) {
      // Each row as SQLite's own JSON array of the columns, parsed a page at a time: the driver
      // makes one string per row instead of a value per cell, which took two thirds of an
      // export's time (decision 106). Every value of the shop's tables is text, a whole
      // number or NULL, which JSON carries as they are.
      const row = sql<string>`json_array(${sql.join(columns.map((c) => sql.ref(c)))})`;
      const { sql: text, parameters } = query.clearSelect().select(row.as('row')).compile();
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare<unknown[], string>(text).pluck(true);
        statements.set(text, statement);
      }
      return parseJsonRows(statement.all(...parameters));
    },
    close: () => db.destroy(),
  };
}
