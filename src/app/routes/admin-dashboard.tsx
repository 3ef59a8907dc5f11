import { Dashboard } from '../admin/dashboard';

export function meta() {
  return [
    { title: 'Admin Dashboard | Restaurant Closer' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** /admin: the tables (orders first) inside the admin frame of routes/admin.tsx. */
export default function AdminDashboard() {
  return <Dashboard />;
}

export { ErrorBoundary } from '../components/route-error';
