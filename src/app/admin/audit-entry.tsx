import { Link } from 'react-router';
import type { Row, TableSchema } from '../../shared/schema-validation';
import { AUDIT_LOG_SCHEMA, describedSchema } from '../../shared/audit-names';
import { fetchRows, fetchSchema } from './api';
import { formatCell } from './cells';
import { formatDateTime } from './order-parts';
import { BackLink, LoadFailure } from './page-parts';
import { tablePath } from './dashboard';
import { ColumnHeadings } from '../components/column-headings';

const AUDIT = AUDIT_LOG_SCHEMA;

function parse(json: unknown): Row | null {
  if (typeof json !== 'string' || !json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Row) : null;
  } catch {
    return null;
  }
}

const label = (name: string, value: unknown) =>
  formatCell(name, AUDIT.properties[name], value) || '–';

/**
 * The audit entry `id` and the schema of the table it describes (null when that table is gone):
 * the loader of routes/admin-audit.tsx. An unknown id is refused in German.
 */
export async function loadAuditEntry(
  id: string,
): Promise<{ entry: Row; schema: TableSchema | null }> {
  const res = await fetchRows('audit_log', { filters: { id }, limit: 1 });
  const entry = res.data[0];
  if (!entry) throw new Error('Eintrag nicht gefunden.');
  const table = String(entry.table_name);
  const schema = describedSchema(table) ?? (await fetchSchema(table).catch(() => null));
  return { entry, schema };
}

/**
 * One audit entry: who changed what and when, and each value before and after, named by the
 * described table's field titles and shown as its list shows them (euros, German labels).
 */
export function AuditEntryPage({
  entry,
  schema,
  error,
}: {
  entry: Row | null;
  schema: TableSchema | null;
  error: string | null;
}) {
  const back = <BackLink to={tablePath('audit_log')}>← Zurück zum Änderungsprotokoll</BackLink>;
  if (error || !entry) {
    return <LoadFailure width="max-w-4xl" back={back} message={error ?? 'Fehler'} box="p" />;
  }
  const before = parse(entry.before) ?? {};
  const after = parse(entry.after) ?? {};
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (name: string, value: unknown, row: Row) =>
    formatCell(name, schema?.properties[name], value, undefined, row) || '–';
  const rowId = String(entry.row_id);
  return (
    <div className="mx-auto max-w-4xl">
      {back}
      <h2 className="mt-3 text-xl font-semibold text-ink">
        {label('action', entry.action)} · {label('table_name', entry.table_name)}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-lg border border-stone-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="text-muted">Zeitpunkt</dt>
        <dd className="text-ink">{formatDateTime(String(entry.at))}</dd>
        <dt className="text-muted">Wer</dt>
        <dd className="text-ink">{String(entry.actor)}</dd>
        <dt className="text-muted">Eintrag</dt>
        <dd className="text-ink [overflow-wrap:anywhere]">
          {entry.table_name === 'ebook_purchases' ? (
            <Link to={`/admin/orders/${encodeURIComponent(rowId)}`} className="text-wine underline">
              {rowId}
            </Link>
          ) : (
            rowId
          )}
        </dd>
        <dt className="text-muted">Beschreibung</dt>
        <dd className="text-ink [overflow-wrap:anywhere]">{String(entry.summary || '–')}</dd>
      </dl>
      {names.length > 0 && (
        <div className="mt-4 overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            <thead className="bg-stone-50 text-left text-xs font-semibold uppercase tracking-wide text-muted">
              <tr>
                <ColumnHeadings headings={['Feld', 'Vorher', 'Nachher']} className="px-3 py-2" />
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {names.map((name) => (
                <tr key={name}>
                  <th scope="row" className="px-3 py-1.5 text-left font-medium text-ink">
                    {schema?.properties[name]?.title ?? name}
                  </th>
                  <td className="px-3 py-1.5 text-muted [overflow-wrap:anywhere]">
                    {name in before ? show(name, before[name], before) : '–'}
                  </td>
                  <td className="px-3 py-1.5 text-ink [overflow-wrap:anywhere]">
                    {name in after ? show(name, after[name], after) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
