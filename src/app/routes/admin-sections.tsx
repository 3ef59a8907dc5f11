import { Outlet, useLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import { Dashboard, loadSchemas } from '../admin/dashboard';

/**
 * The frame of the admin screens with the sidebar (Verkäufe, Rechnungen, Provisionen and each
 * table): its loader reads the tables' schemas for the sidebar.
 */
export async function clientLoader() {
  return { schemas: await loadSchemas() };
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
  const { schemas } = useLoaderData<typeof clientLoader>();
  return (
    <Dashboard schemas={schemas}>
      <Outlet />
    </Dashboard>
  );
}

export { ErrorBoundary } from '../components/route-error';
