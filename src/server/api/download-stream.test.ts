import { createHash } from 'node:crypto';
import { readdirSync, readlinkSync, readFileSync } from 'node:fs';
import { createServer, get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createCookieClient } from '../../../tests/setup/app';
import { checkoutBody, startCheckout } from '../../../tests/setup/checkout';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { heavyEdition } from '../../../tests/setup/heavy-edition';
import { pdfText } from '../../../tests/setup/pdf';
import { createPaidPurchase } from '../../../tests/setup/purchases';
import { BUILT_BOOKS } from '../../../tests/setup/server-command';
import { createPdfRenderer } from '../adapters/pdf/index';
import { createLocalFileStore } from '../adapters/storage/local';
import { DELIVERY_COPY } from '../content';
import { ensureSampleEbooks, stampText } from '../domain/delivery/ebooks';
import { findPurchase, newPurchaseId } from '../domain/orders/purchases';
import type { Lang } from '../../shared/languages';

/**
 * Launch-day delivery (decision D20): copies stamped in a bounded pool, a page that reloads
 * itself while a copy is prepared, files streamed from the store.
 */
describeEachDatabase('streamed downloads on %s', { shared: true }, ({ db }) => {
  let d: TestDatabase;
  let shop: ReturnType<typeof createTestApp>;
  const pdf = createPdfRenderer({ booksDir: BUILT_BOOKS, stampThreads: 1 });
  beforeAll(async () => {
    d = db();
    // A copy that is not ready at once gets the "being prepared" page: the queue is felt.
    shop = createTestApp(d, { PUBLIC_URL: 'https://shop.test' }, { pdf, copyWaitMs: 20 });
    const files = createLocalFileStore(shop.dataDir);
    await ensureSampleEbooks(d.db, { files, pdf });
    // The German edition is a seller's kind of file: pictures on every page, several MB.
    const sample = readFileSync(files.resolve('ebooks/restaurant-closer-de.pdf'));
    await files.write('ebooks/restaurant-closer-de.pdf', await heavyEdition(sample, 12_000_000));
  });
  afterAll(() => pdf.close());

  async function buy(lang: Lang) {
    const email = `buyer-${newPurchaseId().toLowerCase()}@example.com`;
    const { id, downloadUrl } = await createPaidPurchase(d.db, shop.config, { email, lang });
    return { id, email, path: new URL(downloadUrl).pathname };
  }

  /** Follows the "being prepared" page as a browser does, until the file comes. */
  async function fileOf(path: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 300; i++) {
      const res = await shop.app.request(path, { headers });
      if (res.status !== 202) return res;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no file after 15 s: ${path}`);
  }

  it('answers a page that reloads itself while the queue is full, then the file', async () => {
    const buyers = await Promise.all((['it', 'fr', 'es', 'en'] as const).map(buy));
    const first = await Promise.all(buyers.map((b) => shop.app.request(b.path)));
    const waiting = first.filter((res) => res.status === 202);
    expect(waiting.length).toBeGreaterThan(0);
    for (const [i, res] of first.entries()) {
      if (res.status !== 202) continue;
      const lang = (['it', 'fr', 'es', 'en'] as const)[i];
      const html = await res.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain(DELIVERY_COPY[lang].page.preparing.title.replace(/'/g, '&#x27;'));
      // Reloads without script, and tells clients when to come back.
      expect(res.headers.get('refresh')).toBe('2');
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('cache-control')).toBe('no-store');
      // Waiting used nothing up.
      expect((await findPurchase(d.db, buyers[i].id))?.download_count).toBe(0);
    }
    for (const b of buyers) {
      const res = await fileOf(b.path);
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await findPurchase(d.db, b.id))?.download_count).toBe(1);
    }
  });

  it('gives the "being prepared" page, rendered once, the policy of its own inline scripts', async () => {
    const b = await buy('it');
    // The pool is kept busy by other buyers, so this buyer waits.
    const others = await Promise.all((['fr', 'es', 'en', 'de'] as const).map(buy));
    const answers = await Promise.all([...others, b].map((x) => shop.app.request(x.path)));
    const waiting = answers.filter((res) => res.status === 202);
    expect(waiting.length).toBeGreaterThan(0);
    const again = await shop.app.request(b.path);
    for (const res of [...waiting, ...(again.status === 202 ? [again] : [])]) {
      const html = await res.text();
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      const policy = res.headers.get('content-security-policy')!;
      expect(policy.split(', ')).toHaveLength(1);
      const allowed = /script-src ([^;]*)/.exec(policy)![1].split(' ');
      for (const script of scripts)
        expect(allowed).toContain(
          `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
        );
      expect(allowed).not.toContain("'unsafe-inline'");
    }
    for (const x of [...others, b]) expect((await fileOf(x.path)).status).toBe(200);
  });

  it('stamps the buyer’s address and order on every page', async () => {
    const b = await buy('de');
    const res = await fileOf(b.path);
    expect(res.status).toBe(200);
    const pages = pdfText(new Uint8Array(await res.arrayBuffer()))
      .split('\f')
      .filter((p) => p.trim());
    expect(pages).toHaveLength(90);
    const stamp = stampText({ id: b.id, email: b.email, language: 'de' });
    for (const page of pages) expect(page.replace(/\s+/g, ' ')).toContain(stamp);
  });

  it('serves byte ranges; only a download from the first byte is counted', async () => {
    const b = await buy('de');
    const whole = Buffer.from(await (await fileOf(b.path)).arrayBuffer());
    const part = await fileOf(b.path, { range: 'bytes=100-' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100))).toBe(true);
    const tail = await fileOf(b.path, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(-10))).toBe(true);
    const beyond = await fileOf(b.path, { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    expect((await findPurchase(d.db, b.id))?.download_count).toBe(1);
    const again = await fileOf(b.path, { range: 'bytes=0-99' });
    expect(again.status).toBe(206);
    expect((await again.arrayBuffer()).byteLength).toBe(100);
    expect((await findPurchase(d.db, b.id))?.download_count).toBe(2);
  });

  it('streams a dozen downloads at once, each whole, all of them moving together', async () => {
    const b = await buy('de');
    const whole = Buffer.from(await (await fileOf(b.path)).arrayBuffer());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => fileOf(b.path, { range: 'bytes=1-' })),
    );
    // Read side by side: at the moment the first download ends, every other one has begun.
    const started = new Set<number>();
    let startedWhenFirstEnded = -1;
    const bodies = await Promise.all(
      answers.map(async (answer, i) => {
        expect(answer.status).toBe(206);
        const parts: Uint8Array[] = [];
        const reader = answer.body!.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          started.add(i);
          parts.push(value);
        }
        if (startedWhenFirstEnded < 0) startedWhenFirstEnded = started.size;
        return Buffer.concat(parts);
      }),
    );
    for (const body of bodies) expect(body.equals(whole.subarray(1))).toBe(true);
    expect(startedWhenFirstEnded).toBe(12);
  });

  it('stops reading the file when the client goes away mid-download', async () => {
    const b = await buy('de');
    await (await fileOf(b.path, { range: 'bytes=0-0' })).arrayBuffer();
    const server: Server = createServer(getRequestListener(shop.app.fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const copyFolder = `${shop.dataDir}/stamped/${b.id}/`;
    const copyFds = () =>
      readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`).startsWith(copyFolder);
        } catch {
          return false;
        }
      });
    const openCopies = () => copyFds().length;
    /** How far the server has read the open copy: the file position the kernel keeps. */
    const readSoFar = () =>
      Math.max(
        ...copyFds().map((fd) =>
          Number(/^pos:\s+(\d+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1] ?? 0),
        ),
      );
    try {
      // A "being prepared" answer (a loaded machine) is followed, as a browser would.
      let started = false;
      for (let attempt = 0; !started && attempt < 200; attempt++) {
        started = await new Promise<boolean>((resolve, reject) => {
          const req = httpGet(`http://127.0.0.1:${port}${b.path}`, (res) => {
            if (res.statusCode === 202) {
              res.resume();
              res.on('end', () => setTimeout(() => resolve(false), 50));
              return;
            }
            expect(res.statusCode).toBe(200);
            expect(Number(res.headers['content-length'])).toBeGreaterThan(11_000_000);
            res.once('data', () => {
              // The client stops reading: the server holds the file open, waiting.
              res.pause();
              setTimeout(() => {
                expect(openCopies()).toBe(1);
                // Read only as far as the socket took it (the kernel's socket buffers hold a
                // few MB on loopback), not the whole file into memory.
                expect(readSoFar()).toBeLessThan(Number(res.headers['content-length']) * 0.6);
                req.destroy();
                resolve(true);
              }, 200);
            });
          });
          req.on('error', () => {});
          req.setTimeout(10_000, () => reject(new Error('no answer')));
        });
      }
      expect(started).toBe(true);
      for (let i = 0; i < 100 && openCopies() > 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(openCopies()).toBe(0);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('prepares the copy when the order is paid, before the first click', async () => {
    const browser = createCookieClient(shop.app, 'https://shop.test');
    const email = `early-${newPurchaseId().toLowerCase()}@example.com`;
    const sessionId = await startCheckout(browser, checkoutBody('it', email));
    const pay = await browser.request(`/api/demo-pay/${sessionId}/pay`, { method: 'POST' });
    expect(pay.status).toBe(303);
    const purchase = await d.db
      .selectFrom('ebook_purchases')
      .select(['id', 'status'])
      .where('provider_session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(purchase.status).toBe('paid');
    const files = createLocalFileStore(shop.dataDir);
    for (let i = 0; i < 200 && !(await files.list(`stamped/${purchase.id}`)).length; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await files.list(`stamped/${purchase.id}`)).toHaveLength(1);
  });
});
