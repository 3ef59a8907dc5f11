import { z } from 'zod';
import type { AppDeps } from '../deps';
import {
  createRow,
  deleteRow,
  getTableSchema,
  listRows,
  listTableNames,
  parseListQuery,
  updateRow,
} from '../domain/tables/tables';
import { exportTableCsv } from '../domain/tables/table-export';
import { adminApi } from './guards';
import { DomainError } from '../domain/common/errors';
import { streamedBody } from './streamed-body';
import { parseJson } from './parse';
import type { RequestGauge } from '../request-gauge';

/** A row to write: a JSON object (each table's schema then checks its fields). */
const rowInput = z.record(z.string(), z.unknown());
const UNKNOWN_TABLE = 'Unbekannte Tabelle.';
const ROW_EXPECTED = 'Ungültige Anfrage: ein JSON-Objekt wird erwartet.';

/** The admin's schema list, mounted at /api/admin/schemas (decision D9). */
export function schemasApi(deps: AppDeps) {
  return adminApi(deps)
    .get('/', (c) => c.json(listTableNames()))
    .get('/:name', (c) => {
      const schema = getTableSchema(c.req.param('name'));
      if (!schema) throw new DomainError('not-found', UNKNOWN_TABLE);
      return c.json(schema);
    });
}

/**
 * The generic table API, mounted at /api/tables. `invalidatePages` is called after every write
 * to products, whose rows the cached public pages show.
 */
export function tablesApi(
  deps: AppDeps,
  invalidatePages: () => void = () => {},
  requests?: Pick<RequestGauge, 'quiet'>,
) {
  const afterWrite = (table: string) => {
    if (table === 'products') invalidatePages();
  };
  return adminApi(deps)
    .get('/:table/export', async (c) => {
      const table = c.req.param('table');
      const schema = getTableSchema(table);
      if (!schema) throw new DomainError('not-found', UNKNOWN_TABLE);
      const query = parseListQuery(table, new URL(c.req.url).searchParams);
      // The first rows are read before the headers: a database that is away answers 503 (see
      // app.ts), not a 200 whose body then fails. The rest come as the client reads them.
      const source = { db: deps.db, target: deps.dbTarget };
      const csv = await exportTableCsv(source, table, query, {}, { quiet: requests?.quiet });
      return new Response(streamedBody(c, csv, 'csv export'), {
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
      if (!getTableSchema(table)) throw new DomainError('not-found', UNKNOWN_TABLE);
      const input = await parseJson(c, rowInput, ROW_EXPECTED);
      const row = await createRow(deps.db, table, input, c.get('user').email);
      afterWrite(table);
      return c.json(row, 201);
    })
    .put('/:table/:id', async (c) => {
      const table = c.req.param('table');
      if (!getTableSchema(table)) throw new DomainError('not-found', UNKNOWN_TABLE);
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
