import { utimesSync, writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { LANGS, type Lang } from '../../shared/languages';
import { renderBook } from '../adapters/pdf/book';
import { createPdfRenderer } from '../adapters/pdf/index';
import { createLocalFileStore } from '../adapters/storage/local';
import { DELIVERY_COPY } from '../content';
import { escapeHtml } from '../mail/html';
import { createDownloadToken } from '../domain/delivery/download-tokens';
import { ensureSampleEbooks } from '../domain/delivery/ebooks';

const ebookPath = (dir: string, key: string) => createLocalFileStore(dir).resolve(key);
import { findPurchase, newPurchaseId } from '../domain/orders/purchases';
import { createPaidPurchase } from '../../../tests/setup/purchases';
import { BUILT_BOOKS } from '../../../tests/setup/server-command';

describeEachDatabase('download links on %s', { shared: true }, ({ db }) => {
  let d: TestDatabase;
  let shop: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    d = db();
    shop = createTestApp(d, { PUBLIC_URL: 'https://shop.test', SUPPORT_EMAIL: 'help@shop.test' });
    await ensureSampleEbooks(d.db, {
      files: createLocalFileStore(shop.dataDir),
      pdf: createPdfRenderer({ booksDir: BUILT_BOOKS }),
    });
  });

  async function buy(
    lang: Lang = 'en',
    email = `buyer-${newPurchaseId().toLowerCase()}@example.com`,
  ) {
    const { id, downloadUrl } = await createPaidPurchase(d.db, shop.config, { email, lang });
    return { id, email, path: new URL(downloadUrl).pathname };
  }

  const get = (path: string, headers: Record<string, string> = {}) =>
    shop.app.request(path, { headers });

  it('serves the file with private, no-store, noindex headers and counts it', async () => {
    const { id, path } = await buy('es');
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Restaurant-Closer-Metodo-ES.pdf"',
    );
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(body.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const row = await findPurchase(d.db, id);
    expect(row).toMatchObject({ download_count: 1 });
    expect(row?.first_download_at).not.toBeNull();
  });

  it('refuses the 11th download with the explanatory page in the buyer’s language', async () => {
    const { id, path } = await buy('de');
    for (let i = 0; i < 10; i++) expect((await get(path)).status).toBe(200);
    const res = await get(path);
    expect(res.status).toBe(410);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(DELIVERY_COPY.de.page.problems['used-up'].title);
    expect(html).toContain('action="/download/resend"');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('%PDF');
    expect((await findPurchase(d.db, id))?.download_count).toBe(10);
  });

  it('refuses a download after the link expired', async () => {
    const { id, path } = await buy('fr');
    await d.db
      .updateTable('ebook_purchases')
      .set({ link_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await get(path);
    expect(res.status).toBe(410);
    const html = await res.text();
    expect(html).toContain(DELIVERY_COPY.fr.page.problems.expired.title);
    expect((await findPurchase(d.db, id))?.download_count).toBe(0);
  });

  it.each(['refunded', 'withdrawn'] as const)(
    'refuses the link of a %s purchase, says so in its language and offers no fresh link',
    async (status) => {
      for (const lang of LANGS) {
        const { id, path } = await buy(lang);
        expect((await get(path)).status).toBe(200);
        await d.db.updateTable('ebook_purchases').set({ status }).where('id', '=', id).execute();
        const res = await get(path);
        expect(res.status).toBe(410);
        const html = await res.text();
        const problem = DELIVERY_COPY[lang].page.problems[status];
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toContain(escapeHtml(problem.title));
        expect(html).toContain(escapeHtml(problem.text));
        // A form would ask for a link that is never sent: the support address instead.
        expect(html).not.toContain('action="/download/resend"');
        expect(html).not.toContain('name="email"');
        expect(html).not.toContain(escapeHtml(DELIVERY_COPY[lang].page.formTitle));
        expect(html).toContain('mailto:help@shop.test');
        expect((await findPurchase(d.db, id))?.download_count).toBe(1);
      }
    },
  );

  it('answers a forged or unknown link alike, in English, revealing nothing', async () => {
    const { path } = await buy('de', 'secret-buyer@example.com');
    const token = path.split('/').pop()!;
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const otherSecret = createDownloadToken('z'.repeat(40), token.split('.')[0]);
    const unknown = createDownloadToken(shop.config.sessionSecret, 'RC-NOSUCHORDER0000');
    const bodies: string[] = [];
    for (const t of [forged, otherSecret, unknown, 'garbage', '']) {
      const res = await get(`/download/${t}`);
      if (t === '') {
        expect(res.status).toBe(404);
        continue;
      }
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(DELIVERY_COPY.en.page.problems.invalid.title);
      expect(html).not.toContain('secret-buyer');
      bodies.push(html);
    }
    expect(new Set(bodies).size).toBe(1);
  });

  it.each([
    ['de-DE,de;q=0.9,en;q=0.5', 'de'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['pt-BR,pt;q=0.9', 'en'],
  ] as const)(
    'answers an unknown link in the language the browser asks for (%s), still revealing nothing',
    async (acceptLanguage, lang) => {
      // An Italian purchase's forged link: its language is not the page's, the browser's is.
      const { path } = await buy('it', 'hidden-buyer@example.com');
      const token = path.split('/').pop()!;
      const forged = `${token.split('.')[0]}.${'B'.repeat(43)}`;
      const unknown = createDownloadToken(shop.config.sessionSecret, 'RC-NOSUCHORDER0001');
      const bodies = new Set<string>();
      for (const t of [forged, unknown, 'garbage']) {
        const res = await get(`/download/${t}`, { 'accept-language': acceptLanguage });
        expect(res.status).toBe(404);
        expect(res.headers.get('vary')).toContain('Accept-Language');
        const html = await res.text();
        const problem = DELIVERY_COPY[lang].page.problems.invalid;
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toContain(escapeHtml(problem.title));
        expect(html).toContain(escapeHtml(problem.text));
        expect(html).not.toContain('hidden-buyer');
        bodies.add(html);
      }
      expect(bodies.size).toBe(1);
    },
  );

  it('never lets concurrent requests exceed the limit', async () => {
    const { id, path } = await buy('en');
    const statuses = await Promise.all(Array.from({ length: 15 }, () => get(path))).then((rs) =>
      rs.map((r) => r.status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 410)).toHaveLength(5);
    expect((await findPurchase(d.db, id))?.download_count).toBe(10);
  });

  it('counts nothing for HEAD requests and link previews', async () => {
    const { id, path } = await buy('en');
    const head = await shop.app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const preview = await get(path, { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('text/html');
    expect(await preview.text()).toContain(DELIVERY_COPY.en.page.ready.button);
    expect((await findPurchase(d.db, id))?.download_count).toBe(0);
  });

  it('serves a replaced e-book file without a restart, stamped', async () => {
    const { path, email } = await buy('it');
    const first = await PDFDocument.load(new Uint8Array(await (await get(path)).arrayBuffer()));
    expect(first.getPageCount()).toBe(90);
    const file = ebookPath(shop.dataDir, 'ebooks/restaurant-closer-it.pdf');
    const replacement = await renderBook({
      language: 'it',
      title: 'Seconda edizione',
      subtitle: 'Nuova',
      tagline: '',
      badges: [],
      author: 'Autore',
      edition: 'Seconda edizione',
      shortTitle: 'RC',
      front: { title: 'Nota', paragraphs: ['Testo.'], legal: '©' },
      toc: { title: 'Indice' },
      chapters: [{ kicker: 'Capitolo 1', title: 'Unico', pages: 2, blocks: [] }],
    });
    writeFileSync(file, replacement);
    const later = new Date(Date.now() + 120_000);
    utimesSync(file, later, later);
    const second = await PDFDocument.load(new Uint8Array(await (await get(path)).arrayBuffer()));
    expect(second.getPageCount()).toBe(5);
    expect(second.getSubject()).toContain(`Licenza d'uso per ${email}`);
  });

  it('does not use up a download when the file cannot be prepared', async () => {
    const { id, path } = await buy('es');
    await d.db
      .updateTable('products')
      .set({ file_key: 'ebooks/broken.pdf' })
      .where('id', '=', 'ebook-restaurant-closer-es')
      .execute();
    writeFileSync(ebookPath(shop.dataDir, 'ebooks/broken.pdf'), 'not a pdf');
    const res = await get(path);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain(DELIVERY_COPY.es.page.unavailable.title);
    expect((await findPurchase(d.db, id))?.download_count).toBe(0);
    await d.db
      .updateTable('products')
      .set({ file_key: 'ebooks/restaurant-closer-es.pdf' })
      .where('id', '=', 'ebook-restaurant-closer-es')
      .execute();
  });

  it('regenerates a missing edition file instead of failing', async () => {
    const { path } = await buy('fr');
    await d.db
      .updateTable('products')
      .set({ file_key: 'ebooks/missing/fr.pdf' })
      .where('id', '=', 'ebook-restaurant-closer-fr')
      .execute();
    const res = await get(path);
    expect(res.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount()).toBe(
      90,
    );
  });

  describe('the page’s resend form, without JavaScript', () => {
    it('redirects to a neutral confirmation for any valid address', async () => {
      const { email } = await buy('de');
      for (const address of [email, 'stranger@example.com']) {
        const res = await shop.app.request('/download/resend', {
          method: 'POST',
          body: new URLSearchParams({ email: address, language: 'de' }),
        });
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toBe('/download/sent?lang=de');
      }
      const page = await get('/download/sent?lang=de');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(DELIVERY_COPY.de.api.neutral);
    });

    it('shows the form again with a message for an invalid address', async () => {
      const res = await shop.app.request('/download/resend', {
        method: 'POST',
        body: new URLSearchParams({ email: 'not-an-address', language: 'es' }),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(DELIVERY_COPY.es.api.invalidEmail);
    });

    it('refuses a cross-site post', async () => {
      const res = await shop.app.request('/download/resend', {
        method: 'POST',
        headers: { origin: 'https://evil.test' },
        body: new URLSearchParams({ email: 'a@example.com', language: 'en' }),
      });
      expect(res.status).toBe(403);
    });
  });
});
