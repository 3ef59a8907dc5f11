import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/checkout-success';
import { langFromPath, localizedPath } from '../../shared/languages';
import { AcademyUpsell } from '../components/academy-upsell';
import { PurchaseDownload, PurchaseFacts, WithdrawNote } from '../components/purchase-download';
import { PurchaseStates, SuccessHeading } from '../components/purchase-states';
import { ShopIcon } from '../components/shop-icons';
import { BackHomeLink, ShopPage, shopMeta } from '../components/shop-page';
import { SHOP } from '../content/shop/index';
import { usePurchaseDetail } from '../lib/purchase-detail';
import type { RootData } from '../root';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const shop = SHOP[lang];
  return {
    lang,
    sessionId: url.searchParams.get('session_id') || null,
    title: `${shop.titles.success} | Restaurant Closer`,
    copy: shop.success,
    errors: shop.confirmation,
    newTab: shop.checkout.newTab,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return shopMeta(data.title);
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { lang, sessionId, copy, errors, newTab } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const home = localizedPath('home', lang);
  const state = usePurchaseDetail(sessionId, lang, errors);
  const [downloaded, setDownloaded] = useState(false);

  return (
    <ShopPage lang={lang} pathname={localizedPath('success', lang)} keepQuery>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-14">
        <PurchaseStates state={state} copy={copy} homeHref={home} />
        {state.kind === 'paid' && (
          <div className="text-center" data-testid="purchase-success">
            <SuccessHeading title={copy.title} />
            <p className="mx-auto mt-3 max-w-prose text-lg text-muted">{copy.subtitle}</p>

            <div className="mt-8">
              <PurchaseDownload
                detail={state.detail}
                label={copy.downloadButton}
                downloadingLabel={copy.downloading}
                successNote={copy.downloadSuccess}
                onDownloaded={() => setDownloaded(true)}
              />
            </div>
            <p className="mx-auto mt-2 max-w-prose text-sm text-muted" data-testid="email-notice">
              <ShopIcon name="mail" className="mr-1.5 inline h-4 w-4 align-[-3px]" />
              {copy.emailNotice}
            </p>

            <div className="mt-8">
              <PurchaseFacts
                secureDownload={copy.secureDownload}
                instantAccess={copy.instantAccess}
                pages={copy.pages}
                pdfFormat={copy.pdfFormat}
              />
            </div>

            <div className="mt-8">
              <AcademyUpsell
                title={copy.upsellTitle}
                text={copy.upsellText}
                button={copy.upsellButton}
                academyUrl={root?.settings.academyUrl ?? null}
                newTab={newTab}
              />
            </div>

            {!downloaded && (
              <WithdrawNote
                href={state.detail.withdrawUrl}
                note={copy.withdrawNote}
                link={copy.withdrawLink}
              />
            )}

            <BackHomeLink href={home} label={copy.backToHome} />
          </div>
        )}
      </div>
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
