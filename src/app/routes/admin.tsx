import type { ReactNode } from 'react';
import {
  Outlet,
  replace,
  useLoaderData,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router';
import { fetchIsAdmin, fetchMe, logout } from '../lib/auth';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Verwaltung');

/**
 * The spec's guard around /admin, as the frame's loader (it runs in the browser, before any
 * admin screen is shown): no session sends to the login with the way back, a signed-in person
 * who is no administrator sees "not authorised", an administrator the screen asked for. A
 * convenience only: the server sends a request without a session to the login as well, and
 * every admin API checks the administrator again (decision D8).
 */
export async function clientLoader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const user = await fetchMe().catch(() => null);
  if (!user) {
    throw replace(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { email: user.email, isAdmin: await fetchIsAdmin() };
}

/** Shown while the guard asks the server (the first load of an admin address). */
export function HydrateFallback() {
  return (
    <Centered>
      <p className="text-sm text-muted" role="status">
        Berechtigung wird geprüft...
      </p>
    </Centered>
  );
}

function NotAuthorised({ email, onLogout }: { email: string; onLogout: () => void }) {
  return (
    <Centered>
      <div className="max-w-sm rounded-lg border border-stone-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-ink">Nicht berechtigt</h1>
        <p className="mt-2 text-sm text-muted">Sie sind nicht als Administrator autorisiert.</p>
        <p className="mt-4 text-sm text-muted [overflow-wrap:anywhere]">{email}</p>
        <button
          type="button"
          onClick={onLogout}
          className="mt-3 inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
        >
          Abmelden
        </button>
      </div>
    </Centered>
  );
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <main lang="de" className="flex min-h-screen items-center justify-center bg-stone-100 px-4">
      {children}
    </main>
  );
}

function DashboardHeader({
  email,
  onRefresh,
  onLogout,
}: {
  email: string;
  onRefresh: () => void;
  onLogout: () => void;
}) {
  const button =
    'inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50';
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <div>
          {/* German words only (D12): no "Dashboard", no talk of databases to a seller. */}
          <h1 className="text-lg font-semibold leading-tight text-ink">Verwaltung</h1>
          <p className="text-sm text-muted">Restaurant Closer</p>
        </div>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <button type="button" onClick={onRefresh} className={button}>
            Aktualisieren
          </button>
          <span className="min-w-0 truncate text-sm text-muted" title={email}>
            {email}
          </span>
          <button type="button" onClick={onLogout} className={button}>
            Abmelden
          </button>
        </div>
      </div>
    </header>
  );
}

export default function Admin() {
  const { email, isAdmin } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const isBusy = useNavigation().state !== 'idle' || revalidator.state !== 'idle';
  // "Abmelden": to the plain login page, not back here after the next sign-in.
  const signOut = async () => {
    await logout();
    navigate('/login');
  };
  if (!isAdmin) return <NotAuthorised email={email} onLogout={() => void signOut()} />;
  return (
    <div lang="de" className="min-h-screen bg-stone-100" aria-busy={isBusy || undefined}>
      <DashboardHeader
        email={email}
        onRefresh={() => void revalidator.revalidate()}
        onLogout={() => void signOut()}
      />
      <main className="px-4 py-6 sm:px-6">
        {/* The screen of the address; "Aktualisieren" runs its loaders again. */}
        <Outlet />
      </main>
    </div>
  );
}

export { ErrorBoundary } from '../components/route-error';
