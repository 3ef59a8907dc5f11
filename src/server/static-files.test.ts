import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuildFiles } from './static-files';

describe('build files with their brotli and gzip copies', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const script = Buffer.from('console.log("hello, shop");\n'.repeat(20));
  writeFileSync(path.join(root, 'app.js'), script);
  writeFileSync(path.join(root, 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'app.js.gz'), gzipSync(script));
  writeFileSync(path.join(root, 'plain.css'), 'body{color:red}');
  writeFileSync(path.join(root, 'photo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

  const app = new Hono();
  app.use('*', serveBuildFiles({ root }));
  app.all('*', (c) => c.text('page', 404));
  const get = (file: string, acceptEncoding?: string, method = 'GET') =>
    app.request(`/${file}`, {
      method,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the copy of the best acceptable coding, never a refused one', async () => {
    const cases: Array<[string | undefined, string | null]> = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['gzip;q=0.5, br;q=1.0', 'br'],
      ['br;q=0.4, gzip;q=0.9', 'gzip'],
      ['*', 'br'],
      ['*;q=0, identity', null],
      ['identity;q=1, gzip;q=0.5', null],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      [undefined, null],
    ];
    for (const [accept, expected] of cases) {
      const res = await get('app.js', accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(expected);
      expect(res.headers.get('content-type'), accept).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      const body = Buffer.from(await res.arrayBuffer());
      const expectedBody =
        expected === 'br'
          ? brotliCompressSync(script)
          : expected === 'gzip'
            ? gzipSync(script)
            : script;
      expect(body.length, accept).toBe(expectedBody.length);
    }
    const head = await get('app.js', 'br', 'HEAD');
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(String(brotliCompressSync(script).length));
  });

  it('serves a file without copies as it is, and leaves unknown paths to the next handler', async () => {
    const css = await get('plain.css', 'br');
    expect(css.headers.get('content-encoding')).toBeNull();
    expect(css.headers.get('vary')).toBe('Accept-Encoding');
    expect(await css.text()).toBe('body{color:red}');
    // An image is not compressed again, and its answer does not vary.
    const png = await get('photo.png', 'br');
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('vary')).toBeNull();
    expect((await get('nowhere.js', 'br')).status).toBe(404);
    expect(await (await get('nowhere.js', 'br')).text()).toBe('page');
  });
});
