import pg from 'pg';

/** The PostgreSQL server the tests make their databases on, as its administrator. */
export const PG_ADMIN_URL =
  process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `work` on a new administrator connection to `url`, closed afterwards. A run's setup and
 * teardown give up on a server that does not answer in 2 s; the tests wait (`0`: no limit).
 */
export async function withAdmin<T>(
  url: string,
  work: (admin: pg.Client) => Promise<T>,
  connectionTimeoutMillis = 2000,
): Promise<T> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => {});
  }
}

/**
 * The migrated PostgreSQL templates of test processes (tests/setup/databases.ts) are named
 * `shop_template_<pid>_…`: those whose process has ended are dropped by the next process that
 * builds one and by the run's global teardown.
 */
export async function dropEndedTemplates(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'shop\\_template\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (pid === process.pid || processAlive(pid)) continue;
    await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The run's teardown: no template outlives its run (PostgreSQL may not be there at all). */
export async function dropRunTemplates(url: string) {
  // No PostgreSQL: no templates either.
  await withAdmin(url, dropEndedTemplates).catch(() => {});
}
