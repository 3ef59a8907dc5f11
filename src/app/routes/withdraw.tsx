import { useEffect, useState } from 'react';
import type { Route } from './+types/withdraw';
import { LANGS, localizedPath, toLang, type Lang } from '../../shared/languages';
import { Footer, type FooterCopy } from '../components/footer';
import { NewTabLink } from '../components/new-tab-link';
import { ShopIcon, StatusIcon } from '../components/shop-icons';
import { shopMeta } from '../components/shop-page';
import { COMMON } from '../content/common';
import { LANDING } from '../content/index';
import { SHOP, type ShopCopy } from '../content/shop/index';
import type { WithdrawalInfo } from '../../shared/api/purchases';
import { formatAmount } from '../../shared/products';
import { formatDate } from '../lib/format-date';
import { confirmWithdrawal, fetchWithdrawal } from '../lib/withdrawal';
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../root';

/**
 * The withdrawal page (decision D5), reached with the purchase's signed token. Opening it only
 * reads; the one confirming button posts. It speaks the purchase's language, which the status
 * answer names, so the loader hands over the small per-language parts of the frame.
 */
export function loader({ params }: Route.LoaderArgs) {
  const footers = Object.fromEntries(
    LANGS.map((l) => [
      l,
      {
        ...LANDING[l].footer,
        disclaimer: LANDING[l].disclaimer,
        cookieSettings: COMMON[l].cookieSettings,
      } satisfies FooterCopy,
    ]),
  ) as Record<Lang, FooterCopy>;
  const copies = Object.fromEntries(
    LANGS.map((l) => [
      l,
      {
        ...SHOP[l].withdraw,
        documentTitle: `${SHOP[l].titles.withdraw} | Restaurant Closer`,
        homeLabel: COMMON[l].homeLabel,
        loadError: SHOP[l].confirmation.exception,
        newTab: SHOP[l].checkout.newTab,
      },
    ]),
  ) as Record<Lang, WithdrawPageCopy>;
  return { token: params.token, footers, copies };
}

type WithdrawPageCopy = ShopCopy['withdraw'] & {
  documentTitle: string;
  homeLabel: string;
  loadError: string;
  newTab: string;
};

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.copies.en.documentTitle);
}

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'info'; info: WithdrawalInfo }
  | { kind: 'withdrawn'; info: WithdrawalInfo };

