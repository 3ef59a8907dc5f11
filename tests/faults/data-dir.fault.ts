import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET } from './shop';
import { SERVER_ARGS } from '../setup/server-command';

/**
 * A DATA_DIR the process cannot use stops the start with one clear line and a non-zero exit.
 * Running as root, permissions stop nothing: the folders below are made unusable by a file
 * where a folder should be and, where the machine allows mounts in a private namespace
 * (`unshare -m`, whose mounts vanish with the process), by a read-only and by a full file
 * system.
 */
const scratch = mkdtempSync(path.join(tmpdir(), 'shop-faults-dd-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Ended {
  code: number | null;
  output: string;
}

/**
 * Starts the server and waits for it to end by itself (it is not expected to listen): with a
 * SESSION_SECRET, as in production, or without, when development keeps a generated secret in
 * DATA_DIR (then the configuration writes there first).
 */
function startExpectingExit(
  dataDir: string,
  secret: 'set' | 'generated',
  wrap: string[],
): Promise<Ended> {
  const [command, ...args] = [...wrap, process.execPath, ...SERVER_ARGS];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: secret === 'set' ? SECRET : '',
  };
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop by itself:\n${output}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * The start ends with one line naming the folder and why, and no stack trace. `secrets` are
 * the ways to start that are tried (each start costs seconds of a busy machine).
 */
async function expectRefusal(
  dataDir: string,
  reason: RegExp,
  { wrap = [], secrets = ['set'] }: { wrap?: string[]; secrets?: Array<'set' | 'generated'> } = {},
) {
  const runs = await Promise.all(secrets.map((s) => startExpectingExit(dataDir, s, wrap)));
  for (const ended of runs) {
    expect(ended.code, ended.output).toBe(1);
    const line = ended.output.split('\n').find((l) => l.includes('cannot be used'));
    expect(line, ended.output).toMatch(/^(start refused|config error): DATA_DIR /);
    expect(line).toContain(`DATA_DIR ${dataDir} cannot be used: `);
    expect(line).toMatch(reason);
    expect(ended.output).not.toMatch(/\n\s+at /);
    expect(ended.output).not.toMatch(/listening on/);
  }
}

/** A shell in a private mount namespace with a small tmpfs (these options) on "$1". */
function inTmpfs(options: string, mountPoint: string, fill: boolean): string[] {
  const script =
    `mount -t tmpfs -o ${options} tmpfs "$1" || exit 97; ` +
    (fill ? `dd if=/dev/zero of="$1/filler" bs=4096 2>/dev/null; ` : '') +
    `shift; exec "$@"`;
  return ['unshare', '-m', 'sh', '-c', script, 'sh', mountPoint];
}

const canMount =
  spawnSync('unshare', ['-m', 'sh', '-c', 'mount -t tmpfs -o size=64k tmpfs "$1"', 'sh', scratch])
    .status === 0;
if (!canMount)
  console.warn(
    '[notice] no mounts in a private namespace here: the read-only and full disk cases are skipped',
  );

describe('an unusable DATA_DIR at start', () => {
  it('refuses a DATA_DIR below a regular file, with or without a SESSION_SECRET', async () => {
    const blocker = path.join(scratch, 'a-file');
    writeFileSync(blocker, '');
    await expectRefusal(path.join(blocker, 'data'), /is a file \(ENOTDIR\)$/, {
      secrets: ['set', 'generated'],
    });
  });

  it.skipIf(!canMount)('refuses a DATA_DIR on a read-only file system', async () => {
    const mountPoint = mkdtempSync(path.join(scratch, 'ro-'));
    await expectRefusal(path.join(mountPoint, 'data'), /the file system is read-only \(EROFS\)$/, {
      wrap: inTmpfs('ro,size=64k', mountPoint, false),
    });
  });

  it.skipIf(!canMount)(
    'refuses a DATA_DIR on a full disk, with or without a SESSION_SECRET',
    async () => {
      const mountPoint = mkdtempSync(path.join(scratch, 'full-'));
      await expectRefusal(path.join(mountPoint, 'data'), /the disk is full \(ENOSPC\)$/, {
        wrap: inTmpfs('size=64k', mountPoint, true),
        secrets: ['set', 'generated'],
      });
    },
  );
});
