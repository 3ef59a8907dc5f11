import { useCallback, useEffect, useMemo, useState } from 'react';
import { useFetcher, useNavigation, useRevalidator, useSearchParams } from 'react-router';
import {
  isDeletable,
  primaryKeyOf,
  visibleFields,
  type Row,
  type TableSchema,
} from '../../shared/schema-validation';
import { createRow, updateRow, type ListResponse } from './api';
import { formatCell } from './cells';
import { tablePath } from './dashboard';
import { CellView, CreateAction } from './cell-view';
import { ExportProgress, useCsvExport } from './export-progress';
import { ListFilters } from './list-filters';
import { readView, withFilters, writeView, type ListView, type Sort } from './list-state';
import { ErrorBox } from './page-parts';
import { Pagination } from './pagination';
import { rowRulesOf } from '../../shared/row-rules';
import { SchemaForm, Spinner, inputClass } from './schema-form';

export const DEFAULT_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

export type { Sort };

/**
 * Clicking the active column toggles its direction; another column starts ascending.
 * @internal Exported for its unit test: the cycle of a column's sort is a rule checked without
 * rendering the table editor.
 */
export function nextSort(current: Sort, field: string): Sort {
  if (current?.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: 'asc' };
}

const toolButton =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50 disabled:opacity-50';

/**
 * One table's list (server-side search, sort, filters, paging) and, in its place while open,
 * the create/edit form. The view lives in the address (list-state.ts): a reload or a shared
 * link shows the same rows, which the route's loader reads (routes/admin-table.tsx) and hands in
 * as `list` (or the reason it could not, as `loadError`). Saving closes the form and loads the
 * list again; deleting is the route's action.
 */