export default function Withdraw({ loaderData }: Route.ComponentProps) {
  const { token, footers, copies } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    fetchWithdrawal(token)
      .then((info) => !cancelled && setView({ kind: 'info', info }))
      .catch(() => !cancelled && setView({ kind: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [token]);

  const info = view.kind === 'info' || view.kind === 'withdrawn' ? view.info : null;
  const lang = toLang(info?.language);
  const copy = copies[lang];
  const supportEmail = root?.settings.supportEmail ?? '';
  const amount =
    info?.amount != null && info.currency ? formatAmount(info.amount, info.currency, lang) : '';

  useEffect(() => {
    document.title = copy.documentTitle;
  }, [copy.documentTitle]);

  async function onConfirm() {
    if (processing) return;
    setError(null);
    setProcessing(true);
    try {
      const result = await confirmWithdrawal(token);
      if (!info) return;
      if (result.ok) setView({ kind: 'withdrawn', info });
      else if (result.status === 'lapsed')
        setView({ kind: 'info', info: { ...info, status: 'lapsed' } });
      else setError(result.message || copy.failed);
    } catch {
      setError(copy.failed);
    } finally {
      setProcessing(false);
    }
  }

  const details = info && info.status !== 'invalid' && (
    <dl
      className="mx-auto mt-6 grid max-w-md grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-linen p-4 text-left text-sm"
      data-testid="withdraw-details"
    >
      {info.orderId && (
        <>
          <dt className="text-muted">{copy.orderLabel}</dt>
          <dd className="break-all font-medium text-ink">{info.orderId}</dd>
        </>
      )}
      {info.productName && (
        <>
          <dt className="text-muted">{copy.productLabel}</dt>
          <dd className="font-medium text-ink">{info.productName}</dd>
        </>
      )}
      {amount && (
        <>
          <dt className="text-muted">{copy.amountLabel}</dt>
          <dd className="font-medium text-ink">{amount}</dd>
        </>
      )}
      {info.paidAt && (
        <>
          <dt className="text-muted">{copy.paidAtLabel}</dt>
          <dd className="font-medium text-ink">{formatDate(info.paidAt, lang)}</dd>
        </>
      )}
    </dl>
  );

  let body: React.ReactNode;
  if (view.kind === 'loading') {
    body = (
      <div className="flex flex-col items-center py-16" data-testid="withdraw-loading">
        <ShopIcon name="spinner" className="h-10 w-10 text-wine" />
        <p role="status" className="mt-4 text-muted">
          {copy.loading}
        </p>
      </div>
    );
  } else if (view.kind === 'failed') {
    body = (
      <Message icon="error" title={copy.title} testId="withdraw-failed">
        <p role="alert">{copy.loadError}</p>
      </Message>
    );
  } else if (view.kind === 'withdrawn') {
    body = (
      <Message icon="success" title={copy.withdrawnTitle} testId="withdraw-withdrawn">
        <p role="status">{copy.withdrawnText.replace('{amount}', amount)}</p>
        {details}
      </Message>
    );
  } else if (view.info.status === 'available') {
    body = (
      <Message icon="none" title={copy.title} testId="withdraw-available">
        {details}
        <p className="mt-6">{copy.availableText.replace('{amount}', amount)}</p>
        <button
          type="button"
          onClick={onConfirm}
          disabled={processing}
          className="mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-wine px-6 font-semibold text-white hover:bg-wine-dark disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          data-testid="withdraw-confirm"
        >
          {processing && <ShopIcon name="spinner" className="h-5 w-5" />}
          {processing ? copy.processing : copy.confirmButton}
        </button>
        {error && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
            data-testid="withdraw-error"
          >
            {error}
          </p>
        )}
      </Message>
    );
  } else if (view.info.status === 'lapsed') {
    body = (
      <Message icon="warning" title={copy.lapsedTitle} testId="withdraw-lapsed">
        <p>{copy.lapsedText}</p>
        {details}
      </Message>
    );
  } else if (view.info.status === 'done') {
    body = (
      <Message icon="success" title={copy.doneTitle} testId="withdraw-done">
        <p>{copy.doneText}</p>
        {details}
      </Message>
    );
  } else {
    body = (
      <Message icon="error" title={copy.invalidTitle} testId="withdraw-invalid">
        <p>{withEmail(copy.invalidText, supportEmail)}</p>
      </Message>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-white" lang={lang}>
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex min-h-16 max-w-5xl items-center px-4 py-2 sm:px-6">
          <a
            href={localizedPath('home', lang)}
            className="flex min-h-12 items-center gap-2 font-bold"
            aria-label={copy.homeLabel}
          >
            <img src="/favicon.svg" alt="" width="32" height="32" className="h-8 w-8" />
            <span className="text-lg tracking-tight">Restaurant Closer</span>
          </a>
        </div>
      </header>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-2xl px-4 py-10 text-center sm:px-6 md:py-16">
          {body}
          {view.kind !== 'loading' && (
            <div className="mt-10 space-y-2 text-sm text-muted">
              <p>{withEmail(copy.questions, supportEmail)}</p>
              <p className="flex flex-wrap justify-center gap-x-6">
                <NewTabLink
                  href={localizedPath('terms', lang)}
                  className="inline-flex min-h-12 items-center font-semibold text-wine underline underline-offset-4"
                  newTab={copy.newTab}
                >
                  {copy.termsLink}
                </NewTabLink>
                <a
                  href={localizedPath('home', lang)}
                  className="inline-flex min-h-12 items-center font-semibold text-wine underline underline-offset-4"
                  data-testid="back-home"
                >
                  {copy.backToHome}
                </a>
              </p>
            </div>
          )}
        </div>
      </main>
      <Footer lang={lang} copy={footers[lang]} seller={root?.settings.seller.name ?? ''} />
    </div>
  );
}

/** The text with its {email} placeholder as a mailto link. */
function withEmail(text: string, email: string): React.ReactNode {
  const [before, after = ''] = text.split('{email}');
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold text-wine underline underline-offset-2">
        {email}
      </a>
      {after}
    </>
  );
}

function Message({
  icon,
  title,
  testId,
  children,
}: {
  icon: 'success' | 'warning' | 'error' | 'none';
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div data-testid={testId}>
      {icon !== 'none' && <StatusIcon kind={icon} />}
      <h1 className="mt-4 text-balance text-3xl font-extrabold tracking-tight text-ink">{title}</h1>
      <div className="mx-auto mt-4 max-w-prose text-left leading-relaxed text-stone-700">
        {children}
      </div>
    </div>
  );
}

export { ErrorBoundary } from '../components/route-error';
