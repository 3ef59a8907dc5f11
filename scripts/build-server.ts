/**
 * Part of `npm run build`: the server as one ES module, build/main.mjs (with its source map),
 * and the threads beside it (build/table-export-thread.mjs, build/stamp-thread.mjs),
 * so that a start loads compiled JavaScript instead of compiling every TypeScript file again.
 * Packages stay in node_modules; only the shop's own modules are bundled.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = process.env.BUILD_DIR ?? 'build';
await build({
  // The CSV export's thread is started from a file of its own (domain/tables/table-export.ts).
  entryPoints: {
    // boot.ts reads .env, then imports main.ts: a chunk of its own, evaluated only afterwards.
    main: 'src/server/boot.ts',
    'table-export-thread': 'src/server/domain/tables/table-export-thread.ts',
    // The stamp pool's thread (adapters/pdf/stamp-pool.ts), likewise.
    'stamp-thread': 'src/server/adapters/pdf/stamp-thread.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  chunkNames: 'server-[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The fonts a Factur-X invoice embeds, read beside the bundle (adapters/pdf/invoice.ts).
cpSync('src/server/adapters/pdf/fonts', path.join(outdir, 'fonts'), { recursive: true });
console.log(`server bundled into ${path.join(outdir, 'main.mjs')}`);
