/** Inline SVG icons of the checkout, result, thank-you and withdrawal pages. */
import { ICON_PATHS, StrokeIcon } from './icons';

export type ShopIconName =
  | 'arrowLeft'
  | 'download'
  | 'mail'
  | 'lock'
  | 'bolt'
  | 'file'
  | 'book'
  | 'shield'
  | 'external'
  | 'users'
  | 'spinner';

const PATHS: Record<Exclude<ShopIconName, 'spinner'>, string> = {
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  download: 'M12 3v12M7 10l5 5 5-5M4 17v3h16v-3',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 017 0V11M12 15v2.5',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7l1-8z',
  file: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h6M9 17h6',
  book: ICON_PATHS.book,
  shield: ICON_PATHS.shield,
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  users: ICON_PATHS.users,
};

export function ShopIcon({
  name,
  className = 'h-5 w-5',
}: {
  name: ShopIconName;
  className?: string;
}) {
  if (name === 'spinner') {
    return (
      <svg viewBox="0 0 24 24" className={`${className} animate-spin`} aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeOpacity=".25"
          strokeWidth="3"
        />
        <path
          d="M21 12a9 9 0 00-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  return <StrokeIcon d={PATHS[name]} className={className} />;
}

/** The big round icon at the top of a result page. */
export function StatusIcon({ kind }: { kind: 'success' | 'cancel' | 'warning' | 'error' }) {
  const styles = {
    success: 'bg-emerald-100 text-emerald-800',
    cancel: 'bg-stone-200 text-stone-700',
    warning: 'bg-orange-100 text-orange-700',
    error: 'bg-red-100 text-red-800',
  }[kind];
  const path = {
    success: 'M6 12.5l4 4 8-9',
    cancel: 'M7 7l10 10M17 7L7 17',
    warning: 'M12 3.5l9.5 16.5h-19L12 3.5zM12 10v4.5M12 17.5h.01',
    error: 'M12 7v6M12 16.5h.01',
  }[kind];
  return (
    <span
      className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${styles}`}
      data-testid={`status-icon-${kind}`}
    >
      <StrokeIcon d={path} className="h-9 w-9" strokeWidth="2.2" />
    </span>
  );
}

/** The secure-payment image: a padlock with "SSL" beside three generic card shapes. */
export function SecurePaymentBadge({
  label,
  className = '',
}: {
  label: string;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 232 40"
      role="img"
      aria-label={label}
      className={className}
      data-testid="secure-badge"
    >
      <rect x="0.5" y="0.5" width="231" height="39" rx="8" fill="#fff" stroke="#d6d3d1" />
      <g
        transform="translate(12 8)"
        fill="none"
        stroke="#065f46"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <rect x="1" y="10" width="18" height="13" rx="2" fill="#ecfdf5" />
        <path d="M5 10V6.5a5 5 0 0110 0V10" />
        <path d="M10 15v3" />
      </g>
      <text x="38" y="25" fontFamily="inherit" fontSize="13" fontWeight="700" fill="#065f46">
        SSL
      </text>
      <line x1="70" y1="9" x2="70" y2="31" stroke="#e7e5e4" />
      {/* Three card shapes: a dark, a red-orange and a blue card, no brand marks. */}
      <g transform="translate(82 9)">
        <rect width="38" height="22" rx="3" fill="#1a1f71" />
        <rect x="5" y="6" width="8" height="6" rx="1" fill="#f7b600" />
        <rect x="5" y="15" width="22" height="2" rx="1" fill="#fff" fillOpacity=".8" />
      </g>
      <g transform="translate(128 9)">
        <rect width="38" height="22" rx="3" fill="#252525" />
        <circle cx="15" cy="11" r="6.5" fill="#eb001b" />
        <circle cx="23" cy="11" r="6.5" fill="#f79e1b" fillOpacity=".9" />
      </g>
      <g transform="translate(174 9)">
        <rect width="46" height="22" rx="3" fill="#f5f5f4" stroke="#d6d3d1" />
        <rect x="6" y="6" width="8" height="6" rx="1" fill="#a8a29e" />
        <rect x="6" y="15" width="30" height="2" rx="1" fill="#78716c" />
      </g>
    </svg>
  );
}
