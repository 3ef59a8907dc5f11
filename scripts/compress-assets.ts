/** Writes .br and .gz beside every compressible client asset, for precompressed serving. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.join(process.env.BUILD_DIR ?? 'build', 'client');
let count = 0;
function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(js|css|svg|html|json|txt|xml)$/.test(name)) {
      const data = readFileSync(file);
      writeFileSync(
        file + '.br',
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(file + '.gz', gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`compressed ${count} assets in ${root}`);
