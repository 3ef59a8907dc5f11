import { useLoaderData } from 'react-router';
import type { CommissionsAnswer } from '../../shared/api/commissions';
import { request } from '../lib/api-error';
import {
  CommissionsView,
  defaultCommissionPeriod,
  type CommissionIntent,
  type CommissionNotice,
} from '../admin/commissions';
import { adminMeta } from '../admin/meta';
import { periodQuery, readPeriod } from '../admin/period-inputs';
import { errorText } from '../admin/route-error';
import type { Route } from './+types/admin-commissions';

export const meta = () => adminMeta('Provisionen');

/**
 * /admin/provisionen?from=YYYY-MM-DD&to=YYYY-MM-DD: the partners' commissions of a period (a
 * year of whole months when the address names none).
 */
export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const period = readPeriod(new URL(req.url).searchParams, defaultCommissionPeriod());
  try {
    const res = await request(`/api/admin/commissions?${periodQuery(period)}`);
    return { period, report: (await res.json()) as CommissionsAnswer, error: null };
  } catch (err) {
    return { period, report: null, error: errorText(err) };
  }
}

const PATHS: Record<CommissionIntent['intent'], string> = {
  'partner-link': '/api/admin/commissions/partner-link',
  payout: '/api/admin/commissions/payouts',
};

/**
 * The screen's action: mail a partner the link to their page, or mark a partner's month as
 * paid. The admin API checks both again; its German answer, or its refusal, is the notice.
 */
export async function clientAction({
  request: req,
}: Route.ClientActionArgs): Promise<CommissionNotice> {
  const { key, intent, ...body } = (await req.json()) as CommissionIntent;
  const path = Object.hasOwn(PATHS, intent) ? PATHS[intent] : null;
  if (!path) return { key, kind: 'error', text: 'Unbekannte Aktion.' };
  try {
    const res = await request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { message: string };
    return { key, kind: 'ok', text: answer.message };
  } catch (err) {
    return { key, kind: 'error', text: errorText(err, 'Fehler') };
  }
}

export default function AdminCommissions() {
  const { period, report, error } = useLoaderData<typeof clientLoader>();
  return (
    <CommissionsView key={periodQuery(period)} period={period} report={report} error={error} />
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
