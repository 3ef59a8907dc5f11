import type { Lang } from '../shared/languages';
import type { PublicSettings } from '../shared/public-settings';
import type { CommonCopy } from './content/common';
import type { FooterCopy } from './components/footer';

/** What the root route's loader gives every page (read with useRouteLoaderData('root')). */
export interface RootData {
  lang: Lang;
  /** An analytics or ad-pixel id is configured: only then is there a consent to ask (D13). */
  hasTrackers: boolean;
  /** The response's script nonce (Content-Security-Policy). */
  nonce: string;
  settings: PublicSettings;
  common: CommonCopy;
  footer: FooterCopy;
}
