import type { Lang } from '../../shared/languages';
import type { ShopCopy } from '../content/shop/index';
import type { PurchaseState } from '../lib/purchase-detail';
import { HomeLink } from './home-link';
import { ResendLinkForm, type ResendLinkFormCopy } from './resend-link-form';
import { ShopIcon, StatusIcon } from './shop-icons';

/**
 * The states before a purchase is shown: loading, "confirming your payment" while the provider
 * has not yet confirmed it, "still processing" after the polling window, a purchase made in
 * another browser (its link is in the buyer's e-mail: the form sends it again), and the spec's
 * error (red heading, the message, a link home). Returns null once the purchase is paid, and
 * when nothing was asked.
 */
export function PurchaseStates({
  state,
  copy,
  homeHref,
  resend,
}: {
  state: PurchaseState;
  copy: Pick<
    ShopCopy['success'],
    | 'loading'
    | 'confirmingTitle'
    | 'confirmingText'
    | 'slowTitle'
    | 'slowText'
    | 'errorTitle'
    | 'errorBackToHome'
    | 'elsewhereTitle'
  >;
  homeHref: string;
  resend: { copy: ResendLinkFormCopy; language: Lang };
}) {
  switch (state.kind) {
    case 'paid':
    case 'none':
      return null;
    case 'loading':
      return (
        <StateBlock testId="purchase-loading" padding="py-16" icon="spinner">
          <p role="status" className="mt-4 text-lg text-muted">
            {copy.loading}
          </p>
        </StateBlock>
      );
    case 'pending':
      return (
        <StateBlock testId="purchase-pending" icon="spinner">
          <h1 className="mt-4 text-2xl font-bold text-ink" role="status">
            {copy.confirmingTitle}
          </h1>
          <p className="mt-3 max-w-prose text-muted">{copy.confirmingText}</p>
        </StateBlock>
      );
    case 'slow':
      return (
        <StateBlock testId="purchase-slow" icon="mail">
          <h1 className="mt-4 text-2xl font-bold text-ink">{copy.slowTitle}</h1>
          <p className="mt-3 max-w-prose text-muted">{copy.slowText}</p>
          <HomeLink href={homeHref} label={copy.errorBackToHome} margin="mt-8" />
        </StateBlock>
      );
    case 'elsewhere':
      return (
        <StateBlock testId="purchase-elsewhere" icon="mail">
          <h1 className="mt-4 text-balance text-2xl font-bold text-ink">{copy.elsewhereTitle}</h1>
          <p
            className="mt-3 max-w-prose text-stone-700"
            role="status"
            data-testid="purchase-elsewhere-message"
          >
            {state.message}
          </p>
          <div className="mt-8 w-full max-w-lg rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <ResendLinkForm copy={resend.copy} language={resend.language} />
          </div>
          <HomeLink
            href={homeHref}
            label={copy.errorBackToHome}
            testId="purchase-error-home"
            margin="mt-8"
          />
        </StateBlock>
      );
    case 'error':
      return (
        <StateBlock testId="purchase-error">
          <StatusIcon kind="error" />
          <h1 className="mt-4 text-2xl font-bold text-red-700" data-testid="purchase-error-title">
            {copy.errorTitle}
          </h1>
          <p
            className="mt-3 max-w-prose text-ink"
            role="alert"
            data-testid="purchase-error-message"
          >
            {state.message}
          </p>
          <a
            href={homeHref}
            className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
            data-testid="purchase-error-home"
          >
            {copy.errorBackToHome}
          </a>
        </StateBlock>
      );
  }
}

/**
 * One state's centred block, led by the spinner while something is still under way, or by
 * the envelope when the purchase's link is in the buyer's e-mail.
 */
function StateBlock({
  testId,
  padding = 'py-12',
  icon,
  children,
}: {
  testId: string;
  padding?: 'py-12' | 'py-16';
  icon?: 'spinner' | 'mail';
  children: React.ReactNode;
}) {
  return (
    <div className={`flex flex-col items-center ${padding} text-center`} data-testid={testId}>
      {icon === 'spinner' && <ShopIcon name="spinner" className="h-10 w-10 text-wine" />}
      {icon === 'mail' && (
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-sand text-wine">
          <ShopIcon name="mail" className="h-8 w-8" />
        </span>
      )}
      {children}
    </div>
  );
}

/** The success icon and title above a paid purchase (success and thank-you pages). */
export function SuccessHeading({ title }: { title: string }) {
  return (
    <>
      <StatusIcon kind="success" />
      <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
        {title}
      </h1>
    </>
  );
}
