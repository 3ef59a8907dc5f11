import type { ShopCopy } from '../content/shop/index';
import { SecurePaymentBadge, ShopIcon } from './shop-icons';

/**
 * The end of the checkout form: the buy button with the price the buyer pays, the server's
 * message when the purchase was refused, and the security statement near the button.
 */
export function BuySection({
  copy,
  processing,
  incomplete,
  label,
  error,
  free = false,
}: {
  copy: ShopCopy['checkout'];
  processing: boolean;
  /** Shown disabled while something is missing, yet clickable: the click says what is missing. */
  incomplete: boolean;
  /** The filled buy text, e.g. 'Buy now – pay €47'. */
  label: string;
  error: string | null;
  /** A discount code leaves nothing to pay: no payment page follows, and the notes say so. */
  free?: boolean;
}) {
  return (
    <>
      <button
        type="submit"
        disabled={processing}
        aria-disabled={incomplete || processing ? 'true' : undefined}
        className={`mt-4 flex min-h-14 w-full items-center justify-center gap-2 rounded-lg px-3 py-3 text-center text-base font-bold text-white shadow-sm transition sm:px-5 sm:text-lg md:mt-6 ${
          processing
            ? 'cursor-wait bg-accent/70'
            : incomplete
              ? 'cursor-not-allowed bg-stone-400'
              : 'bg-accent hover:bg-accent-dark'
        }`}
        data-testid="buy-button"
      >
        {processing ? (
          <ShopIcon name="spinner" className="h-5 w-5 shrink-0" />
        ) : (
          <ShopIcon name="lock" className="hidden h-5 w-5 shrink-0 min-[400px]:block" />
        )}
        {processing ? copy.processing : free ? copy.buyFree : label}
      </button>

      {error ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
          data-testid="checkout-error"
        >
          {error}
        </div>
      ) : null}

      {free ? (
        <p className="mt-4 text-center text-sm text-muted" data-testid="free-note">
          {copy.freeNote}
        </p>
      ) : (
        <div className="mt-4 flex flex-col items-center gap-2 text-center">
          <SecurePaymentBadge label={copy.secureImageAlt} className="h-9 w-auto" />
          <p className="text-sm font-medium text-emerald-900" data-testid="secure-text">
            {copy.secure}
          </p>
          <p className="text-xs text-muted">{copy.redirectNote}</p>
        </div>
      )}
    </>
  );
}
