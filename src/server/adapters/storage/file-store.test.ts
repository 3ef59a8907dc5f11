import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from '../../../../tests/fakes/s3-server';
import { createLocalFileStore } from './local';
import { createS3FileStore } from './s3';
import { FileNotFoundError, UnsafeKeyError, type FileStore } from './types';

/**
 * The contract of FileStore, run on every implementation: what the shop relies on must hold
 * for the local disk and for an S3-compatible bucket alike.
 */
let s3: FakeS3Server;
beforeAll(async () => {
  s3 = await startFakeS3Server();
});
afterAll(() => s3?.stop());

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

const stores: Array<[string, () => FileStore]> = [
  [
    'the local disk',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'file-store-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return createLocalFileStore(dir);
    },
  ],
  [
    'an S3 bucket',
    () => {
      // Each test owns a folder of the bucket.
      const store = createS3FileStore(s3.storeOptions(`test-${randomBytes(6).toString('hex')}`));
      cleanups.push(() => store.destroy());
      return store;
    },
  ],
];

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(stores)('file store on %s', (_name, createStore) => {
  it('writes, reads, stats, lists and removes a file', async () => {
    const files = createStore();
    const before = Date.now();
    await files.write('ebooks/uploads/book.pdf', bytes('%PDF-1.4 one'));
    expect((await files.read('ebooks/uploads/book.pdf')).toString()).toBe('%PDF-1.4 one');
    expect(Buffer.isBuffer(await files.read('ebooks/uploads/book.pdf'))).toBe(true);
    expect(await files.exists('ebooks/uploads/book.pdf')).toBe(true);
    expect(await files.exists('ebooks/uploads')).toBe(false);
    const info = await files.stat('ebooks/uploads/book.pdf');
    expect(info?.size).toBe(12);
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    // S3 keeps whole seconds.
    expect(info!.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(info!.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2000);

    await files.remove('ebooks/uploads/book.pdf');
    expect(await files.exists('ebooks/uploads/book.pdf')).toBe(false);
    expect(await files.stat('ebooks/uploads/book.pdf')).toBeNull();
    await files.remove('ebooks/uploads/book.pdf');
  });

  it('lists the files of one folder, not of the folders below it', async () => {
    const files = createStore();
    await files.write('stamped/a.pdf', bytes('a'));
    await files.write('stamped/b.pdf', bytes('bb'));
    await files.write('stamped/old/c.pdf', bytes('ccc'));
    await files.write('stamped-other.pdf', bytes('d'));
    await files.write('other/e.pdf', bytes('e'));
    for (const prefix of ['stamped', 'stamped/']) {
      const listed = await files.list(prefix);
      expect(listed.map((f) => [f.key, f.size]).sort()).toEqual([
        ['stamped/a.pdf', 1],
        ['stamped/b.pdf', 2],
      ]);
      for (const f of listed) expect(f.modifiedAt).toBeInstanceOf(Date);
    }
    expect(await files.list('stamped/old')).toEqual([
      expect.objectContaining({ key: 'stamped/old/c.pdf', size: 3 }),
    ]);
    expect(await files.list('nothing-here')).toEqual([]);
  });

  it('replaces a file whole: a reader sees the old content or the new, never a mix', async () => {
    const files = createStore();
    const size = 256 * 1024;
    const first = new Uint8Array(size).fill(0x61);
    const second = new Uint8Array(size).fill(0x62);
    await files.write('ebooks/edition.pdf', first);
    const seen = await Promise.all([
      files.write('ebooks/edition.pdf', second).then(() => null),
      ...Array.from({ length: 6 }, () => files.read('ebooks/edition.pdf')),
    ]);
    for (const content of seen) {
      if (!content) continue;
      expect(content.length).toBe(size);
      expect(new Set(content).size).toBe(1);
    }
    expect(Buffer.compare(await files.read('ebooks/edition.pdf'), Buffer.from(second))).toBe(0);
    expect((await files.list('ebooks')).map((f) => f.key)).toEqual(['ebooks/edition.pdf']);
  });

  it('answers FileNotFoundError for a missing file', async () => {
    const files = createStore();
    await expect(files.read('ebooks/missing.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(files.read('ebooks/missing.pdf')).rejects.toMatchObject({
      key: 'ebooks/missing.pdf',
    });
    expect(await files.exists('ebooks/missing.pdf')).toBe(false);
    expect(await files.stat('ebooks/missing.pdf')).toBeNull();
  });

  it.each(['../x', '/etc/passwd', 'a//b', 'ebooks/../../x', '', 'a/./b', 'a b', '.hidden'])(
    'refuses the key %j for every operation',
    async (key) => {
      const files = createStore();
      await expect(files.read(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(files.write(key, bytes('x'))).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(files.exists(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(files.stat(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(files.remove(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(files.list(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(files.openRead(key)).rejects.toBeInstanceOf(UnsafeKeyError);
    },
  );

  it('streams a file whole or a range of it, and refuses a missing one', async () => {
    const files = createStore();
    const content = randomBytes(300_000);
    await files.write('stamped/RC-1/copy.pdf', content);
    const whole = await files.openRead('stamped/RC-1/copy.pdf');
    expect(whole.size).toBe(300_000);
    expect(Buffer.concat(await whole.stream.toArray()).equals(content)).toBe(true);
    const part = await files.openRead('stamped/RC-1/copy.pdf', { start: 1000, end: 1999 });
    expect(part.size).toBe(300_000);
    expect(Buffer.concat(await part.stream.toArray()).equals(content.subarray(1000, 2000))).toBe(
      true,
    );
    await expect(files.openRead('stamped/RC-1/missing.pdf')).rejects.toBeInstanceOf(
      FileNotFoundError,
    );
  });

  it('moves a local file in, whole, and leaves no local file behind', async () => {
    const files = createStore();
    const dir = mkdtempSync(path.join(tmpdir(), 'move-in-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const local = path.join(dir, 'copy.pdf');
    const content = randomBytes(200_000);
    writeFileSync(local, content);
    await files.moveIn('stamped/RC-2/copy.pdf', local);
    expect(existsSync(local)).toBe(false);
    expect((await files.read('stamped/RC-2/copy.pdf')).equals(content)).toBe(true);
  });

  it('walks every file below a folder at any depth, a page at a time', async () => {
    const files = createStore();
    await files.write('stamped/RC-1/a.pdf', bytes('a'));
    await files.write('stamped/RC-2/b.pdf', bytes('bb'));
    await files.write('stamped/flat.pdf', bytes('c'));
    await files.write('stamped-other/d.pdf', bytes('d'));
    const seen: string[] = [];
    for await (const page of files.walk('stamped')) seen.push(...page.map((f) => f.key));
    expect(seen.sort()).toEqual(['stamped/RC-1/a.pdf', 'stamped/RC-2/b.pdf', 'stamped/flat.pdf']);
    const none = [];
    for await (const page of files.walk('nothing-here')) none.push(page);
    expect(none).toEqual([]);
  });
});
