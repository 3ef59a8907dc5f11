import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from '../../../../tests/fakes/s3-server';
import { createS3FileStore, type S3FileStoreOptions } from './s3';
import { FileNotFoundError, UnsafeKeyError } from './types';

/** What only the S3 store has to show; the shared contract is in file-store.test.ts. */
describe('S3 file store', () => {
  let s3: FakeS3Server;
  const stores: Array<{ destroy(): void }> = [];
  beforeAll(async () => {
    s3 = await startFakeS3Server();
  });
  afterAll(async () => {
    for (const store of stores) store.destroy();
    await s3?.stop();
  });

  function store(options: Partial<S3FileStoreOptions> = {}) {
    const created = createS3FileStore({
      ...s3.storeOptions(`test-${randomBytes(6).toString('hex')}`),
      ...options,
    });
    stores.push(created);
    return created;
  }

  it('follows the listing over several pages', async () => {
    const files = store({ listPageSize: 2 });
    const keys = ['a', 'b', 'c', 'd', 'e'].map((n) => `stamped/${n}.pdf`);
    for (const key of keys) await files.write(key, new TextEncoder().encode(key));
    await files.write('stamped/below/f.pdf', new Uint8Array([1]));
    const listed = await files.list('stamped');
    expect(listed.map((f) => f.key).sort()).toEqual(keys);
    expect(listed.every((f) => f.size === 'stamped/a.pdf'.length)).toBe(true);
  });

  it('keeps its keys below its prefix, out of sight of other prefixes', async () => {
    const prefix = `shop-${randomBytes(4).toString('hex')}/files`;
    const mine = store({ prefix: `/${prefix}/` });
    const other = store();
    await mine.write('ebooks/book.pdf', new TextEncoder().encode('%PDF mine'));
    const raw = await mine.client.send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/ebooks/book.pdf` }),
    );
    expect(await raw.Body?.transformToString()).toBe('%PDF mine');
    expect(await other.exists('ebooks/book.pdf')).toBe(false);
    expect(await other.list('ebooks')).toEqual([]);
    await expect(other.read('ebooks/book.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('lists only objects it could address itself', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const files = store({ prefix });
    await files.write('stamped/ok.pdf', new Uint8Array([1]));
    for (const Key of [`${prefix}/stamped/`, `${prefix}/stamped/with space.pdf`])
      await files.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body: 'x' }));
    expect((await files.list('stamped')).map((f) => f.key)).toEqual(['stamped/ok.pdf']);
  });

  it('does not take a missing bucket for a missing file', async () => {
    const files = store({ bucket: 'no-such-bucket' });
    const failure = await files.read('ebooks/book.pdf').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(FileNotFoundError);
    await expect(files.write('ebooks/book.pdf', new Uint8Array([1]))).rejects.toThrow();
  });

  it('refuses an unsafe key or prefix before sending any request', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const files = store({
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        prefix: null,
      });
      for (const key of ['../x', '/etc/passwd', 'a//b', 'ebooks/../../shop.sqlite']) {
        await expect(files.read(key)).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(files.write(key, new Uint8Array([1]))).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(files.exists(key)).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(files.stat(key)).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(files.remove(key)).rejects.toBeInstanceOf(UnsafeKeyError);
        await expect(files.list(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      }
      expect(requests).toBe(0);
      expect(() => store({ prefix: '../escape' })).toThrow(UnsafeKeyError);
    } finally {
      server.close();
    }
  });
});
