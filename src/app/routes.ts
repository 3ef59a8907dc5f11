import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { HOME_PATHS, LANGS, localizedPath } from '../shared/languages';

// The complete route table of the specification, plus the language-prefixed checkout and
// result routes (decision D2), the legal-notice pages (decision D7) and the accessibility
// statement.
const perLanguage = LANGS.flatMap((lang) => [
  route(HOME_PATHS[lang], 'routes/home.tsx', { id: `home-${lang}` }),
  route(`/${lang}`, 'routes/home.tsx', { id: `home-prefix-${lang}` }),
  route(localizedPath('checkout', lang), 'routes/checkout.tsx', { id: `checkout-${lang}` }),
  route(localizedPath('success', lang), 'routes/checkout-success.tsx', { id: `success-${lang}` }),
  route(localizedPath('cancel', lang), 'routes/checkout-cancel.tsx', { id: `cancel-${lang}` }),
  route(localizedPath('error', lang), 'routes/checkout-error.tsx', { id: `error-${lang}` }),
  route(localizedPath('thanks', lang), 'routes/thanks.tsx', { id: `thanks-${lang}` }),
  route(localizedPath('privacy', lang), 'routes/legal.tsx', { id: `privacy-${lang}` }),
  route(localizedPath('terms', lang), 'routes/legal.tsx', { id: `terms-${lang}` }),
  route(localizedPath('legalNotice', lang), 'routes/legal.tsx', { id: `legal-notice-${lang}` }),
  route(localizedPath('accessibility', lang), 'routes/legal.tsx', { id: `accessibility-${lang}` }),
]);

export default [
  index('routes/home.tsx', { id: 'home' }),
  ...perLanguage,
  route('/login', 'routes/login.tsx'),
  route('/auth/callback', 'routes/auth-callback.tsx'),
  // The admin (decision 089): the frame (guard, header) around every admin screen, each with
  // its own address, loader and, where it changes something, action. /admin itself sends old
  // `?table=` links and the bare address on to a screen.
  route('/admin', 'routes/admin.tsx', [
    index('routes/admin-dashboard.tsx'),
    // The screens with the sidebar (Auswertung, Tabellen).
    layout('routes/admin-sections.tsx', [
      route('verkaeufe', 'routes/admin-sales.tsx'),
      route('rechnungen', 'routes/admin-invoices.tsx'),
      route('oss-meldung', 'routes/admin-oss.tsx'),
      route('provisionen', 'routes/admin-commissions.tsx'),
      route('buchhaltung', 'routes/admin-accounting.tsx'),
      route('tabellen/:name', 'routes/admin-table.tsx'),
    ]),
    route('orders/new', 'routes/admin-free-copy.tsx'),
    route('orders/:id', 'routes/admin-order.tsx'),
    route('audit/:id', 'routes/admin-audit.tsx'),
  ]),
  route('/withdraw/:token', 'routes/withdraw.tsx'),
  // A team order's page, by its signed link: the buyer gives out the copies (decision 100).
  route('/team/:token', 'routes/team.tsx'),
  // A checkout reminder's unsubscribe link (decision D18).
  route('/unsubscribe/:token', 'routes/unsubscribe.tsx'),
  // A referral partner's own page, by its signed link (decision D18).
  route('/partner/:token', 'routes/partner.tsx'),
  // Pages the server decides and hands over (download answers, the demo payment page).
  route('/download/*', 'routes/server-page.tsx', { id: 'download-page' }),
  route('/demo-pay/*', 'routes/server-page.tsx', { id: 'demo-payment-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
