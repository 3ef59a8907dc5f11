/**
 * npm run build: React Router's production build, the precompressed assets, the sample
 * editions laid out in advance (scripts/build-books.ts) and the server bundle
 * (scripts/build-server.ts). React Router's plugin passes Vite an option Vite now calls
 * deprecated, and Vite says so once per build environment; that notice is nothing a seller or
 * developer can act on, so it is filtered out here. Everything else, and the exit code, passes
 * through unchanged.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const NOISE = /The `envFile` option is deprecated, please use `envDir: false` instead\./;

function run(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => {
        if (!NOISE.test(line)) out.write(`${line}\n`);
      });
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const built = await run('react-router', ['build']);
if (built !== 0) process.exit(built);
const compressed = await run('tsx', ['scripts/compress-assets.ts']);
if (compressed !== 0) process.exit(compressed);
const books = await run('tsx', ['scripts/build-books.ts']);
if (books !== 0) process.exit(books);
process.exit(await run('tsx', ['scripts/build-server.ts']));
