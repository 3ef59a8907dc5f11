import type { PublicProduct } from './products';
import type { PublicSettings } from './public-settings';

/** What the server hands the React Router loaders; the app never imports server code. */
export interface ShopServices {
  settings: PublicSettings;
  listProducts(): Promise<PublicProduct[]>;
}

declare module 'react-router' {
  interface AppLoadContext {
    shop: ShopServices;
    /** This response's Content-Security-Policy nonce: every inline script of the page carries it. */
    cspNonce?: string;
  }
}
