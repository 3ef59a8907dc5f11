import { useLoaderData } from 'react-router';
import { deleteRow, fetchRows, fetchSchema } from '../admin/api';
import { readView } from '../admin/list-state';
import { adminMeta } from '../admin/meta';
import { errorText } from '../admin/route-error';
import { DEFAULT_PAGE_SIZE, TableEditor } from '../admin/table-editor';
import type { Route } from './+types/admin-table';

export function meta({ data }: Route.MetaArgs) {
  return adminMeta(data?.schema.title ?? 'Tabelle');
}

/**
 * /admin/tabellen/:name?page=…&sort=…&search=…&cursor=…&FIELD=…: one table's list. The query
 * string is the list's view (list-state.ts) and the API's own request, so a reload, the back
 * button or a shared link shows the same rows. A list the server refuses is shown as the
 * editor's error above an empty table, the search and filters still there to change.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const schema = await fetchSchema(params.name);
  const { page, sort, search, filters, cursor } = readView(
    new URL(request.url).searchParams,
    schema,
  );
  try {
    const list = await fetchRows(params.name, {
      page,
      limit: DEFAULT_PAGE_SIZE,
      sort,
      search,
      filters,
      cursor,
    });
    return { name: params.name, schema, list, error: null };
  } catch (err) {
    return {
      name: params.name,
      schema,
      list: null,
      error: errorText(err, 'Fehler beim Laden der Daten'),
    };
  }
}

/**
 * The list's action: `{ intent: 'delete', id }` deletes a row (the server checks the
 * administrator, the table's rules and the row's references); its refusal comes back as the
 * list's error, and the list is loaded again either way.
 */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const body = (await request.json()) as { intent?: unknown; id?: unknown };
  if (body.intent !== 'delete' || typeof body.id !== 'string') {
    return { error: 'Unbekannte Aktion.' };
  }
  try {
    await deleteRow(params.name, body.id);
    return { error: null };
  } catch (err) {
    return { error: errorText(err, 'Fehler beim Löschen') };
  }
}

export default function AdminTable() {
  const { name, schema, list, error } = useLoaderData<typeof clientLoader>();
  return <TableEditor key={name} name={name} schema={schema} list={list} loadError={error} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
