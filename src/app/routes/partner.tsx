import { data } from 'react-router';
import { formatDate, formatMoney, formatMonth } from '../../shared/format';
import type { Route } from './+types/partner';
import type { PartnerPageData } from '../../shared/api/commissions';
import {
  LANGS,
  LANGUAGE_INFO,
  localizedPath,
  preferredLang,
  toLang,
  type Lang,
} from '../../shared/languages';
import { fill } from '../content/index';
import { PARTNER_PAGE } from '../content/partner';
import { ShopPage } from '../components/shop-page';
import type { PageHandle } from '../root';
import { ColumnHeadings } from '../components/column-headings';

/**
 * A referral partner's own page (decision D18), reached with the signed link the seller mailed:
 * the partner's clicks, orders and commissions per month, in the partner's language, and
 * nothing of any buyer. Rendered on the server as static HTML; opening it only reads. A link
 * that is over (410) or altered (404) says so in the five languages: it names no language.
 */
export const handle: PageHandle = { hydrate: false };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page: PartnerPageData = await context.shop.partnerPage(params.token ?? '');
  if (page.status === 'ok') {
    const lang = toLang(page.language);
    return { page, lang };
  }
  const lang = preferredLang(request.headers.get('accept-language'));
  return data({ page, lang }, { status: page.status === 'expired' ? 410 : 404 });
}

/** Personal figures: no cache keeps them, no search engine shows them. */
export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

