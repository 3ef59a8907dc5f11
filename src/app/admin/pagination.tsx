export const MAX_PAGE_BUTTONS = 5;

/** Up to five page numbers centred on the current page, shifted at either end. */
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

/** Shown only with more than one page: Zurück/Weiter on phones, numbers on wider screens. */
export function Pagination({
  page,
  totalPages,
  total,
  limit,
  onPage,
}: {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const from = (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const mobileButton =
    'inline-flex min-h-9 items-center rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-ink hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label="Seitennavigation"
      className="flex items-center justify-between border-t border-stone-200 bg-white px-4 py-3"
    >
      <div className="flex flex-1 justify-between sm:hidden">
        <button
          type="button"
          className={mobileButton}
          disabled={isFirst}
          onClick={() => onPage(page - 1)}
        >
          Zurück
        </button>
        <span className="self-center text-sm text-muted">
          {page} / {totalPages}
        </span>
        <button
          type="button"
          className={mobileButton}
          disabled={isLast}
          onClick={() => onPage(page + 1)}
        >
          Weiter
        </button>
      </div>
      <div className="hidden sm:flex sm:flex-1 sm:items-center sm:justify-between sm:gap-4">
        <p className="text-sm text-muted">
          Zeige <span className="font-medium text-ink">{from}</span> bis{' '}
          <span className="font-medium text-ink">{to}</span> von{' '}
          <span className="font-medium text-ink">{total}</span> Einträgen
        </p>
        <div className="inline-flex -space-x-px rounded-md shadow-xs">
          <button
            type="button"
            className={`${arrowButton} rounded-l-md`}
            disabled={isFirst}
            onClick={() => onPage(page - 1)}
            aria-label="Vorherige Seite"
          >
            ‹
          </button>
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
              {n}
            </button>
          ))}
          <button
            type="button"
            className={`${arrowButton} rounded-r-md`}
            disabled={isLast}
            onClick={() => onPage(page + 1)}
            aria-label="Nächste Seite"
          >
            ›
          </button>
        </div>
      </div>
    </nav>
  );
}
