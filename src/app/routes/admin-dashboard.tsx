import { replace } from 'react-router';
import { fetchSchemaNames } from '../admin/api';
import { INSIGHTS, tablePath } from '../admin/dashboard';
import { adminMeta } from '../admin/meta';
import type { Route } from './+types/admin-dashboard';

export const meta = () => adminMeta('Verwaltung');

/**
 * /admin has no screen of its own: it sends on to the first table (the orders), and an old link
 * of the form /admin?table=NAME&… to that screen's own address with the rest of its query
 * (a table's page, sort and filters) kept.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const wanted = params.get('table');
  params.delete('table');
  const rest = params.size ? `?${params}` : '';
  const insight = INSIGHTS.find((entry) => entry.path === wanted);
  if (insight) throw replace(`/admin/${insight.path}${rest}`);
  if (wanted) throw replace(tablePath(wanted, rest));
  const [first] = await fetchSchemaNames();
  throw replace(first ? tablePath(first, rest) : '/admin/verkaeufe');
}

export default function AdminDashboard() {
  return null;
}

export { ErrorBoundary } from '../components/route-error';
