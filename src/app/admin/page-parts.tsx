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