export function meta({ data }: Route.MetaArgs) {
  const lang = data?.lang ?? 'en';
  return [
    { title: PARTNER_PAGE[lang].documentTitle },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

const money = (cents: number, lang: Lang) => formatMoney(cents, 'EUR', lang);
const monthName = formatMonth;

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { page, lang } = loaderData;
  if (page.status !== 'ok') return <LinkRefused status={page.status} lang={lang} />;
  const copy = PARTNER_PAGE[lang];
  const totals = page.months.reduce(
    (t, m) => ({
      clicks: t.clicks + m.clicks,
      orders: t.orders + m.orders,
      due: t.due + m.due,
      paid: t.paid + (m.paid ?? 0),
    }),
    { clicks: 0, orders: 0, due: 0, paid: 0 },
  );
  const cell = 'whitespace-nowrap px-1.5 py-2 text-right tabular-nums sm:px-3';
  return (
    <ShopPage lang={lang} pathname={localizedPath('home', lang)} languages={false}>
      <div className="mx-auto max-w-3xl px-3 py-10 sm:px-6 md:py-14" data-testid="partner-page">
        <p className="text-sm font-semibold uppercase tracking-wide text-wine">{copy.eyebrow}</p>
        <h1 className="mt-1 text-balance text-3xl font-extrabold tracking-tight text-ink">
          {fill(copy.title, { name: page.name })}
        </h1>
        <p className="mt-4 max-w-prose leading-relaxed text-stone-700">
          {fill(copy.intro, { percent: String(page.commissionPercent) })}
        </p>
        <p className="mt-2 text-sm text-muted">
          {fill(copy.validUntil, { date: formatDate(page.expiresAt, lang) })} {copy.privacy}
        </p>
        <PartnerLinks links={page.links} title={copy.linksTitle} intro={copy.linksIntro} />
        {/* Scrolls sideways where a phone is narrower than the table: reachable by keyboard. */}
        <div
          className="relative mt-8 overflow-x-auto rounded-xl border border-stone-200"
          role="region"
          aria-label={copy.tableCaption}
          tabIndex={0}
        >
          <table className="w-full text-sm" data-testid="partner-months">
            <caption className="bg-linen px-3 py-3 text-left font-semibold text-ink">
              {copy.tableCaption}
            </caption>
            <thead className="border-b border-stone-200 bg-stone-50 text-xs text-muted">
              <tr>
                <ColumnHeadings
                  headings={[copy.month, copy.clicks, copy.orders, copy.due, copy.paid]}
                  className={(i) =>
                    `px-1.5 py-2 font-semibold sm:px-3 ${i === 0 ? 'text-left' : 'text-right'}`
                  }
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 text-ink">
              {page.months.map((m) => (
                <tr key={m.month} data-month={m.month}>
                  <th
                    scope="row"
                    className="whitespace-nowrap px-1.5 py-2 text-left font-medium sm:px-3"
                  >
                    {/* A phone's column is narrow: the month's short name there. */}
                    <span className="sm:hidden">{monthName(m.month, lang, 'short')}</span>
                    <span className="hidden sm:inline">{monthName(m.month, lang)}</span>
                  </th>
                  <td className={cell}>{m.clicks.toLocaleString(LANGUAGE_INFO[lang].locale)}</td>
                  <td className={cell}>{m.orders.toLocaleString(LANGUAGE_INFO[lang].locale)}</td>
                  <td className={cell}>{money(m.due, lang)}</td>
                  <td className={`${cell} ${m.paid === null ? 'text-muted' : ''}`}>
                    {m.paid === null && m.due <= 0 ? (
                      '–'
                    ) : m.paid === null ? (
                      <>
                        <span aria-hidden="true" className="sm:hidden">
                          –
                        </span>
                        <span className="sr-only sm:not-sr-only">{copy.notPaid}</span>
                      </>
                    ) : (
                      money(m.paid, lang)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-stone-300 bg-stone-50 font-semibold text-ink">
              <tr>
                <th scope="row" className="px-1.5 py-2 text-left sm:px-3">
                  {copy.totals}
                </th>
                <td className={cell}>{totals.clicks.toLocaleString(LANGUAGE_INFO[lang].locale)}</td>
                <td className={cell}>{totals.orders.toLocaleString(LANGUAGE_INFO[lang].locale)}</td>
                <td className={cell}>{money(totals.due, lang)}</td>
                <td className={cell}>{money(totals.paid, lang)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted">
          <li>{copy.explainClicks}</li>
          <li>{copy.explainDue}</li>
        </ul>
      </div>
    </ShopPage>
  );
}

/**
 * The partner's links to the sales page, one per language. The page runs no script, so no copy
 * button: one click selects a whole address.
 */
function PartnerLinks(props: {
  links: Array<{ lang: Lang; url: string }>;
  title: string;
  intro: string;
}) {
  return (
    <section aria-labelledby="partner-links" className="mt-8" data-testid="partner-links">
      <h2 id="partner-links" className="text-lg font-bold text-ink">
        {props.title}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-stone-700">{props.intro}</p>
      <ul className="mt-3 space-y-2">
        {props.links.map((link) => (
          <li key={link.lang} className="text-sm">
            <span lang={link.lang} className="block font-medium text-ink">
              {LANGUAGE_INFO[link.lang].name}
            </span>
            <code className="block select-all break-all rounded-md border border-stone-200 bg-stone-50 px-2 py-1 text-stone-800">
              {link.url}
            </code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An expired or altered link: the same words in every language, the visitor's first. */
function LinkRefused({ status, lang }: { status: 'expired' | 'invalid'; lang: Lang }) {
  const order = [lang, ...LANGS.filter((l) => l !== lang)];
  return (
    <ShopPage lang={lang} pathname={localizedPath('home', lang)} languages={false}>
      <div
        className="mx-auto max-w-2xl px-4 py-10 sm:px-6 md:py-14"
        data-testid={`partner-${status}`}
      >
        {order.map((l, i) => {
          const copy = PARTNER_PAGE[l];
          const title = status === 'expired' ? copy.expiredTitle : copy.invalidTitle;
          const text = status === 'expired' ? copy.expiredText : copy.invalidText;
          return (
            <section
              key={l}
              lang={l}
              className={i === 0 ? '' : 'mt-6 border-t border-stone-200 pt-6'}
            >
              {i === 0 ? (
                <h1 className="text-balance text-3xl font-extrabold tracking-tight text-ink">
                  {title}
                </h1>
              ) : (
                <h2 className="text-xl font-bold text-ink">{title}</h2>
              )}
              <p className="mt-2 max-w-prose leading-relaxed text-stone-700">{text}</p>
            </section>
          );
        })}
      </div>
    </ShopPage>
  );
}

export { ErrorBoundary } from '../components/route-error';
