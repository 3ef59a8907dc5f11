import { useState, type MouseEvent } from 'react';
import type { PurchaseDetail } from '../../shared/api/purchases';
import { defaultDownloadName, downloadPurchase } from '../lib/download';
import { ShopIcon, type ShopIconName } from './shop-icons';

/** The one large button of a purchase page: the download, or a team order's team page. */
export const BIG_BUTTON =
  'inline-flex min-h-14 w-full max-w-md items-center justify-center gap-3 rounded-xl px-6 py-3 text-center text-lg font-bold text-white shadow-md transition sm:w-auto';

/**
 * The buyer's own download: a real link to the personal file (works before hydration and
 * without JavaScript), which with JavaScript fetches the PDF so the button can show that it is
 * busy and then confirm the download.
 */
export function PurchaseDownload({
  detail,
  label,
  downloadingLabel,
  successNote,
  onDownloaded,
}: {
  detail: PurchaseDetail;
  label: string;
  downloadingLabel: string;
  successNote: string;
  onDownloaded?: () => void;
}) {
  const [status, setStatus] = useState<'idle' | 'downloading' | 'done'>('idle');
  const fileName = defaultDownloadName(detail.language);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // Modified clicks (new tab, save as…) keep the browser's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
      return;
    event.preventDefault();
    if (status === 'downloading') return;
    setStatus('downloading');
    const ok = await downloadPurchase(detail.downloadUrl, detail.language);
    setStatus(ok ? 'done' : 'idle');
    if (ok) onDownloaded?.();
  }

  const busy = status === 'downloading';
  return (
    <div className="flex flex-col items-center">
      <a
        href={detail.downloadUrl}
        download={fileName}
        onClick={onClick}
        aria-disabled={busy ? 'true' : undefined}
        className={`${BIG_BUTTON} ${
          busy ? 'pointer-events-none bg-stone-500' : 'bg-accent hover:bg-accent-dark'
        }`}
        data-testid="download-button"
      >
        <ShopIcon name={busy ? 'spinner' : 'download'} className="h-6 w-6 shrink-0" />
        {busy ? downloadingLabel : label}
      </a>
      <p
        role="status"
        aria-live="polite"
        className="mt-3 min-h-6 text-sm font-semibold text-emerald-800"
      >
        {status === 'done' ? successNote : ''}
      </p>
    </div>
  );
}

/** The strip under the download: secure download, instant access, 90 pages, PDF format. */
export function PurchaseFacts({
  copy,
}: {
  copy: { secureDownload: string; instantAccess: string; pages: string; pdfFormat: string };
}) {
  const items: Array<{ icon: ShopIconName; strong?: string; text: string }> = [
    { icon: 'shield', text: copy.secureDownload },
    { icon: 'bolt', text: copy.instantAccess },
    { icon: 'book', strong: '90', text: copy.pages },
    { icon: 'file', text: copy.pdfFormat },
  ];
  return (
    <ul className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="purchase-facts">
      {items.map((item) => (
        <li
          key={item.text}
          className="flex flex-col items-center gap-1 rounded-lg border border-stone-200 bg-white px-2 py-3 text-center"
        >
          <ShopIcon name={item.icon} className="h-6 w-6 text-emerald-800" />
          <span className="font-medium text-ink">
            {/* A real space, so that the strip also reads "90 pages" aloud and as text. */}
            {item.strong && <strong className="font-extrabold">{item.strong} </strong>}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One sentence and the link to the withdrawal page, while no download has begun (D5). */
export function WithdrawNote({
  href,
  note,
  link,
}: {
  href: string | null;
  note: string;
  link: string;
}) {
  if (!href) return null;
  return (
    <p className="mx-auto mt-8 max-w-prose text-sm text-muted" data-testid="withdraw-note">
      {note}{' '}
      <a
        href={href}
        className="font-semibold text-wine underline underline-offset-2"
        data-testid="withdraw-link"
      >
        {link}
      </a>
    </p>
  );
}
