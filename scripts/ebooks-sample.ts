import { loadConfig } from '../src/server/config';
import { loadEnvFile } from '../src/server/env-file';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { createPdfRenderer } from '../src/server/adapters/pdf/index';
import { createLocalFileStore } from '../src/server/adapters/storage/local';
import { ensureSampleEbooks } from '../src/server/domain/ebooks';

/**
 * npm run ebooks:sample [-- --missing]
 * Writes the generated 90-page sample edition of every product's language to its file under
 * DATA_DIR (replacing what is there, unless --missing is given). Stamped copies follow the
 * new files on their next download.
 */
const onlyMissing = process.argv.includes('--missing');
loadEnvFile();
const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  const files = createLocalFileStore(config.dataDir);
  const written = await ensureSampleEbooks(
    database.db,
    { files, pdf: createPdfRenderer() },
    { force: !onlyMissing },
  );
  const ms = Math.round(performance.now() - started);
  for (const key of written) console.log(`wrote ${files.resolve(key)}`);
  console.log(written.length ? `${written.length} sample e-books in ${ms} ms` : 'nothing to do');
} finally {
  await database.close();
}
