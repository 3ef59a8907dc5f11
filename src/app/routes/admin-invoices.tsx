import { useLoaderData } from 'react-router';
import { defaultInvoicePeriod, InvoicesView } from '../admin/invoices';
import { adminMeta } from '../admin/meta';
import { readPeriod } from '../admin/period-inputs';
import type { Route } from './+types/admin-invoices';

export const meta = () => adminMeta('Rechnungen');

/**
 * /admin/rechnungen?from=YYYY-MM-DD&to=YYYY-MM-DD: the accountant's export of a period (this
 * month in Berlin when the address names none). The downloads themselves are links to the
 * admin API.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { period: readPeriod(new URL(request.url).searchParams, defaultInvoicePeriod()) };
}

export default function AdminInvoices() {
  const { period } = useLoaderData<typeof clientLoader>();
  return <InvoicesView initial={period} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
