import { localizedPath, type Lang } from '../../shared/languages';
import type { PurchaseState } from '../lib/purchase-detail';
import { PurchaseStates } from './purchase-states';
import type { ResendLinkFormCopy } from './resend-link-form';
import { ShopPage } from './shop-page';

/**
 * The frame of the success and thank-you pages: the shop page that carries the purchase's id
 * along the language flags, and the purchase's states before it is paid; the page's own
 * content (the paid purchase) follows them.
 */
export function PurchasePage({
  lang,
  page,
  logoHref,
  carry,
  state,
  copy,
  resend,
  children,
}: {
  lang: Lang;
  page: 'success' | 'thanks';
  logoHref?: string;
  carry: { param: 'session_id' | 'id'; value: string | null };
  state: PurchaseState;
  copy: React.ComponentProps<typeof PurchaseStates>['copy'];
  resend: ResendLinkFormCopy;
  children: React.ReactNode;
}) {
  return (
    <ShopPage lang={lang} pathname={localizedPath(page, lang)} logoHref={logoHref} carry={carry}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-14">
        <PurchaseStates
          state={state}
          copy={copy}
          homeHref={localizedPath('home', lang)}
          resend={{ copy: resend, language: lang }}
        />
        {children}
      </div>
    </ShopPage>
  );
}
