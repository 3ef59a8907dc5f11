import { useParams } from 'react-router';
import { AuditEntryPage } from '../admin/audit-entry';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Änderungsprotokoll');

/** /admin/audit/:id: one audit entry with the values before and after. */
export default function AdminAudit() {
  const { id = '' } = useParams();
  return <AuditEntryPage key={id} id={id} />;
}

export { ErrorBoundary } from '../components/route-error';