export function TableEditor({
  name,
  schema,
  list: result,
  loadError,
}: {
  name: string;
  schema: TableSchema;
  list: ListResponse | null;
  loadError: string | null;
}) {
  const columns = visibleFields(schema);
  const pk = primaryKeyOf(schema);
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const view = useMemo(() => readView(new URLSearchParams(address), schema), [address, schema]);
  // Paging, sorting and filtering add a history entry (back returns to the view before); the
  // search, applied while typing, replaces the current one.
  // Each change applies to the view in the address at the time of the change, read from the
  // address bar itself: the router hands its updater the parameters of the last render, so a
  // change made before the last one was rendered (a filter picked right after the search
  // landed) would undo it.
  const show = useCallback(
    (change: (current: ListView) => ListView, push = false) => {
      const current = new URLSearchParams(window.location.search);
      setParams(writeView(current, change(readView(current, schema)), schema), {
        replace: !push,
      });
    },
    [setParams, schema],
  );
  // A read-only table (the audit log) has no create, edit or delete.
  const isWritable = !schema['x-readonly'];
  const [searchInput, setSearchInput] = useState(view.search);
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const remover = useFetcher<{ error: string | null }>();
  // The rows shown stay while the next ones load (a page, a filter, "Aktualisieren").
  const isLoading =
    revalidator.state === 'loading' ||
    (navigation.state === 'loading' && navigation.location.pathname === tablePath(name));
  const [actionError, setError] = useState<string | null>(null);
  // A list loaded again replaces the message of an earlier action (export, delete).
  const [shownList, setShownList] = useState(result);
  if (shownList !== result) {
    setShownList(result);
    setError(null);
  }
  const error = loadError ?? remover.data?.error ?? actionError;
  const [form, setForm] = useState<{ row: Row | null } | null>(null);
  const csv = useCsvExport(name, setError);

  // The search waits for a pause in typing, then starts again from page 1 (only when it changed,
  // so opening a table or paging is never undone by a late timer).
  useEffect(() => {
    const next = searchInput.trim();
    if (next === view.search) return;
    const t = setTimeout(
      () => show((v) => ({ ...withFilters(v, v.filters), search: next })),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(t);
  }, [searchInput, view, show]);
  // The address changed by the back button or a link: the box shows its search.
  const [shownSearch, setShownSearch] = useState(view.search);
  if (shownSearch !== view.search) {
    setShownSearch(view.search);
    if (searchInput.trim() !== view.search) setSearchInput(view.search);
  }

  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);

  /** Pages next to the shown one are sought from its first or last row (fast at any depth). */
  const goToPage = (page: number) => {
    let cursor: string | null = null;
    if (result && page > result.page) cursor = result.next ?? null;
    if (result && page < result.page) cursor = result.prev ?? null;
    show((v) => ({ ...v, page, cursor: page > 1 ? cursor : null }), true);
  };

  const remove = (row: Row) => {
    if (!window.confirm('Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?')) return;
    void remover.submit(
      { intent: 'delete', id: String(row[pk]) },
      { method: 'post', encType: 'application/json' },
    );
  };

  const exportTable = () => {
    const { sort, search, filters } = view;
    void csv.start({ sort, search, filters }, result?.total ?? 0, !!result?.totalEstimated);
  };

  if (form) {
    return (
      <SchemaForm
        schema={schema}
        row={form.row}
        rowRules={rowRulesOf(name)}
        onCancel={() => setForm(null)}
        onSubmit={async (values) => {
          if (form.row) await updateRow(name, String(form.row[pk]), values);
          else await createRow(name, values);
          setForm(null);
          reload();
        }}
      />
    );
  }

  const rows = result?.data ?? [];
  return (
    <section aria-labelledby="table-title" className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="table-title" className="text-lg font-semibold text-ink">
            {schema.title}
          </h2>
          {schema.description && (
            <p className="mt-0.5 max-w-3xl text-sm text-muted">{schema.description}</p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        {/* No form restoration on reload: the address says what the box shows. */}
        <input
          type="search"
          autoComplete="off"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          placeholder="Suchen..."
          aria-label="Suchen"
          className={`${inputClass} w-full sm:w-72 sm:flex-none`}
        />
        <div className="flex gap-2">
          <button
            type="button"
            className={toolButton}
            disabled={csv.isRunning}
            onClick={exportTable}
          >
            CSV-Export
          </button>
          <CreateAction schema={schema} onCreate={() => setForm({ row: null })} />
        </div>
      </div>

      <ListFilters
        schema={schema}
        view={view}
        onChange={(change) => show((v) => withFilters(v, change(v.filters)), true)}
      />
      <ExportProgress state={csv.state} onCancel={csv.cancel} onDismiss={csv.dismiss} />

      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}

      <div className="relative mt-4 overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
        <div className="overflow-x-auto">
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            <thead className="bg-stone-50">
              <tr>
                {isWritable && (
                  <th
                    scope="col"
                    className="px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted"
                  >
                    Aktionen
                  </th>
                )}
                {columns.map((col) => {
                  const field = schema.properties[col];
                  const active = view.sort?.field === col ? view.sort.direction : null;
                  return (
                    <th
                      key={col}
                      scope="col"
                      aria-sort={
                        active === 'asc'
                          ? 'ascending'
                          : active === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      className="whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-muted"
                    >
                      <button
                        type="button"
                        onClick={() =>
                          show(
                            (v) => ({ ...withFilters(v, v.filters), sort: nextSort(v.sort, col) }),
                            true,
                          )
                        }
                        className="inline-flex items-center gap-1 uppercase hover:text-ink"
                      >
                        {field.title || col}
                        <span
                          aria-hidden="true"
                          className={active ? 'text-wine' : 'text-stone-300'}
                        >
                          {active === 'desc' ? '↓' : '↑'}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {rows.map((row) => (
                <tr key={String(row[pk])} className="hover:bg-stone-50">
                  <td hidden={!isWritable} className="whitespace-nowrap px-3 py-1.5">
                    <div className="flex gap-1">
                      <button
                        type="button"
                        aria-label="Bearbeiten"
                        title="Bearbeiten"
                        onClick={() => setForm({ row })}
                        className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-stone-100 hover:text-ink"
                      >
                        <PencilIcon />
                      </button>
                      {isDeletable(schema, row) && (
                        <button
                          type="button"
                          aria-label="Löschen"
                          title="Löschen"
                          onClick={() => remove(row)}
                          className="inline-flex h-8 w-8 items-center justify-center rounded-md text-muted hover:bg-red-50 hover:text-red-700"
                        >
                          <TrashIcon />
                        </button>
                      )}
                    </div>
                  </td>
                  {columns.map((col) => {
                    const text = formatCell(col, schema.properties[col], row[col], undefined, row);
                    return (
                      <td
                        key={col}
                        className="max-w-56 truncate px-3 py-1.5 text-ink"
                        title={text.length > 40 ? text : undefined}
                      >
                        <CellView schema={schema} name={col} row={row} />
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {!isLoading && rows.length === 0 && !error && (
          <p className="px-4 py-10 text-center text-sm text-muted">Keine Daten vorhanden</p>
        )}
        {isLoading && (
          <div
            className={`flex items-center justify-center bg-white/60 ${rows.length ? 'absolute inset-0' : 'py-10'}`}
          >
            <Spinner />
          </div>
        )}
        {result && (
          <Pagination
            page={result.page}
            totalPages={result.totalPages}
            total={result.total}
            isEstimate={!!result.totalEstimated}
            isApproximatePage={!!result.pageApproximate}
            limit={result.limit}
            onPage={goToPage}
          />
        )}
      </div>
    </section>
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path d="M13.586 3.586a2 2 0 1 1 2.828 2.828l-.793.793-2.828-2.828.793-.793ZM11.379 5.793 3 14.172V17h2.828l8.38-8.379-2.83-2.828Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
      <path
        fillRule="evenodd"
        d="M9 2a1 1 0 0 0-.894.553L7.382 4H4a1 1 0 0 0 0 2v10a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V6a1 1 0 1 0 0-2h-3.382l-.724-1.447A1 1 0 0 0 11 2H9ZM7 8a1 1 0 0 1 2 0v6a1 1 0 1 1-2 0V8Zm5-1a1 1 0 0 0-1 1v6a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1Z"
        clipRule="evenodd"
      />
    </svg>
  );
}
