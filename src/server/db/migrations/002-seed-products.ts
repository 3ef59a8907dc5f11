import type { Kysely } from 'kysely';

// The five language editions, seeded once: a migration runs exactly once per database,
// so a restart never duplicates them or overwrites an administrator's edits.
const EDITIONS = [
  {
    language: 'en',
    name: 'Restaurant Closer: The Dining-Room Sales Method',
    description:
      'The 90-page field manual for waiters, floor managers and owners: the O.A.S.I., S.A.F.E. and L.A.R.A. frameworks, word-for-word scripts, KPIs, checklists and a 90-day plan to raise the average bill without pushing.',
  },
  {
    language: 'it',
    name: 'Restaurant Closer: il metodo di vendita in sala',
    description:
      'Il manuale operativo di 90 pagine per camerieri, responsabili di sala e ristoratori: i framework O.A.S.I., S.A.F.E. e L.A.R.A., script pronti, KPI, checklist e un piano di 90 giorni per alzare lo scontrino medio senza forzare.',
  },
  {
    language: 'de',
    name: 'Restaurant Closer: Die Verkaufsmethode für den Service',
    description:
      'Das 90-seitige Praxishandbuch für Servicekräfte, Restaurantleiter und Gastronomen: die Methoden O.A.S.I., S.A.F.E. und L.A.R.A., wörtliche Gesprächsleitfäden, Kennzahlen, Checklisten und ein 90-Tage-Plan für einen höheren Durchschnittsbon.',
  },
  {
    language: 'es',
    name: 'Restaurant Closer: el método de venta en sala',
    description:
      'El manual práctico de 90 páginas para camareros, jefes de sala y propietarios: los métodos O.A.S.I., S.A.F.E. y L.A.R.A., guiones listos para usar, KPI, checklists y un plan de 90 días para subir el ticket medio sin presionar.',
  },
  {
    language: 'fr',
    name: 'Restaurant Closer : la méthode de vente en salle',
    description:
      'Le manuel pratique de 90 pages pour serveurs, maîtres d’hôtel et restaurateurs : les méthodes O.A.S.I., S.A.F.E. et L.A.R.A., des scripts prêts à l’emploi, des KPI, des checklists et un plan de 90 jours pour augmenter le ticket moyen sans forcer.',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('products')
    .values(
      EDITIONS.map((e, i) => ({
        id: `ebook-restaurant-closer-${e.language}`,
        language: e.language,
        name: e.name,
        description: e.description,
        price: 4700,
        compare_at_price: 9700,
        currency: 'EUR',
        photo: `/images/cover-${e.language}.svg`,
        file_key: `ebooks/restaurant-closer-${e.language}.pdf`,
        active: 1,
        sort_order: i,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('products').where('id', 'like', 'ebook-restaurant-closer-%').execute();
}
