import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import type { Route } from './+types/root';
import '../shared/context';
import { langFromPath, localizedPath, preferredLang, type Lang } from '../shared/languages';
import { CookieBanner } from './components/cookie-banner';
import { COMMON } from './content/common';
import { LANDING } from './content/index';
import { PAGE_SCRIPT } from './lib/page-script';
import type { RootData } from './root-data';
import { withdrawPageLang } from './lib/withdrawal';
import { useKeptReferral } from './lib/referral';
import stylesheet from './app.css?url';
import interLatin from './fonts/inter-latin-wght-400-900.woff2?url';

export const links: LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const lang = await pageLanguage(request, context);
  const landing = LANDING[lang];
  const { settings } = context.shop;
  const hasTrackers = Boolean(settings.gaMeasurementId || settings.metaPixelId);
  return {
    lang,
    hasTrackers,
    nonce: context.cspNonce ?? '',
    settings,
    common: COMMON[lang],
    footer: {
      ...landing.footer,
      disclaimer: landing.disclaimer,
      navLabel: COMMON[lang].legalNav,
      cookieSettings: hasTrackers ? COMMON[lang].cookieSettings : null,
    },
  };
}

/**
 * The language of the page, its frame and its cookie banner: the path's; German for the
 * sign-in and the admin (D10); the purchase's on the pages reached with a purchase's link
 * (withdrawal, download answers, the demo payment page) and a checkout reminder's unsubscribe
 * link and a team page; the partner's on a referral partner's page; the browser's for a
 * withdrawal, unsubscribe, partner or team link that names nothing.
 */
async function pageLanguage(request: Request, context: Route.LoaderArgs['context']): Promise<Lang> {
  const pathname = new URL(request.url).pathname;
  if (context.page) return context.page.lang;
  if (/^\/(login|admin|auth)(\/|$)/.test(pathname)) return 'de';
  const withdraw = /^\/withdraw\/([^/]+)\/?$/.exec(pathname);
  if (withdraw) {
    try {
      const info = await context.shop.withdrawal(decodeURIComponent(withdraw[1]));
      return withdrawPageLang(info, request);
    } catch {
      return 'en';
    }
  }
  // A reminder's unsubscribe link, a partner's page or a team page (decision 100): the buyer's
  // or the partner's language.
  const link = /^\/(unsubscribe|partner|team)\/([^/]+)\/?$/.exec(pathname);
  if (link) {
    const token = decodeURIComponent(link[2]);
    const { shop } = context;
    const language = {
      unsubscribe: shop.reminderLanguage,
      partner: shop.partnerLanguage,
      team: shop.teamLanguage,
    }[link[1] as 'unsubscribe' | 'partner' | 'team'];
    const lang = await language(token).catch(() => null);
    return lang ?? preferredLang(request.headers.get('accept-language'));
  }
  return langFromPath(pathname);
}

/** A route opts out of the React runtime with handle { hydrate: false }: it is static HTML. */
export interface PageHandle {
  hydrate?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const location = useLocation();
  const matches = useMatches();
  const lang: Lang = data?.lang ?? langFromPath(location.pathname);
  const common = data?.common ?? COMMON[lang];
  const nonce = data?.nonce || undefined;
  const hydrate = !matches.some((m) => (m.handle as PageHandle | undefined)?.hydrate === false);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1917" />
        <Meta />
        <Links />
      </head>
      <body
        data-ga={data?.settings.gaMeasurementId ?? undefined}
        data-pixel={data?.settings.metaPixelId ?? undefined}
        data-ga-src={data?.settings.gaMeasurementId ? data.settings.gaScriptUrl : undefined}
        data-pixel-src={data?.settings.metaPixelId ? data.settings.metaPixelScriptUrl : undefined}
      >
        {data?.settings.testMode && (
          <div
            role="alert"
            data-testid="test-mode-banner"
            className="bg-yellow-400 px-4 py-2 text-center text-sm font-bold text-stone-900"
          >
            {common.testMode}
          </div>
        )}
        {children}
        {data?.hasTrackers && (
          <CookieBanner copy={common.banner} privacyHref={localizedPath('privacy', lang)} />
        )}
        {/* Browsers hide a nonce from the DOM once read, so hydration sees it empty. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }}
        />
        {hydrate && <ScrollRestoration nonce={nonce} />}
        {hydrate && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App() {
  // A partner's code in the address is kept with the visitor's consent (decision D18).
  useKeptReferral();
  return <Outlet />;
}

export { ErrorBoundary } from './components/route-error';
