import { BusyButton } from '../components/busy-button';
import { withEmail } from '../components/with-email';
import { useEffect, useState } from 'react';
import { formatAmount, formatDate } from '../../shared/format';
import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/withdraw';
import { localizedPath } from '../../shared/languages';
import type { WithdrawalInfo } from '../../shared/api/purchases';
import { HomeLink, PAGE_LINK } from '../components/home-link';
import { NewTabLink } from '../components/new-tab-link';
import { StatusIcon } from '../components/shop-icons';
import { ShopPage, shopMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';
import { confirmWithdrawal, fetchWithdrawal, withdrawPageLang } from '../lib/withdrawal';
import type { RootData } from '../root-data';

/**
 * The withdrawal page (decision D5), reached with the purchase's signed token. Rendered on the
 * server in the purchase's language, with only that language's texts: opening it only reads;
 * the one confirming button posts. A link that names no purchase answers 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  let info: WithdrawalInfo | null = null;
  try {
    info = await context.shop.withdrawal(params.token);
  } catch {
    // The purchase could not be read just now: the page says so, in English.
  }
  const lang = withdrawPageLang(info, request);
  const shop = SHOP[lang];
  const page = {
    token: params.token,
    info,
    lang,
    copy: {
      ...shop.withdraw,
      documentTitle: `${shop.titles.withdraw} | Restaurant Closer`,
      loadError: shop.confirmation.exception,
      newTab: shop.checkout.newTab,
    },
  };
  return info?.status === 'invalid' ? data(page, { status: 404 }) : page;
}

/** The page shows one buyer's purchase: no cache keeps it, and its language may follow the browser. */
export function headers() {
  return { 'Cache-Control': 'no-store', Vary: 'Accept-Language' };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.copy.documentTitle);
}

type View =
  | { kind: 'failed' }
  | { kind: 'info'; info: WithdrawalInfo }
  | { kind: 'withdrawn'; info: WithdrawalInfo };

export default function Withdraw({ loaderData }: Route.ComponentProps) {
  const { token, lang, copy } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const [view, setView] = useState<View>(
    loaderData.info ? { kind: 'info', info: loaderData.info } : { kind: 'failed' },
  );
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Back from another page (the back-forward cache keeps this one as it was): a download may
  // have begun meanwhile, so the state is read again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      fetchWithdrawal(token)
        .then((fresh) => setView({ kind: 'info', info: fresh }))
        .catch(() => {});
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [token]);

  const info = view.kind === 'failed' ? null : view.info;
  const isInvalid = view.kind === 'info' && view.info.status === 'invalid';
  const isPartlyRefunded = view.kind === 'info' && view.info.status === 'partlyRefunded';
  const supportEmail = root?.settings.supportEmail ?? '';
  // An order a discount code made free: nothing is refunded, and the page says so.
  const free = info?.amount === 0;
  const amount =
    info?.amount != null && info.currency ? formatAmount(info.amount, info.currency, lang) : '';
  const refunded =
    info?.refundedAmount && info.currency
      ? formatAmount(info.refundedAmount, info.currency, lang)
      : '';

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
      else if (result.status === 'refunded' || result.status === 'partlyRefunded') {
        // The seller refunded meanwhile: the page shows what, with the amount read again.
        const status = result.status;
        const fresh = await fetchWithdrawal(token).catch(() => ({ ...info, status }));
        setView({ kind: 'info', info: fresh });
      } else setError(result.message || copy.failed);
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
      {refunded && (
        <>
          <dt className="text-muted">{copy.refundedLabel}</dt>
          <dd className="font-medium text-ink">{refunded}</dd>
        </>
      )}
    </dl>
  );

  let body: React.ReactNode;
  if (view.kind === 'failed') {
    body = (
      <Message icon="error" title={copy.title} testId="withdraw-failed">
        <p role="alert">{copy.loadError}</p>
      </Message>
    );
  } else if (view.kind === 'withdrawn') {
    body = (
      <Message icon="success" title={copy.withdrawnTitle} testId="withdraw-withdrawn">
        <p role="status">
          {free ? copy.withdrawnTextFree : copy.withdrawnText.replace('{amount}', amount)}
        </p>
        {details}
      </Message>
    );
  } else if (view.info.status === 'available') {
    body = (
      <Message icon="none" title={copy.title} testId="withdraw-available">
        {details}
        <p className="mt-6">
          {free ? copy.availableTextFree : copy.availableText.replace('{amount}', amount)}
        </p>
        <BusyButton
          onClick={onConfirm}
          busy={processing}
          busyLabel={copy.processing}
          className="mt-6 sm:w-auto"
          testId="withdraw-confirm"
        >
          {copy.confirmButton}
        </BusyButton>
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
  } else if (view.info.status === 'lapsed' || view.info.status === 'done') {
    // Nothing left to do: the period is over, or the order was withdrawn before.
    const status = view.info.status;
    const [icon, title, text] =
      status === 'lapsed'
        ? (['warning', copy.lapsedTitle, copy.lapsedText] as const)
        : (['success', copy.doneTitle, copy.doneText] as const);
    body = (
      <Message icon={icon} title={title} testId={`withdraw-${status}`}>
        <p>{text}</p>
        {status === 'lapsed' && refunded && (
          <p className="mt-3">{copy.lapsedPartlyRefunded.replace('{amount}', refunded)}</p>
        )}
        {details}
      </Message>
    );
  } else if (view.info.status === 'refunded') {
    // The seller refunded the whole order: not the buyer's withdrawal, and nothing left to do.
    body = (
      <Message icon="success" title={copy.refundedTitle} testId="withdraw-refunded">
        <p>{copy.refundedText.replace('{amount}', refunded || amount)}</p>
        {details}
      </Message>
    );
  } else if (view.info.status === 'partlyRefunded') {
    // Part refunded before any download: the rest is withdrawn by writing to support.
    body = (
      <Message icon="warning" title={copy.partlyRefundedTitle} testId="withdraw-partly-refunded">
        <p>{withEmail(copy.partlyRefundedText.replace('{amount}', refunded), supportEmail)}</p>
        {details}
      </Message>
    );
  } else if (view.info.status === 'business') {
    // Bought for a business: no consumer right of withdrawal, and nothing changes (decision 100).
    body = (
      <Message icon="warning" title={copy.businessTitle} testId="withdraw-business">
        <p>{withEmail(copy.businessText, supportEmail)}</p>
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
    <ShopPage lang={lang} pathname={localizedPath('home', lang)} languages={false}>
      <div className="mx-auto max-w-2xl px-4 py-10 text-center sm:px-6 md:py-16">
        {body}
        <div className="mt-10 space-y-2 text-sm text-muted">
          {/* The invalid link's and the part refund's own texts already give the address. */}
          {!isInvalid && !isPartlyRefunded && <p>{withEmail(copy.questions, supportEmail)}</p>}
          <p className="flex flex-wrap justify-center gap-x-6">
            <NewTabLink
              href={localizedPath('terms', lang)}
              className={PAGE_LINK}
              newTab={copy.newTab}
            >
              {copy.termsLink}
            </NewTabLink>
            <HomeLink
              href={localizedPath('home', lang)}
              label={copy.backToHome}
              testId="back-home"
            />
          </p>
        </div>
      </div>
    </ShopPage>
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
