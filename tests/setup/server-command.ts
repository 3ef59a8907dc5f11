import { existsSync } from 'node:fs';
import path from 'node:path';

/** The server as `npm run serve` starts it: the bundle `npm run build` writes. */
const SERVER_BUNDLE = path.resolve('build/main.mjs');

/** Node's arguments that start the real server (node itself, not npm, so nothing is left running). */
export const SERVER_ARGS = ['--enable-source-maps', SERVER_BUNDLE];

export function serverBundleAvailable(): boolean {
  return existsSync(SERVER_BUNDLE);
}

/** The sample editions the build laid out (the renderer reads them instead of drawing them). */
export const BUILT_BOOKS = path.resolve('build/books');
