import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/legal';
import { LANGS, localizedPath, pageFromPath } from '../../shared/languages';
import { Footer } from '../components/footer';
import { HomeLink } from '../components/home-link';
import { PageHeader } from '../components/page-header';
import { fill, LEGAL } from '../content/index';
import type { RootData } from '../root-data';
import { formatUpdated, type LegalPage } from '../lib/legal-date';

export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const found = pageFromPath(new URL(request.url).pathname);
  if (!found || !['privacy', 'terms', 'legalNotice', 'accessibility'].includes(found.page)) {
    throw data(null, { status: 404 });
  }
  const page = found.page as LegalPage;
  const { settings } = context.shop;
  const doc = LEGAL[found.lang][page];
  const values = {
    sellerName: settings.seller.name,
    sellerAddress: settings.seller.address,
    vatId: settings.seller.vatId,
    email: settings.supportEmail,
    site: settings.publicUrl,
    host: settings.seller.hostingProvider,
    mediator: settings.seller.consumerMediator,
  };
  const f = (t: string) => fill(t, values);
  return {
    lang: found.lang,
    page,
    publicUrl: settings.publicUrl,
    updated: formatUpdated(found.lang, page, settings.legalUpdatedAt),
    backHome: LEGAL[found.lang].backHome,
    doc: {
      title: doc.title,
      updatedLabel: doc.updatedLabel,
      intro: doc.intro?.map(f),
      sections: doc.sections.map((s) => ({
        heading: f(s.heading),
        paragraphs: s.paragraphs.map(f),
        list: s.list?.map(f),
        after: s.after?.map(f),
      })),
    },
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.doc.title} | Restaurant Closer` },
    { name: 'description', content: `${data.doc.title} – Restaurant Closer` },
    {
      tagName: 'link',
      rel: 'canonical',
      href: data.publicUrl + localizedPath(data.page, data.lang),
    },
    ...LANGS.map((l) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: l,
      href: data.publicUrl + localizedPath(data.page, l),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: data.publicUrl + localizedPath(data.page, 'en'),
    },
  ];
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { lang, page, doc, updated, backHome } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  return (
    <>
      <PageHeader
        lang={lang}
        pathname={localizedPath(page, lang)}
        languageLabel={root?.common.languageMenu ?? 'Language'}
        homeLabel={root?.common.homeLabel ?? 'Restaurant Closer'}
        logoHref="/"
      />
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-muted" data-testid="updated">
          {doc.updatedLabel} <time>{updated}</time>
        </p>
        <div className="mt-8 space-y-4 leading-relaxed text-stone-800">
          {doc.intro?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {doc.sections.map((s) => (
          <section key={s.heading} className="mt-10">
            <h2 className="text-xl font-bold">{s.heading}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-stone-800 [overflow-wrap:anywhere]">
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.list && (
                <ul className="list-disc space-y-1.5 pl-6">
                  {s.list.map((li) => (
                    <li key={li}>{li}</li>
                  ))}
                </ul>
              )}
              {s.after?.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </section>
        ))}
        <p className="mt-12">
          <HomeLink href={localizedPath('home', lang)} label={backHome} />
        </p>
      </main>
      {root && <Footer lang={lang} copy={root.footer} seller={root.settings.seller.name} />}
    </>
  );
}

export { ErrorBoundary } from '../components/route-error';
