import { useLoaderData } from 'react-router';
import type { AccountingAnswer } from '../../shared/api/accounting';
import { request } from '../lib/api-error';
import { AccountingView, type AccountingNotice } from '../admin/accounting';
import { defaultInvoicePeriod } from '../admin/invoices';
import { adminMeta } from '../admin/meta';
import { readPeriod } from '../admin/period-inputs';
import { errorText } from '../admin/route-error';
import { ApiError } from '../admin/api';
import type { Route } from './+types/admin-accounting';

export const meta = () => adminMeta('Buchhaltung');

/**
 * /admin/buchhaltung?from=YYYY-MM-DD&to=YYYY-MM-DD: the DATEV numbers and the account of each
 * case the shop books, and the DATEV export of a period (this month when the address names
 * none). The download itself is a link to the admin API.
 */
export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const period = readPeriod(new URL(req.url).searchParams, defaultInvoicePeriod());
  const res = await request('/api/admin/accounting');
  return { period, answer: (await res.json()) as AccountingAnswer };
}

/** Saves the settings; the admin API checks them again and answers what it refused, per field. */
export async function clientAction({
  request: req,
}: Route.ClientActionArgs): Promise<AccountingNotice> {
  try {
    const res = await request('/api/admin/accounting', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: await req.text(),
    });
    await res.json();
    return { kind: 'ok', text: 'Gespeichert.', errors: {} };
  } catch (err) {
    return {
      kind: 'error',
      text: errorText(err, 'Fehler beim Speichern'),
      errors: err instanceof ApiError ? (err.errors ?? {}) : {},
    };
  }
}

export default function AdminAccounting() {
  const { period, answer } = useLoaderData<typeof clientLoader>();
  return <AccountingView period={period} answer={answer} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
