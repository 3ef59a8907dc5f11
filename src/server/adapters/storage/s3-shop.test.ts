import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeS3Server, type FakeS3Server } from '../../../../tests/fakes/s3-server';
import { createSessionClient, createTestApp } from '../../../../tests/setup/app';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { createPaidPurchase } from '../../../../tests/setup/purchases';
import { stampText } from '../../domain/delivery/ebooks';
import { createS3FileStore } from './s3';
import { PNG, upload } from '../../../../tests/setup/uploads';

/**
 * The shop configured with S3_BUCKET: an administrator's uploads and a buyer's stamped copy
 * go to the bucket, and DATA_DIR receives none of them.
 */
let s3: FakeS3Server;
beforeAll(async () => {
  s3 = await startFakeS3Server();
});
afterAll(() => s3?.stop());

/** Every file below a folder, as relative paths. */
function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath.slice(dir.length + 1)}/${e.name}`.replace(/^\//, ''));
}

describeEachDatabase('the shop on an S3 bucket on %s', ({ db, onClose }) => {
  async function setup() {
    const d = db();
    const prefix = `shop-${randomBytes(6).toString('hex')}`;
    const shop = createTestApp(d, {
      ADMIN_EMAILS: 'boss@example.com',
      ...s3.env(prefix),
    });
    const boss = await createSessionClient(shop, d.db, 'boss@example.com');
    // The bucket as seen from outside the shop, to check what it holds.
    const bucket = createS3FileStore(s3.storeOptions(prefix));
    onClose(() => bucket.destroy());
    return { ...shop, d, boss, bucket };
  }

  it('keeps an administrator’s uploads in the bucket and serves them from there', async () => {
    const { app, boss, bucket, dataDir } = await setup();
    const media = await upload(boss, 'media', PNG, 'cover.png', 'image/png');
    expect(media.status, await media.clone().text()).toBe(201);
    const { url, name } = await media.json();
    expect(new Uint8Array(await bucket.read(`uploads/media/${name}`))).toEqual(PNG);
    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const file = await upload(boss, 'file', pdf, 'book.pdf', 'application/pdf');
    expect(file.status).toBe(201);
    const { fileKey } = await file.json();
    expect((await bucket.read(fileKey)).toString()).toBe('%PDF-1.4\n%%EOF\n');
    expect(filesIn(dataDir)).toEqual([]);
  });

  it('stamps a buyer’s copy of an uploaded edition in the bucket and serves it', async () => {
    const { app, config, d, boss, bucket, dataDir } = await setup();
    const edition = await PDFDocument.create();
    edition.addPage([300, 400]);
    const bytes = new Uint8Array(await edition.save());
    const uploaded = await upload(boss, 'file', bytes, 'edition.pdf', 'application/pdf');
    const { fileKey } = await uploaded.json();
    await d.db
      .updateTable('products')
      .set({ file_key: fileKey })
      .where('id', '=', 'ebook-restaurant-closer-en')
      .execute();

    const email = 'reader@example.com';
    const { id, downloadUrl } = await createPaidPurchase(d.db, config, { email, lang: 'en' });
    const res = await app.request(new URL(downloadUrl).pathname);
    expect(res.status).toBe(200);
    const copy = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(copy.getPageCount()).toBe(1);
    expect(copy.getSubject()).toBe(stampText({ id, email, language: 'en' }));

    const stamped = await bucket.list(`stamped/${id}`);
    expect(stamped.map((f) => f.key)).toEqual([
      expect.stringMatching(`^stamped/${id}/\\w+\\.pdf$`),
    ]);
    // The second download is served from the stamped copy in the bucket.
    expect((await app.request(new URL(downloadUrl).pathname)).status).toBe(200);
    expect(await bucket.list(`stamped/${id}`)).toEqual(stamped);
    expect(filesIn(dataDir)).toEqual([]);
  });
});
