import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/server-page';
import { localizedPath } from '../../shared/languages';
import type { DemoPaymentPage, NoticePage } from '../../shared/server-page';
import { ShopIcon } from '../components/shop-icons';
import { BackHomeLink, ShopPage } from '../components/shop-page';
import type { PageHandle } from '../root';
import type { RootData } from '../root-data';
import { EMAIL_INPUT } from '../components/email-input';

/**
 * The pages whose content the server decides (a download link's answer, the demo provider's
 * payment page), laid out in the shop's frame. The server hands the page in the load context;
 * reached any other way, the address is unknown. Static HTML: its forms post without script.
 */
export const handle: PageHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  if (!context.page) throw data(null, { status: 404 });
  return context.page;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.title} | Restaurant Closer` },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function ServerPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <ShopPage lang={page.lang} pathname={localizedPath('home', page.lang)} languages={false}>
      {page.kind === 'notice' ? <Notice page={page} /> : <DemoPayment page={page} />}
    </ShopPage>
  );
}

function Notice({ page }: { page: NoticePage }) {
  const error = page.error && (
    <p
      id="notice-error"
      role="alert"
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
      data-testid="notice-error"
    >
      {page.error}
    </p>
  );
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6 md:py-16" data-testid="notice">
      <div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sand text-wine">
          <ShopIcon name="download" className="h-6 w-6" />
        </span>
        <h1 className="mt-5 text-balance text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {page.title}
        </h1>
        <p className="mt-3 leading-relaxed text-stone-700">{page.text}</p>
        {page.action && (
          <a
            href={page.action.href}
            rel="nofollow"
            className="mt-6 inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
            data-testid="notice-action"
          >
            <ShopIcon name="download" className="h-5 w-5" />
            {page.action.label}
          </a>
        )}
        {page.form ? (
          // The server checks the address by the shop's one rule and answers in the page's
          // language; the browser's own check (which refuses 'jörg@…') stays off.
          <form
            method="post"
            action="/download/resend"
            noValidate
            className="mt-8 border-t border-stone-200 pt-6"
            data-testid="resend"
          >
            {/* On the form's own page (a refused post) the heading above already says it. */}
            {page.form.title !== page.title && (
              <>
                <h2 className="text-lg font-semibold text-ink">{page.form.title}</h2>
                <p className="mt-1 text-sm text-muted">{page.form.text}</p>
              </>
            )}
            <input type="hidden" name="language" value={page.lang} />
            <label
              htmlFor="resend-email"
              className={`${page.form.title === page.title ? '' : 'mt-4 '}block text-sm font-semibold text-ink`}
            >
              {page.form.emailLabel}
            </label>
            <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
              <input
                id="resend-email"
                {...EMAIL_INPUT}
                defaultValue={page.form.value}
                aria-invalid={page.form.invalid ? 'true' : undefined}
                aria-describedby={page.error ? 'notice-error' : undefined}
                className={`min-h-12 w-full min-w-0 rounded-md border bg-white px-3 text-base text-ink ${
                  page.form.invalid ? 'border-red-700 ring-1 ring-red-700' : 'border-stone-400'
                }`}
              />
              <button
                type="submit"
                className="min-h-12 shrink-0 rounded-md bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
              >
                {page.form.button}
              </button>
            </div>
            {error}
          </form>
        ) : (
          error
        )}
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        {page.contact}{' '}
        <a
          href={`mailto:${page.supportEmail}`}
          className="font-semibold text-wine underline underline-offset-2"
        >
          {page.supportEmail}
        </a>
      </p>
      <p className="text-center">
        <BackHomeLink
          href={localizedPath('home', page.lang)}
          label={page.home}
          className="inline-flex min-h-12 items-center gap-1.5 text-sm font-semibold text-wine underline underline-offset-4"
        />
      </p>
    </div>
  );
}

const DEMO_BUTTON: Record<string, string> = {
  pay: 'bg-accent font-bold text-white hover:bg-accent-dark',
  later: 'border border-stone-400 bg-white font-semibold text-ink hover:bg-stone-50',
  decline: 'border border-stone-400 bg-white font-semibold text-ink hover:bg-stone-50',
  cancel: 'font-semibold text-muted underline underline-offset-4 hover:text-ink',
};

function DemoPayment({ page }: { page: DemoPaymentPage }) {
  // A production shop on the demo provider already says so above every page.
  const siteMarked = useRouteLoaderData<RootData>('root')?.settings.testMode;
  return (
    <div className="px-4 pb-12 pt-6 sm:px-6 md:pt-10">
      {!siteMarked && (
        <p
          role="alert"
          className="mx-auto max-w-md rounded-lg bg-yellow-400 px-4 py-3 text-center font-bold text-stone-900"
          data-testid="demo-test-mode"
        >
          {page.testMode}
        </p>
      )}
      <div
        className="mx-auto mt-6 max-w-md rounded-xl border-[3px] border-dashed border-yellow-600 bg-white p-6 sm:p-7"
        data-testid="demo-payment"
      >
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{page.title}</h1>
        {page.payment && (
          <div className="mt-4">
            <p className="text-muted">{page.payment.productName}</p>
            <p className="mt-1 text-4xl font-extrabold text-ink" data-testid="demo-amount">
              {page.payment.amount}
            </p>
            <p className="mt-1 break-all text-muted">{page.payment.email}</p>
          </div>
        )}
        {page.message && <p className="mt-4 text-stone-700">{page.message}</p>}
        {page.actions.length > 0 && (
          // One form: the billing country goes with whichever button is pressed.
          <form method="post" action={page.actions[0].href} className="mt-6">
            {page.billing && (
              <label className="mb-4 block text-sm font-semibold text-ink">
                {page.billing.label}
                <select
                  name="country"
                  defaultValue={page.billing.selected}
                  className="mt-1.5 block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
                  data-testid="demo-country"
                >
                  {page.billing.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div className="grid gap-3">
              {page.actions.map((a) => (
                <button
                  key={a.action}
                  type="submit"
                  formAction={a.href}
                  className={`min-h-12 w-full rounded-lg px-4 py-2 text-base ${DEMO_BUTTON[a.action] ?? DEMO_BUTTON.later}`}
                  data-testid={`demo-${a.action}`}
                >
                  {a.label}
                </button>
              ))}
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

export { ErrorBoundary } from '../components/route-error';
