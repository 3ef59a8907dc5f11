import { isRouteErrorResponse, useRouteError } from 'react-router';
import { BackLink, LoadFailure } from './page-parts';

/** The German text of what an admin screen's loader threw. */
export function errorText(error: unknown, fallback = 'Fehler beim Laden'): string {
  if (isRouteErrorResponse(error)) return String(error.data || fallback);
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * An admin screen that could not be loaded (the server refused, the table is unknown): the
 * reason in German, inside the admin frame, with the way back to the orders.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  return (
    <LoadFailure
      width="max-w-7xl"
      back={<BackLink to="/admin">← Zurück zur Verwaltung</BackLink>}
      message={errorText(error)}
    />
  );
}
