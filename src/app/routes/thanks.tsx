import type { Route } from './+types/thanks';
import { localizedPath } from '../../shared/languages';
import { AcademyUpsell } from '../components/academy-upsell';
import { FactChips } from '../components/icon-list';
import { PaidPurchase } from '../components/paid-purchase';
import { PurchaseFacts } from '../components/purchase-download';
import { PurchasePage } from '../components/purchase-page';
import { SuccessHeading } from '../components/purchase-states';
import { ResendLinkForm } from '../components/resend-link-form';
import { ShopIcon } from '../components/shop-icons';
import { BackHomeLink, shopTitleMeta } from '../components/shop-page';
import { usePurchaseDetail } from '../lib/purchase-detail';
import { readShopRequest } from '../lib/shop-request';

/**
 * /danke, /grazie, /thank-you, /gracias, /merci. With ?id={sessionId} the buyer's own purchase,
 * as on the success page; without it "check your e-mail" and the resend form, never a public
 * file link (decision D4).
 */
export function loader({ request }: Route.LoaderArgs) {
  const { url, lang, shop } = readShopRequest(request);
  return {
    lang,
    hasId: url.searchParams.has('id'),
    sessionId: url.searchParams.get('id') || null,
    title: `${shop.titles.thanks} | Restaurant Closer`,
    copy: shop.thanks,
    success: shop.success,
    errors: shop.confirmation,
    facts: shop.checkout.deliveryFacts,
    newTab: shop.checkout.newTab,
  };
}

export const meta = shopTitleMeta;

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { lang, hasId, sessionId, copy, success, errors, newTab } = loaderData;
  const home = localizedPath('home', lang);
  const { state, sessionId: shown } = usePurchaseDetail(sessionId, lang, errors, hasId);

  // Without a purchase to show: "check your e-mail" and the resend form.
  const showThanks = state.kind === 'none' || state.kind === 'paid';
  const facts = (
    <div data-testid="email-sent">
      <p className="flex items-center justify-center gap-2 font-semibold text-ink">
        <ShopIcon name="mail" className="h-5 w-5 text-wine" />
        {copy.emailSent}
      </p>
      <FactChips
        items={loaderData.facts}
        className="mt-3 flex flex-wrap justify-center gap-2 text-sm"
        chipClassName="text-stone-700"
      />
    </div>
  );

  return (
    <PurchasePage
      lang={lang}
      page="thanks"
      logoHref="/"
      carry={{ param: 'id', value: shown }}
      state={state}
      copy={success}
      resend={copy.resend}
    >
      {showThanks && (
        <div className="text-center" data-testid="thanks">
          <SuccessHeading title={copy.title} />

          {state.kind === 'paid' ? (
            <>
              {/* The confirmation of a purchase: the success page's subtitle and badges. */}
              <p
                className="mx-auto mt-3 max-w-prose text-lg text-muted"
                data-testid="thanks-subtitle"
              >
                {state.detail.teamUrl ? success.teamSubtitle : success.subtitle}
              </p>
              <PaidPurchase
                detail={state.detail}
                copy={{ ...success, downloadButton: copy.downloadButton }}
                emailNotice={copy.emailNotice}
              >
                <div className="mt-8">
                  <PurchaseFacts copy={success} />
                </div>
              </PaidPurchase>
            </>
          ) : (
            <>
              <div className="mt-6">{facts}</div>
              <p className="mx-auto mt-4 max-w-prose leading-relaxed text-muted">
                {copy.checkEmailText}
              </p>
              <div
                className="mx-auto mt-6 max-w-lg rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
                data-testid="resend"
              >
                <ResendLinkForm copy={copy.resend} language={lang} />
              </div>
            </>
          )}

          <AcademyUpsell copy={copy} newTab={newTab} className="mt-10" />

          <BackHomeLink href={home} label={copy.backToHome} />
        </div>
      )}
    </PurchasePage>
  );
}

export { ErrorBoundary } from '../components/route-error';
