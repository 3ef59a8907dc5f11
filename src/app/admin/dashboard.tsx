import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { TableSchema } from '../../shared/schema-validation';
import type { VatThresholdStatus } from '../../shared/api/oss';
import { fetchSchema, fetchSchemaNames } from './api';
import { ThresholdNotice } from './oss-return';

/** The sidebar's entries before the tables, in their order; each has its own address. */
export const INSIGHTS = [
  { path: 'verkaeufe', title: 'Verkäufe', hint: 'Umsatz und Trichter' },
  {
    path: 'rechnungen',
    title: 'Rechnungen',
    hint: 'Export für die Buchhaltung',
    testId: 'nav-invoices',
  },
  {
    path: 'oss-meldung',
    title: 'OSS-Meldung',
    hint: 'EU-Umsätze je Quartal',
    testId: 'nav-oss',
  },
  {
    path: 'provisionen',
    title: 'Provisionen',
    hint: 'Partner und Auszahlungen',
    testId: 'nav-commissions',
  },
  {
    path: 'buchhaltung',
    title: 'Buchhaltung',
    hint: 'DATEV-Export und Konten',
    testId: 'nav-accounting',
  },
] as const;

/** The orders' table: the list the order desk and the free-copy form go back to. */
export const ORDERS_TABLE = 'ebook_purchases';

/** The address of a table's list (its view, if any, in the query string). */
export const tablePath = (name: string, search = '') =>
  `/admin/tabellen/${encodeURIComponent(name)}${search}`;

interface LoadedSchema {
  name: string;
  schema: TableSchema;
}

/** Loads every schema the server exposes; one that fails alone is logged and skipped. */
export async function loadSchemas(): Promise<LoadedSchema[]> {
  const names = await fetchSchemaNames();
  const settled = await Promise.allSettled(names.map((name) => fetchSchema(name)));
  const loaded: LoadedSchema[] = [];
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') loaded.push({ name: names[i], schema: s.value });
    else console.error(`Schema ${names[i]} konnte nicht geladen werden`, s.reason);
  });
  return loaded;
}

/** The admin screens with the sidebar: the reports, then the tables; `children` is the screen. */
export function Dashboard({
  schemas,
  threshold = null,
  children,
}: {
  schemas: LoadedSchema[];
  /** Where the EU threshold stands (decision 093): a warning above every screen from 80 %. */
  threshold?: VatThresholdStatus | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <aside className="min-w-0">
        <NavGroup id="insight-heading" heading="Auswertung">
          {INSIGHTS.map((entry) => (
            <NavEntry
              key={entry.path}
              to={`/admin/${entry.path}`}
              title={entry.title}
              hint={entry.hint}
              testId={'testId' in entry ? entry.testId : undefined}
            />
          ))}
        </NavGroup>
        <NavGroup id="tables-heading" heading={`Tabellen (${schemas.length})`} spaced>
          {schemas.map(({ name, schema }) => (
            <NavEntry key={name} to={tablePath(name)} title={schema.title} />
          ))}
        </NavGroup>
      </aside>
      <div className="min-w-0">
        <ThresholdNotice status={threshold} />
        {schemas.length === 0 ? (
          <div className="mb-6 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <h2 className="text-base font-semibold text-ink">Keine Tabellen gefunden</h2>
            <p className="mt-2 text-sm text-muted">
              Es wurden keine Schema-Dateien in src/shared/schemas/ gefunden.
            </p>
          </div>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** A labelled group of the sidebar: a row that scrolls sideways on phones, a column beside. */
function NavGroup(props: { id: string; heading: string; spaced?: boolean; children: ReactNode }) {
  return (
    <>
      <h2
        id={props.id}
        className={`px-1 text-xs font-semibold uppercase tracking-wide text-muted ${
          props.spaced ? 'mt-4 lg:mt-6' : ''
        }`}
      >
        {props.heading}
      </h2>
      <nav
        aria-labelledby={props.id}
        className="mt-2 flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:gap-1 lg:overflow-visible"
      >
        {props.children}
      </nav>
    </>
  );
}

/** One entry of the sidebar: a link to its screen, a hint under it if any, marked while shown. */
function NavEntry(props: {
  to: string;
  title: string;
  /** A line under the title; the tables have none (their German title says it all). */
  hint?: string;
  testId?: string;
}) {
  return (
    <NavLink
      to={props.to}
      className={({ isActive }) =>
        `group shrink-0 rounded-md border px-3 py-2 text-left lg:w-full ${
          isActive
            ? 'border-wine bg-white shadow-sm'
            : 'border-transparent hover:border-stone-200 hover:bg-white'
        }`
      }
      data-testid={props.testId}
    >
      <span className="block text-sm font-medium text-ink group-aria-[current=page]:text-wine">
        {props.title}
      </span>
      {props.hint && <span className="block text-xs text-muted">{props.hint}</span>}
    </NavLink>
  );
}
