import { loadConfig } from '../src/server/config';
import { loadEnvFile } from '../src/server/env-file';
import { migrateToLatest, openDatabase } from '../src/server/db/index';

loadEnvFile();
const config = loadConfig();
const database = openDatabase(config.database);
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
