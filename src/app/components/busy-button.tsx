import type { ReactNode } from 'react';
import { ShopIcon } from './shop-icons';

/**
 * The shop pages' main action button (the team page's save, the withdrawal's confirmation):
 * while `busy`, disabled with a spinner and the busy label.
 */
export function BusyButton({
  type = 'button',
  busy,
  busyLabel,
  onClick,
  className = '',
  testId,
  children,
}: {
  type?: 'button' | 'submit';
  busy: boolean;
  busyLabel: string;
  onClick?: () => void;
  /** Width and margins; the look is the button's own. */
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={busy}
      className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-wine px-6 font-semibold text-white hover:bg-wine-dark disabled:cursor-wait disabled:opacity-70 ${className}`}
      data-testid={testId}
    >
      {busy && <ShopIcon name="spinner" className="h-5 w-5" />}
      {busy ? busyLabel : children}
    </button>
  );
}
