import { z } from 'zod';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import {
  createRow,
  deleteRow,
  exportRows,
  getTableSchema,
  listRows,
  listTableNames,
  parseListQuery,
  updateRow,
} from '../domain/tables';
import { neutralizeCsvCell } from '../domain/csv';
import { requireAdmin } from './guards';
import { DomainError } from '../domain/errors';
import { streamedBody } from './streamed-body';
import { parseJson } from './parse';
import { noStore } from './no-store';

/** A row to write: a JSON object (each table's schema then checks its fields). */
const rowInput = z.record(z.string(), z.unknown());
const ROW_EXPECTED = 'Ungültige Anfrage: ein JSON-Objekt wird erwartet.';

/**
 * One CSV cell as text: booleans as true/false, empty for null, formulas neutralised; quoted
 * (RFC 4180) when it holds a comma, a quote or a line break.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  const text = String(neutralizeCsvCell(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const NEEDS_QUOTES = /[",\r\n]/;
const csvLine = (cells: string[]) => `${cells.join(',')}\n`;

/** The admin's schema list, mounted at /api/admin/schemas (decision D9). */
export function schemasApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .use('*', noStore)
    .get('/', (c) => c.json(listTableNames()))
    .get('/:name', (c) => {
      const schema = getTableSchema(c.req.param('name'));
      return schema ? c.json(schema) : c.json({ message: 'Unbekannte Tabelle.' }, 404);
    });
}

/**
 * The generic table API, mounted at /api/tables. `invalidatePages` is called after every write
 * to products, whose rows the cached public pages show.
 */
export function tablesApi(deps: AppDeps, invalidatePages: () => void = () => {}) {
  const afterWrite = (table: string) => {
    if (table === 'products') invalidatePages();
  };
  return new Hono<AppEnv>()
    .use('*', requireAdmin(deps))
    .use('*', noStore)
    .get('/:table/export', async (c) => {
      const table = c.req.param('table');
      const schema = getTableSchema(table);
      if (!schema) throw new DomainError('not-found', 'Unbekannte Tabelle.');
      const query = parseListQuery(table, new URL(c.req.url).searchParams);
      const columns = Object.keys(schema.properties);
      const pages = exportRows(deps.db, deps.dbKind, table, query);
      // The first page is read before the headers: a database that is away answers 503 (see
      // app.ts), not a 200 whose body then fails.
      const first = await pages.next();
      const encoder = new TextEncoder();
      const toCsv = (rows: Record<string, unknown>[]) => {
        let text = '';
        for (const row of rows) {
          let line = csvCell(row[columns[0]]);
          for (let i = 1; i < columns.length; i++) line += `,${csvCell(row[columns[i]])}`;
          text += `${line}\n`;
        }
        return encoder.encode(text);
      };
      async function* csv() {
        try {
          // A byte-order mark, so spreadsheet programs read the file as UTF-8 (umlauts).
          yield encoder.encode(`\uFEFF${csvLine(columns)}`);
          if (first.done) return;
          yield toCsv(first.value);
          for await (const rows of pages) yield toCsv(rows);
        } finally {
          await pages.return(undefined);
        }
      }
      return new Response(streamedBody(c, csv(), 'csv export'), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${table}.csv"`,
          'Cache-Control': 'no-store',
        },
      });
    })
    .get('/:table', async (c) => {
      const table = c.req.param('table');
      const query = parseListQuery(table, new URL(c.req.url).searchParams);
      return c.json(await listRows(deps.db, deps.dbKind, table, query));
    })
    .post('/:table', async (c) => {
      const table = c.req.param('table');
      if (!getTableSchema(table)) throw new DomainError('not-found', 'Unbekannte Tabelle.');
      const input = await parseJson(c, rowInput, ROW_EXPECTED);
      const row = await createRow(deps.db, table, input, c.get('user').email);
      afterWrite(table);
      return c.json(row, 201);
    })
    .put('/:table/:id', async (c) => {
      const table = c.req.param('table');
      if (!getTableSchema(table)) throw new DomainError('not-found', 'Unbekannte Tabelle.');
      const input = await parseJson(c, rowInput, ROW_EXPECTED);
      const row = await updateRow(deps.db, table, c.req.param('id'), input, c.get('user').email);
      afterWrite(table);
      return c.json(row);
    })
    .delete('/:table/:id', async (c) => {
      const table = c.req.param('table');
      await deleteRow(deps.db, table, c.req.param('id'), c.get('user').email);
      afterWrite(table);
      return c.body(null, 204);
    });
}
