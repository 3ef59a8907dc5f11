import { useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { fetchIsAdmin, useAuth, type User } from '../lib/auth';
import { adminMeta } from '../admin/meta';

export const meta = () => adminMeta('Verwaltung');

/**
 * The spec's guard around /admin: checking, then a redirect to the login (no session), "not
 * authorised" (signed in, not an administrator) or the dashboard. A convenience only: every
 * admin API checks the same on the server (decision D8).
 */
function AdminGuard({
  children,
}: {
  children: (user: User, logout: () => Promise<void>) => ReactNode;
}) {
  const { user, isPending, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [isAdmin, setIsAdmin] = useState<boolean | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const returnUrl = location.pathname + location.search;

  useEffect(() => {
    if (isPending || isLeaving) return;
    if (!user) {
      navigate(`/login?returnUrl=${encodeURIComponent(returnUrl)}`, { replace: true });
      return;
    }
    let current = true;
    void fetchIsAdmin().then((value) => current && setIsAdmin(value));
    return () => {
      current = false;
    };
  }, [isPending, isLeaving, user, navigate, returnUrl]);

  // "Abmelden": to the plain login page, not back here after the next sign-in.
  const signOut = async () => {
    setLeaving(true);
    await logout();
    navigate('/login');
  };

  if (isPending || !user || isAdmin === null) {
    return (
      <Centered>
        <p className="text-sm text-muted" role="status">
          Berechtigung wird geprüft...
        </p>
      </Centered>
    );
  }
  if (!isAdmin) {
    return (
      <Centered>
        <div className="max-w-sm rounded-lg border border-stone-200 bg-white p-6 text-center shadow-sm">
          <h1 className="text-lg font-semibold text-ink">Nicht berechtigt</h1>
          <p className="mt-2 text-sm text-muted">Sie sind nicht als Administrator autorisiert.</p>
          <p className="mt-4 text-sm text-muted [overflow-wrap:anywhere]">{user.email}</p>
          <button
            type="button"
            onClick={() => void signOut()}
            className="mt-3 inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50"
          >
            Abmelden
          </button>
        </div>
      </Centered>
    );
  }
  return <>{children(user, signOut)}</>;
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
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <AdminGuard>
      {(user, signOut) => (
        <div lang="de" className="min-h-screen bg-stone-100">
          <DashboardHeader
            email={user.email}
            onRefresh={() => setRefreshKey((k) => k + 1)}
            onLogout={() => void signOut()}
          />
          <main className="px-4 py-6 sm:px-6">
            {/* The dashboard or an order; remounted (and so reloaded) by "Aktualisieren". */}
            <Outlet key={refreshKey} />
          </main>
        </div>
      )}
    </AdminGuard>
  );
}

export { ErrorBoundary } from '../components/route-error';
