/**
 * Part of `npm run build`: lays out the five sample editions into build/books, so that a
 * server starting on an empty data folder copies them instead of drawing 90 pages each.
 */
import path from 'node:path';
import { writeBooks } from '../src/server/adapters/pdf/index';
import { sampleBookSpec } from '../src/server/domain/delivery/ebooks';
import { LANGS } from '../src/shared/languages';

const dir = path.join(process.env.BUILD_DIR ?? 'build', 'books');
await writeBooks(
  dir,
  LANGS.map((lang) => sampleBookSpec(lang)),
);
console.log(`laid out ${LANGS.length} sample editions in ${dir}`);
