import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../src/server/config';
import { loadEnvFile } from '../src/server/env-file';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { addAdmin, listAdmins, removeAdmin } from '../src/server/domain/access/admins';
import { isValidEmail, normalizeEmail } from '../src/shared/validation';

const USAGE = `Usage:
  npm run admin -- add <email>      make an address an administrator
  npm run admin -- remove <email>   take the rights away again
  npm run admin -- list             show every administrator
Uses the same configuration as the server (DATABASE_URL, DATA_DIR, ADMIN_EMAILS).`;

/** Runs one command against the configured database; returns the exit code. */
export async function runAdminCommand(
  args: string[],
  env: Record<string, string | undefined> = process.env,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, rawEmail] = args;
  if (!['add', 'remove', 'list'].includes(command ?? '') || (command !== 'list' && !rawEmail)) {
    print(USAGE);
    return 2;
  }
  const email = rawEmail ? normalizeEmail(rawEmail) : '';
  if (command !== 'list' && !isValidEmail(email)) {
    print(`Not an e-mail address: ${rawEmail}`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const problem of err.problems) print(`config error: ${problem}`);
    return 1;
  }
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const fromConfig = config.adminEmails.includes(email);
    if (command === 'add') {
      const added = await addAdmin(database.db, email);
      print(added ? `${email} is now an administrator.` : `${email} already was an administrator.`);
      if (fromConfig) print('(It is also listed in ADMIN_EMAILS.)');
    } else if (command === 'remove') {
      const removed = await removeAdmin(database.db, email);
      print(removed ? `${email} is no longer an administrator.` : `${email} was not in the table.`);
      if (fromConfig) {
        print(
          `Note: ${email} stays an administrator through ADMIN_EMAILS until it is removed there.`,
        );
      }
    } else {
      const rows = await listAdmins(database.db);
      for (const e of config.adminEmails) print(`${e}  (ADMIN_EMAILS)`);
      for (const r of rows) print(`${r.email}  (added ${r.createdAt.slice(0, 10)})`);
      if (!rows.length && !config.adminEmails.length) print('No administrators yet.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  loadEnvFile();
  process.exitCode = await runAdminCommand(process.argv.slice(2));
}
