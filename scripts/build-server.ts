/**
 * Part of `npm run build`: the server as one ES module, build/main.mjs (with its source map),
 * so that a start loads compiled JavaScript instead of compiling every TypeScript file again.
 * Packages stay in node_modules; only the shop's own modules are bundled.
 */
import path from 'node:path';
import { build } from 'esbuild';

const outfile = path.join(process.env.BUILD_DIR ?? 'build', 'main.mjs');
await build({
  entryPoints: ['src/server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server bundled into ${outfile}`);
