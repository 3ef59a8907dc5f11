import { useId, type ReactNode } from 'react';

const BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';

/** One of the admin's report panels: a titled section with a line on what it holds. */
export function AdminPanel({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-muted">{intro}</p>
      {children}
    </section>
  );
}

/**
 * A file the admin API gives for download, or the same words shown as unavailable while the
 * request cannot be made (an invalid period, missing settings).
 */
export function DownloadLink({
  href,
  enabled,
  primary = true,
  testId,
  children,
}: {
  href: string;
  enabled: boolean;
  primary?: boolean;
  testId: string;
  children: ReactNode;
}) {
  if (!enabled) {
    return (
      <span
        aria-disabled="true"
        className={`${BUTTON} cursor-not-allowed border border-stone-200 bg-stone-100 text-stone-600`}
        data-testid={testId}
      >
        {children}
      </span>
    );
  }
  const look = primary
    ? 'bg-wine text-white hover:bg-wine-dark'
    : 'border border-stone-300 bg-white text-ink hover:bg-stone-50';
  return (
    <a href={href} download className={`${BUTTON} ${look}`} data-testid={testId}>
      {children}
    </a>
  );
}
