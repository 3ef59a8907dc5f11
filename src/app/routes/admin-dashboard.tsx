import { Dashboard } from '../admin/dashboard';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Verwaltung');

/** /admin: the tables (orders first) inside the admin frame of routes/admin.tsx. */
export default function AdminDashboard() {
  return <Dashboard />;
}

export { ErrorBoundary } from '../components/route-error';
