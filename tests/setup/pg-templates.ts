import pg from 'pg';

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
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await dropEndedTemplates(admin);
  } catch {
    // No PostgreSQL: no templates either.
  } finally {
    await admin.end().catch(() => {});
  }
}
