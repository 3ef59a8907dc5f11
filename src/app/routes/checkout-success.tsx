import type { Route } from './+types/checkout-success';
import { localizedPath } from '../../shared/languages';
import { AcademyUpsell } from '../components/academy-upsell';
import { PaidPurchase } from '../components/paid-purchase';
import { PurchaseFacts } from '../components/purchase-download';
import { PurchasePage } from '../components/purchase-page';
import { SuccessHeading } from '../components/purchase-states';
import { ShopIcon } from '../components/shop-icons';
import { BackHomeLink, shopTitleMeta } from '../components/shop-page';
import { usePurchaseDetail } from '../lib/purchase-detail';
import { readShopRequest } from '../lib/shop-request';
import { INVOICE_DETAILS } from '../content/shop/invoice-details';

export function loader({ request }: Route.LoaderArgs) {
  const { url, lang, shop } = readShopRequest(request);
  return {
    lang,
    sessionId: url.searchParams.get('session_id') || null,
    title: `${shop.titles.success} | Restaurant Closer`,
    copy: shop.success,
    errors: shop.confirmation,
    resend: shop.thanks.resend,
    newTab: shop.checkout.newTab,
    invoiceLink: INVOICE_DETAILS[lang].invoiceLink,
    einvoiceLink: INVOICE_DETAILS[lang].einvoiceLink,
  };
}

export const meta = shopTitleMeta;

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { lang, sessionId, copy, errors, newTab, resend, invoiceLink, einvoiceLink } = loaderData;
  const home = localizedPath('home', lang);
  const { state, sessionId: shown } = usePurchaseDetail(sessionId, lang, errors);

  return (
    <PurchasePage
      lang={lang}
      page="success"
      carry={{ param: 'session_id', value: shown }}
      state={state}
      copy={copy}
      resend={resend}
    >
      {state.kind === 'paid' && (
        <div className="text-center" data-testid="purchase-success">
          <SuccessHeading title={copy.title} />
          <p className="mx-auto mt-3 max-w-prose text-lg text-muted">
            {state.detail.teamUrl ? copy.teamSubtitle : copy.subtitle}
          </p>

          <PaidPurchase
            detail={state.detail}
            copy={copy}
            emailNotice={
              <>
                <ShopIcon name="mail" className="mr-1.5 inline h-4 w-4 align-[-3px]" />
                {copy.emailNotice}
              </>
            }
          >
            {state.detail.invoiceUrl && (
              // The invoice (decision D16): shown, like the download, only to the paying browser.
              <p className="mt-4">
                <a
                  href={state.detail.invoiceUrl}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-wine underline underline-offset-2 hover:text-wine-dark"
                  data-testid="invoice-link"
                >
                  <ShopIcon name="file" className="h-4 w-4 shrink-0" />
                  {invoiceLink}
                </a>
                {state.detail.einvoiceUrl && (
                  // A business buyer's e-invoice, the XML the PDF carries (decision 095).
                  <a
                    href={state.detail.einvoiceUrl}
                    className="ml-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-wine underline underline-offset-2 hover:text-wine-dark"
                    data-testid="einvoice-link"
                  >
                    {einvoiceLink}
                  </a>
                )}
              </p>
            )}
            {state.detail.vatNote && (
              // Why VAT was charged although a VAT number was given: VIES did not confirm it.
              <p className="mx-auto mt-3 max-w-prose text-sm text-muted" data-testid="vat-note">
                {state.detail.vatNote}
              </p>
            )}
            <div className="mt-8">
              <PurchaseFacts copy={copy} />
            </div>
            <AcademyUpsell copy={copy} newTab={newTab} className="mt-8" />
          </PaidPurchase>

          <BackHomeLink href={home} label={copy.backToHome} />
        </div>
      )}
    </PurchasePage>
  );
}

export { ErrorBoundary } from '../components/route-error';
