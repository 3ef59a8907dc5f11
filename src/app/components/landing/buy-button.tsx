/** The landing page's buy link; data-buy names the spot for the begin_checkout event. */
export function BuyButton({
  href,
  label,
  size = 'lg',
  track,
}: {
  href: string;
  /** The button's text. */
  label: string;
  size?: 'lg' | 'md';
  track: string;
}) {
  return (
    <a
      href={href}
      data-buy={track}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent font-semibold text-white shadow-sm transition hover:bg-accent-dark ${
        size === 'lg' ? 'px-7 py-3.5 text-lg' : 'px-5 py-2.5 text-base'
      }`}
    >
      {label}
      <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true">
        <path d="M4 10h11M11 5l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </a>
  );
}
