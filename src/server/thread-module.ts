import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The modules that run in threads of their own, by their built name, with their source beside
 * this file. Built, each is a bundle of its own beside the server's (scripts/build-server.ts).
 * Run from the sources (tests, scripts), each is bundled once per process the same way, into
 * node_modules/.cache, where its packages resolve as the server's do.
 */
const THREAD_SOURCES = {
  'table-export-thread': './domain/tables/table-export-thread.ts',
  'stamp-thread': './adapters/pdf/stamp-thread.ts',
} as const;

export type ThreadName = keyof typeof THREAD_SOURCES;

const fromSources = new Map<ThreadName, Promise<URL>>();

export async function threadModule(name: ThreadName): Promise<URL> {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new URL(`./${name}.mjs`, here);
  let found = fromSources.get(name);
  if (!found) {
    found = bundleFromSources(name, fileURLToPath(new URL(THREAD_SOURCES[name], here)));
    fromSources.set(name, found);
  }
  return found;
}

async function bundleFromSources(name: ThreadName, entry: string): Promise<URL> {
  const { build } = await import('esbuild');
  const { createHash } = await import('node:crypto');
  const { mkdirSync, renameSync, writeFileSync } = await import('node:fs');
  const built = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  const code = built.outputFiles[0].contents;
  const dir = path.resolve('node_modules/.cache', name);
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  // Written whole under another name first: test files in parallel may write the same one.
  const part = `${file}.${process.pid}`;
  writeFileSync(part, code);
  renameSync(part, file);
  return pathToFileURL(file);
}
