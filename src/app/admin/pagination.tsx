const MAX_PAGE_BUTTONS = 5;

/**
 * Up to five page numbers centred on the current page, shifted at either end.
 * @internal Exported for its unit test: the window of page buttons is a calculation checked at the
 * edges of many page counts.
 */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  let start = Math.max(1, page - Math.floor(max / 2));
  const end = Math.min(totalPages, start + max - 1);
  start = Math.max(1, end - max + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const arrowButton =
  'inline-flex h-9 w-9 items-center justify-center border border-stone-300 bg-white text-muted hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40';

const number = (n: number) => n.toLocaleString('de-DE');

/**
 * Shown only with more than one page: Zurück/Weiter on phones, numbers on wider screens, and
 * the first and last page a click away (the last is as fast as the first, whatever the size).
 * An estimated total (a very large table on PostgreSQL) reads "ca. 1.000.000"; a page placed
 * approximately (deep in such a table) says so, and that Zurück and Weiter step from it exactly.
 */
export function Pagination({
  page,
  totalPages,
  total,
  isEstimate = false,
  isApproximatePage = false,
  limit,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  isEstimate?: boolean;
  isApproximatePage?: boolean;
  limit: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const from = (page - 1) * limit + 1;
  const to = isEstimate && isLast ? Math.max(from, total) : Math.min(page * limit, total);
  const mobileButton =
    'inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40';
  /** A button to another page; the arrows name it for screen readers by label. */
  const step = (
    target: number,
    disabled: boolean,
    className: string,
    text: string,
    label?: string,
  ) => (
    <button
      type="button"
      className={className}
      disabled={disabled}
      onClick={() => onPage(target)}
      aria-label={label}
    >
      {text}
    </button>
  );
  const about = isApproximatePage ? 'ca. ' : '';
  return (
    <nav aria-label="Seitennavigation" className="border-t border-stone-200 bg-white px-4 py-3">
      {isApproximatePage && (
        <p className="mb-3 text-sm text-muted" data-testid="page-approximate">
          Ungefähre Position: so tief in dieser langen Liste wird die Stelle geschätzt, nicht
          abgezählt. Zurück und Weiter blättern von hier aus genau.
        </p>
      )}
      <div className="flex items-center justify-between">
        <div className="flex flex-1 justify-between sm:hidden">
          {step(page - 1, isFirst, mobileButton, 'Zurück')}
          <span className="self-center text-sm text-muted">
            {about}
            {number(page)} / {number(totalPages)}
          </span>
          {step(page + 1, isLast, mobileButton, 'Weiter')}
        </div>
        <div className="hidden sm:flex sm:flex-1 sm:items-center sm:justify-between sm:gap-4">
          <p className="text-sm text-muted">
            Zeige {about}
            <span className="font-medium text-ink">{number(from)}</span> bis{' '}
            <span className="font-medium text-ink">{number(to)}</span> von{' '}
            <span className="font-medium text-ink">
              {isEstimate ? 'ca. ' : ''}
              {number(total)}
            </span>{' '}
            Einträgen
          </p>
          <div className="inline-flex -space-x-px rounded-md shadow-xs">
            {step(1, isFirst, `${arrowButton} rounded-l-md`, '«', 'Erste Seite')}
            {step(page - 1, isFirst, arrowButton, '‹', 'Vorherige Seite')}
            {pageWindow(page, totalPages).map((n) => (
              <button
                key={n}
                type="button"
                onClick={() => onPage(n)}
                aria-current={n === page ? 'page' : undefined}
                className={`inline-flex h-9 min-w-9 items-center justify-center border px-3 text-sm ${
                  n === page
                    ? 'z-10 border-wine bg-wine font-semibold text-white'
                    : 'border-stone-300 bg-white text-ink hover:bg-stone-50'
                }`}
              >
                {number(n)}
              </button>
            ))}
            {step(page + 1, isLast, arrowButton, '›', 'Nächste Seite')}
            {step(totalPages, isLast, `${arrowButton} rounded-r-md`, '»', 'Letzte Seite')}
          </div>
        </div>
      </div>
    </nav>
  );
}
