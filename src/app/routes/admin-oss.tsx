import { useLoaderData } from 'react-router';
import { quarterQuery, type OssReturn } from '../../shared/api/oss';
import { request } from '../lib/api-error';
import { adminMeta } from '../admin/meta';
import { defaultOssQuarter, OssReturnView } from '../admin/oss-return';
import { errorText } from '../admin/route-error';
import type { Route } from './+types/admin-oss';

export const meta = () => adminMeta('OSS-Meldung');

/**
 * /admin/oss-meldung?quartal=2026-Q3: the quarter's OSS-Meldung (the quarter before today's
 * when the address names none). The admin API checks the administrator and the quarter again.
 */
export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const asked = new URL(req.url).searchParams.get('quartal');
  const parsed = quarterQuery.safeParse({ quartal: asked ?? defaultOssQuarter() });
  if (!parsed.success) return { report: null, error: parsed.error.issues[0].message };
  try {
    const res = await request(`/api/admin/oss?quartal=${parsed.data.quartal}`);
    return { report: (await res.json()) as OssReturn, error: null };
  } catch (err) {
    return { report: null, error: errorText(err) };
  }
}

export default function AdminOss() {
  const { report, error } = useLoaderData<typeof clientLoader>();
  return <OssReturnView key={report?.quarter} report={report} error={error} />;
}

export { AdminErrorBoundary as ErrorBoundary } from '../admin/route-error';
