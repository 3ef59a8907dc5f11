import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes DATA_DIR ready before anything is written there: the database, the outbox (e-mails
 * with sign-in codes and download links) and the files are the seller's and the buyers'
 * secrets, so everything this process creates is owner-only (umask 077) and the folder itself
 * is closed to others. A folder that cannot be written stops the start with a clear message.
 */
export function prepareDataDir(dataDir: string): { ok: true } | { ok: false; problem: string } {
  process.umask(0o077);
  try {
    makeFolder(dataDir);
    chmodSync(dataDir, 0o700);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
    return { ok: true };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    const reason =
      code === 'ENOSPC'
        ? 'the disk is full'
        : code === 'EROFS'
          ? 'the file system is read-only'
          : code === 'EACCES' || code === 'EPERM'
            ? 'this user may not write there'
            : code === 'ENOTDIR' || code === 'EEXIST'
              ? 'it, or a folder on its path, is a file'
              : (err as Error).message;
    return { ok: false, problem: `DATA_DIR ${dataDir} cannot be used: ${reason} (${code})` };
  }
}

/**
 * Node's recursive mkdir answers ENOENT for any refusal below an existing folder (a read-only
 * file system, for one): a plain mkdir then reports the real reason.
 */
function makeFolder(dir: string) {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync(path.dirname(dir)))
      throw err;
    mkdirSync(dir, { mode: 0o700 });
  }
}
