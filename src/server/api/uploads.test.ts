import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { isPdf, sniffMedia } from '../domain/delivery/uploads';
import { PNG, upload } from '../../../tests/setup/uploads';

// Uploads touch files only; one database kind is enough here.
describeEachDatabase('admin uploads on %s', { kinds: ['sqlite'] }, ({ db }) => {
  async function setup() {
    const d = db();
    const { app, config, dataDir } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient({ app, config }, d.db, 'boss@example.com');
    return { app, boss, dataDir };
  }

  it('recognises files by their bytes', () => {
    expect(sniffMedia(PNG)).toBe('png');
    expect(sniffMedia(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffMedia(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(
      sniffMedia(new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="x"></svg>')),
    ).toBe('svg');
    expect(sniffMedia(new TextEncoder().encode('<html><svg></svg></html>'))).toBeNull();
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDX-1.7\n'))).toBe(false);
  });

  it('stores an image under a random name and serves it read-only', async () => {
    const { app, boss, dataDir } = await setup();
    const res = await upload(boss, 'media', PNG, '../../evil.png', 'image/png');
    expect(res.status).toBe(201);
    const { url } = await res.json();
    expect(url).toMatch(/^\/uploads\/media\/[a-f0-9]{32}\.png$/);
    expect(existsSync(path.join(dataDir, 'uploads', 'media', url.split('/').pop()))).toBe(true);
    const served = await app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await app.request('/uploads/media/..%2F..%2Fshop.sqlite')).status).toBe(404);
    expect((await app.request(url, { method: 'DELETE' })).status).not.toBe(200);
  });

  it('refuses wrong types (415) and oversize files (413)', async () => {
    const { boss } = await setup();
    const html = await upload(
      boss,
      'media',
      new TextEncoder().encode('<script>alert(1)</script>'),
      'x.png',
      'image/png',
    );
    expect(html.status).toBe(415);
    expect((await html.json()).message).toMatch(/^Nicht unterstützter Dateityp/);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(boss, 'media', big, 'x.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json()).message).toBe('Die Datei ist zu groß (höchstens 5 MB).');
    const notPdf = await upload(boss, 'file', PNG, 'x.pdf', 'application/pdf');
    expect(notPdf.status).toBe(415);
    const declared = await boss.request('/api/upload/file', {
      method: 'POST',
      headers: {
        'content-length': String(60 * 1024 * 1024),
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: 'x',
    });
    expect(declared.status).toBe(413);
  });

  it('stores a PDF privately and answers its file key', async () => {
    const { app, boss, dataDir } = await setup();
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    const res = await upload(boss, 'file', pdf, 'book.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    const { fileKey } = await res.json();
    expect(fileKey).toMatch(/^ebooks\/uploads\/[a-f0-9]{32}\.pdf$/);
    expect(readFileSync(path.join(dataDir, fileKey), 'utf8')).toBe('%PDF-1.4\n%%EOF\n');
    expect((await app.request(`/${fileKey}`)).status).toBe(404);
  });
});
