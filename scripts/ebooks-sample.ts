import { loadConfig } from '../src/server/config';
import { loadEnvFile } from '../src/server/env-file';
import { migrateToLatest, openDatabase } from '../src/server/db/index';
import { createPdfRenderer } from '../src/server/adapters/pdf/index';
import { createFileStore, fileLocation } from '../src/server/adapters/index';
import { ensureSampleEbooks } from '../src/server/domain/delivery/ebooks';

/**
 * npm run ebooks:sample [-- --missing]
 * Writes the generated 90-page sample edition of every product's language to its file under
 * DATA_DIR, or in the S3 bucket with S3_BUCKET (replacing what is there, unless --missing is
 * given). Stamped copies follow the new files on their next download.
 */
const onlyMissing = process.argv.includes('--missing');
loadEnvFile();
const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  const files = createFileStore(config);
  const written = await ensureSampleEbooks(
    database.db,
    { files, pdf: createPdfRenderer() },
    { force: !onlyMissing },
  );
  const ms = Math.round(performance.now() - started);
  for (const key of written) console.log(`wrote ${fileLocation(config, key)}`);
  console.log(written.length ? `${written.length} sample e-books in ${ms} ms` : 'nothing to do');
} finally {
  await database.close();
}
