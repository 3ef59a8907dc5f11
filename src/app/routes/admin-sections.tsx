import { Outlet, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Dashboard, loadSchemas } from '../admin/dashboard';
import type { VatThresholdStatus } from '../../shared/api/oss';
import { request } from '../lib/api-error';

/**
 * The frame of the admin screens with the sidebar (Verkäufe, Rechnungen, OSS-Meldung,
 * Provisionen and each table): its loader reads the tables' schemas for the sidebar, and where
 * the EU threshold stands for its warning.
 */
export async function clientLoader() {
  const [schemas, threshold] = await Promise.all([loadSchemas(), loadThreshold()]);
  return { schemas, threshold };
}

/** Where the EU threshold stands; the screens work on without it when it cannot be read. */
async function loadThreshold(): Promise<VatThresholdStatus | null> {
  try {
    return (await (await request('/api/admin/oss/threshold')).json()) as VatThresholdStatus;
  } catch {
    return null;
  }
}

/**
 * The schemas do not change while the administrator moves between screens or pages a list: they
 * are read again only on "Aktualisieren" (the same address again) and after a change.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

export default function AdminSections() {
  const { schemas, threshold } = useLoaderData<typeof clientLoader>();
  return (
    <Dashboard schemas={schemas} threshold={threshold}>
      <Outlet />
    </Dashboard>
  );
}

export { ErrorBoundary } from '../components/route-error';
