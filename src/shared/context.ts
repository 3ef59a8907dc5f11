import type { Lang } from './languages';
import type { WithdrawalInfo } from './api/purchases';
import type { TeamPageInfo, TeamSaveInput, TeamSaveResult } from './api/team';
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
  /**
   * What a checkout reminder's link back (`?resume=`) fills in (decision D18); null for a bad
   * or expired token, which just opens the normal checkout.
   */
  resumeCheckout(token: string): Promise<{
    email: string;
    language: Lang;
    discountCode: string | null;
    /** The copies the reminded checkout was for (1, or a team's). */
    copies: number;
  } | null>;
  /**
   * Unsubscribes from checkout reminders by a reminder's signed link: the buyer's language,
   * or null for a bad token. Repeating it changes nothing.
   */
  unsubscribeReminders(token: string): Promise<{ language: Lang } | null>;
  /** The language of the checkout a reminder's unsubscribe link names (only reads), or null. */
  reminderLanguage(token: string): Promise<Lang | null>;
  /** A referral partner's own page, by its signed, expiring token (decision D18): only reads. */
  partnerPage(token: string): Promise<PartnerPageData>;
  /** The language of the partner a working partner link names (only reads), or null. */
  partnerLanguage(token: string): Promise<Lang | null>;
  /** A team order's page by its signed link (decision 100): only reads; null for a bad link. */
  teamPage(token: string): Promise<TeamPageInfo | null>;
  /** The buyer's language of the team order a team page's link names (only reads), or null. */
  teamLanguage(token: string): Promise<Lang | null>;
  /**
   * Gives out copies of a team order (decision 100): all or nothing, each refused entry named;
   * null for a bad link.
   */
  saveTeam(token: string, input: TeamSaveInput): Promise<TeamSaveResult | null>;
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
