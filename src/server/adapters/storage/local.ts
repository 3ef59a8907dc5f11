import { randomBytes } from 'node:crypto';
import {
  close as closeFd,
  createReadStream,
  fstat,
  open as openFdCallback,
  read as readFdCallback,
} from 'node:fs';
import { promisify } from 'node:util';
import {
  copyFile,
  mkdir,
  opendir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import {
  checkKey,
  FileNotFoundError,
  UnsafeKeyError,
  type FileStore,
  type StoredFile,
} from './types';

const openFd = promisify(openFdCallback);
const fstatFd = promisify(fstat);
const readFd = promisify(readFdCallback);

/** Files per page of `walk`. */
const WALK_PAGE = 1000;

/** A file store on the local disk below `root` (DATA_DIR): files are created owner-only. */
export function createLocalFileStore(root: string): FileStore & { resolve(key: string): string } {
  const base = path.resolve(root);

  /** The absolute path of a key; refuses anything that would end up outside the root. */
  function resolve(key: string): string {
    const full = path.resolve(base, checkKey(key));
    if (!full.startsWith(base + path.sep)) throw new UnsafeKeyError(key);
    return full;
  }

  /**
   * A file opened for reading with its size; a missing file is FileNotFoundError here rather
   * than on a stream. A plain descriptor, not a FileHandle: reads through a FileHandle go through
   * promises, which cost the server's thread a tenth of a launch's time.
   */
  async function openFile(key: string): Promise<{ fd: number; size: number }> {
    let fd: number;
    try {
      fd = await openFd(resolve(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
      throw err;
    }
    try {
      return { fd, size: (await fstatFd(fd)).size };
    } catch (err) {
      closeFd(fd, () => {});
      throw err;
    }
  }

  return {
    resolve,
    async read(key) {
      try {
        return await readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw err;
      }
    },
    async write(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      // Written beside the target, then renamed over it: a reader never sees half a file.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data, { mode: 0o600 });
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async moveIn(key, localFile) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      try {
        await rename(localFile, target);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
        // Another file system (a temporary folder in memory): copied beside, then renamed.
        const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
        try {
          await copyFile(localFile, temp);
          await rename(temp, target);
        } finally {
          await rm(temp, { force: true });
        }
        await rm(localFile, { force: true });
      }
    },
    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (err) {
        if (err instanceof UnsafeKeyError) throw err;
        return false;
      }
    },
    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
      } catch (err) {
        if (err instanceof UnsafeKeyError) throw err;
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async list(prefix) {
      const dir = resolve(prefix.replace(/\/+$/, ''));
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const found = [];
      for (const name of names) {
        if (name.endsWith('.tmp')) continue;
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (info?.isFile()) {
          found.push({
            key: `${prefix.replace(/\/+$/, '')}/${name}`,
            modifiedAt: info.mtime,
            size: info.size,
          });
        }
      }
      return found;
    },
    async *walk(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      let page: StoredFile[] = [];
      // Depth first, one directory handle open per level: nothing holds the whole tree.
      async function* below(dir: string, keyPrefix: string): AsyncGenerator<StoredFile> {
        let handle;
        try {
          handle = await opendir(dir);
        } catch {
          return;
        }
        for await (const entry of handle) {
          const full = path.join(dir, entry.name);
          const key = `${keyPrefix}/${entry.name}`;
          if (entry.isDirectory()) yield* below(full, key);
          else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
            const info = await stat(full).catch(() => null);
            if (info) yield { key, modifiedAt: info.mtime, size: info.size };
          }
        }
      }
      for await (const file of below(resolve(folder), folder)) {
        page.push(file);
        if (page.length >= WALK_PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
    async openRead(key, range) {
      const { fd, size } = await openFile(key);
      const stream = createReadStream('', {
        fd,
        start: range?.start,
        end: range?.end,
        highWaterMark: 128 * 1024,
        autoClose: true,
      });
      return { stream, size };
    },
    async openReader(key) {
      const { fd, size } = await openFile(key);
      let closed = false;
      return {
        size,
        read: async (into, length, position) =>
          (await readFd(fd, into, 0, length, position)).bytesRead,
        close() {
          if (closed) return;
          closed = true;
          closeFd(fd, () => {});
        },
      };
    },
  };
}
