import { useLoaderData } from 'react-router';
import { AuditEntryPage, loadAuditEntry } from '../admin/audit-entry';
import { adminMeta } from '../admin/meta';
import { errorText } from '../admin/route-error';
import type { Route } from './+types/admin-audit';

export const meta = () => adminMeta('Änderungsprotokoll');

/** The entry and the schema of its table, or why it could not be read. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  try {
    return { ...(await loadAuditEntry(params.id)), error: null };
  } catch (err) {
    return { entry: null, schema: null, error: errorText(err) };
  }
}

/** /admin/audit/:id: one audit entry with the values before and after. */
export default function AdminAudit() {
  const { entry, schema, error } = useLoaderData<typeof clientLoader>();
  return <AuditEntryPage entry={entry} schema={schema} error={error} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
