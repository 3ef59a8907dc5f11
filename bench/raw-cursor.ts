/**
 * The reference of `npm run bench:export`: the same rows in the same order read by a cursor
 * straight from the database, in a process of its own, each row written as a plain `;`-joined
 * line to stdout (the caller sends it to /dev/null). No HTTP, no escaping, no German labels:
 * what reading the rows costs by itself.
 *
 *   tsx bench/raw-cursor.ts sqlite FILE | postgres URL   (RAW_ROWS=objects: rows as the driver's
 *                                                          objects, its default, instead of arrays)
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import schema from '../src/shared/schemas/ebook_purchases.json';

const [kind, target] = process.argv.slice(2);
const columns = Object.keys(schema.properties)
  .map((c) => `"${c}"`)
  .join(', ');
const query = `select ${columns} from ebook_purchases order by created_at desc, id desc`;
const objects = process.env.RAW_ROWS === 'objects';
const out = process.stdout;
let buffer: string[] = [];
const flush = async () => {
  if (!out.write(buffer.join(''))) await new Promise((r) => out.once('drain', r));
  buffer = [];
};

if (kind === 'sqlite') {
  const db = new Database(target!, { readonly: true });
  const statement = db.prepare(query).raw(!objects);
  for (const row of statement.iterate() as Iterable<unknown[] | Record<string, unknown>>) {
    buffer.push(`${(Array.isArray(row) ? row : Object.values(row)).join(';')}\n`);
    if (buffer.length === 400) await flush();
  }
  await flush();
  db.close();
} else {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  await client.query('begin');
  await client.query(`declare rows no scroll cursor for ${query}`);
  for (;;) {
    const { rows } = await client.query({
      text: 'fetch 400 from rows',
      ...(objects ? {} : { rowMode: 'array' as const }),
    });
    for (const row of rows as Array<unknown[] | Record<string, unknown>>) {
      buffer.push(`${(Array.isArray(row) ? row : Object.values(row)).join(';')}\n`);
    }
    await flush();
    if (rows.length < 400) break;
  }
  await client.query('commit');
  await client.end();
}
