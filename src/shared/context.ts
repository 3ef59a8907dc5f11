import type { WithdrawalInfo } from './api/purchases';
import type { PartnerPageData } from './api/commissions';
import type { PublicProduct } from './products';
import type { PublicSettings } from './public-settings';
import type { ServerPage } from './server-page';

/** What the server hands the React Router loaders; the app never imports server code. */
export interface ShopServices {
  settings: PublicSettings;
  listProducts(): Promise<PublicProduct[]>;
  /**
   * The withdrawal page's purchase, by its signed token (decision D5): only reads, so the page
   * is rendered on the server in the purchase's language.
   */
  withdrawal(token: string): Promise<WithdrawalInfo>;
  /** A referral partner's own page, by its signed, expiring token (decision D18): only reads. */
  partnerPage(token: string): Promise<PartnerPageData>;
}

declare module 'react-router' {
  interface AppLoadContext {
    shop: ShopServices;
    /** This response's Content-Security-Policy nonce: every inline script of the page carries it. */
    cspNonce?: string;
    /** A page the server decided (a download answer, the demo payment page), to lay out. */
    page?: ServerPage;
  }
}
