import { useLoaderData } from 'react-router';
import type { SalesReport } from '../../shared/api/sales';
import { request } from '../lib/api-error';
import { adminMeta } from '../admin/meta';
import { errorText } from '../admin/route-error';
import SalesView from '../admin/sales';
import { query, readRange } from '../admin/sales-parts';
import type { Route } from './+types/admin-sales';

export const meta = () => adminMeta('Verkäufe');

/**
 * /admin/verkaeufe?days=7|30|90 or ?from=YYYY-MM-DD&to=YYYY-MM-DD: revenue, funnel and codes of
 * the period (30 days when the address names none). A refusal (a period the server does not
 * accept) is shown above the period buttons, so another period can be picked.
 */
export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const range = readRange(new URL(req.url).searchParams);
  try {
    const res = await request(`/api/admin/sales?${query(range)}`);
    return { range, report: (await res.json()) as SalesReport, error: null };
  } catch (err) {
    return { range, report: null, error: errorText(err) };
  }
}

export default function AdminSales() {
  const { range, report, error } = useLoaderData<typeof clientLoader>();
  return <SalesView key={query(range)} range={range} report={report} error={error} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
