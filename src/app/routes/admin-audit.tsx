import { useParams } from 'react-router';
import { AuditEntryPage } from '../admin/audit-entry';

export function meta() {
  return [
    { title: 'Änderungsprotokoll | Restaurant Closer' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** /admin/audit/:id: one audit entry with the values before and after. */
export default function AdminAudit() {
  const { id = '' } = useParams();
  return <AuditEntryPage key={id} id={id} />;
}

export { ErrorBoundary } from '../components/route-error';
