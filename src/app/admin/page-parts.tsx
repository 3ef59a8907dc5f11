import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The link above a detail page back to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-wine hover:underline">
      {children}
    </Link>
  );
}

/** A detail page that could not be loaded: its back link and the reason, as an alert. */
export function LoadFailure({
  width,
  back,
  message,
  box: Box = 'div',
}: {
  width: 'max-w-4xl' | 'max-w-7xl';
  back: ReactNode;
  message: string;
  box?: 'div' | 'p';
}) {
  return (
    <div className={`mx-auto ${width}`}>
      {back}
      <Box
        role="alert"
        className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {message}
      </Box>
    </div>
  );
}

/**
 * While a report loads: why it failed, as an alert (in a red box where boxed is set, otherwise
 * as a bold line), or a status line ("{what} werden geladen...") until the report is there.
 */
export function ReportLoadState({
  error,
  report,
  what,
  boxed = false,
}: {
  error: string | null;
  report: unknown;
  what: string;
  boxed?: boolean;
}) {
  if (error)
    return (
      <p
        role="alert"
        className={
          boxed
            ? 'rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800'
            : 'text-sm font-semibold text-red-800'
        }
      >
        {error}
      </p>
    );
  if (report !== null) return null;
  return (
    <p role="status" className="text-sm text-muted">
      {what} werden geladen...
    </p>
  );
}

/** A message about the page or form above the fields, as an alert in a red box. */
export function ErrorBox({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      role="alert"
      className={`${className} rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 [overflow-wrap:anywhere]`}
    >
      {children}
    </div>
  );
}
