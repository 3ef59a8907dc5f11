import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSchema } from '../../shared/schema-validation';
import { fetchSchema, fetchSchemaNames } from './api';
import { InvoicesView } from './invoices';
import { CommissionsView } from './commissions';
import { TableEditor } from './table-editor';

// The sales view brings the chart library: its own chunk, fetched when it is opened.
const SalesView = lazy(() => import('./sales'));
/** The sidebar's first entry, before the tables; its name is no table's. */
const SALES = 'verkaeufe';
/** The accountant's invoice export (decision D16); its name is no table's either. */
const INVOICES = 'rechnungen';
/** Referral partners' commissions (decision D18); no table's name either. */
const COMMISSIONS = 'provisionen';
/** The sidebar's entries before the tables, in their order. */
const INSIGHTS = [
  { name: SALES, title: 'Verkäufe', hint: 'Umsatz und Trichter' },
  {
    name: INVOICES,
    title: 'Rechnungen',
    hint: 'Export für die Buchhaltung',
    testId: 'nav-invoices',
  },
  {
    name: COMMISSIONS,
    title: 'Provisionen',
    hint: 'Partner und Auszahlungen',
    testId: 'nav-commissions',
  },
];

interface LoadedSchema {
  name: string;
  schema: TableSchema;
}

/** Loads every schema the server exposes; one that fails alone is logged and skipped. */
async function loadSchemas(): Promise<LoadedSchema[]> {
  const names = await fetchSchemaNames();
  const settled = await Promise.allSettled(names.map((name) => fetchSchema(name)));
  const loaded: LoadedSchema[] = [];
  settled.forEach((s, i) => {
    if (s.status === 'fulfilled') loaded.push({ name: names[i], schema: s.value });
    else console.error(`Schema ${names[i]} konnte nicht geladen werden`, s.reason);
  });
  return loaded;
}

/** The dashboard body: the tables sidebar and the selected table's editor. */
export function Dashboard() {
  const [schemas, setSchemas] = useState<LoadedSchema[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  // The selected table is kept in the address (?table=…), so "back" from an order or an audit
  // entry returns to the same table.
  const [searchParams, setSearchParams] = useSearchParams();
  const [wanted] = useState(() => searchParams.get('table'));
  const select = (name: string) => {
    setSelected(name);
    setSearchParams({ table: name }, { replace: true });
  };

  useEffect(() => {
    let current = true;
    loadSchemas()
      .then((loaded) => {
        if (!current) return;
        setSchemas(loaded);
        setSelected(
          INSIGHTS.some((entry) => entry.name === wanted)
            ? wanted
            : (loaded.find((s) => s.name === wanted)?.name ?? loaded[0]?.name ?? null),
        );
      })
      .catch((err: unknown) => {
        if (!current) return;
        setError(
          err instanceof Error && err.message ? err.message : 'Fehler beim Laden der Schemas',
        );
      });
    return () => {
      current = false;
    };
  }, [wanted]);

  if (error) {
    return (
      <div
        role="alert"
        className="mx-auto mt-10 max-w-md rounded-lg border border-red-200 bg-red-50 px-6 py-5"
      >
        <h2 className="text-base font-semibold text-red-900">Fehler</h2>
        <p className="mt-1 text-sm text-red-800 [overflow-wrap:anywhere]">{error}</p>
      </div>
    );
  }
  if (!schemas) {
    return (
      <p role="status" className="mt-10 text-center text-sm text-muted">
        Verwaltung wird geladen...
      </p>
    );
  }
  if (schemas.length === 0) {
    return (
      <div className="mx-auto mt-10 max-w-md rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <h2 className="text-base font-semibold text-ink">Keine Tabellen gefunden</h2>
        <p className="mt-2 text-sm text-muted">
          Es wurden keine Schema-Dateien in src/shared/schemas/ gefunden.
        </p>
      </div>
    );
  }
  const active = schemas.find((s) => s.name === selected);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <aside className="min-w-0">
        <NavGroup id="insight-heading" heading="Auswertung">
          {INSIGHTS.map(({ name, title, hint, testId }) => (
            <NavEntry
              key={name}
              title={title}
              hint={hint}
              active={selected === name}
              onSelect={() => select(name)}
              testId={testId}
            />
          ))}
        </NavGroup>
        <NavGroup id="tables-heading" heading={`Tabellen (${schemas.length})`} spaced>
          {schemas.map(({ name, schema }) => (
            <NavEntry
              key={name}
              title={schema.title}
              active={name === selected}
              onSelect={() => select(name)}
            />
          ))}
        </NavGroup>
      </aside>
      <div className="min-w-0">
        {selected === SALES ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted">
                Verkaufszahlen werden geladen...
              </p>
            }
          >
            <SalesView />
          </Suspense>
        ) : selected === INVOICES ? (
          <InvoicesView />
        ) : selected === COMMISSIONS ? (
          <CommissionsView />
        ) : active ? (
          <TableEditor key={active.name} name={active.name} schema={active.schema} />
        ) : (
          <div className="rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
            <h2 className="text-base font-semibold text-ink">Keine Tabelle ausgewählt</h2>
            <p className="mt-2 text-sm text-muted">
              Wählen Sie eine Tabelle aus der Seitenleiste aus.
            </p>
          </div>
        )}
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

/** One entry of the sidebar: its title, a hint under it if any, marked while it is shown. */
function NavEntry(props: {
  title: string;
  /** A line under the title; the tables have none (their German title says it all). */
  hint?: string;
  active: boolean;
  onSelect: () => void;
  testId?: string;
}) {
  return (
    <button
      type="button"
      onClick={props.onSelect}
      aria-current={props.active ? 'true' : undefined}
      className={`shrink-0 rounded-md border px-3 py-2 text-left lg:w-full ${
        props.active
          ? 'border-wine bg-white shadow-sm'
          : 'border-transparent hover:border-stone-200 hover:bg-white'
      }`}
      data-testid={props.testId}
    >
      <span className={`block text-sm font-medium ${props.active ? 'text-wine' : 'text-ink'}`}>
        {props.title}
      </span>
      {props.hint && <span className="block text-xs text-muted">{props.hint}</span>}
    </button>
  );
}
