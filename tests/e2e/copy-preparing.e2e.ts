import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { PDFDocument } from 'pdf-lib';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_COPY, EDITION_COPY } from '../../src/server/content';
import { LANGS } from '../../src/shared/languages';
import { createPdfRenderer } from '../../src/server/adapters/pdf/index';
import { createLocalFileStore } from '../../src/server/adapters/storage/local';
import { BUILT_BOOKS } from '../setup/server-command';
import { ensureSampleEbooks } from '../../src/server/domain/delivery/ebooks';
import { createTestApp } from '../setup/app';
import { createTestDatabase, type TestDatabase } from '../setup/databases';
import { createPaidPurchase } from '../setup/purchases';
import { expectNoAxeViolations } from './axe';
import { browserForSuite, DESKTOP, newPage, PHONE, shoot } from './harness';

/**
 * The page a buyer sees while their copy is still being stamped (decision D20): in the
 * purchase's language, accessible, and it reloads by itself until the file comes. The shop runs
 * in this process with a wait of nothing, so every first click meets the page.
 */
describe('a copy being prepared, in Chromium', () => {
  const browser = browserForSuite();
  let db: TestDatabase;
  let shop: ReturnType<typeof createTestApp>;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    // The page reloads after a second instead of two: the test waits through ten reloads.
    shop = createTestApp(
      db,
      {},
      { copyWaitMs: 0, preparingReloadSeconds: 1, clientDir: path.resolve('build/client') },
    );
    const pdf = createPdfRenderer({ booksDir: BUILT_BOOKS });
    await ensureSampleEbooks(db.db, { files: createLocalFileStore(shop.dataDir), pdf });
    server = createServer(getRequestListener(shop.app.fetch));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    await db?.drop();
  });

  for (const lang of LANGS) {
    it(`says so in ${lang}, passes axe at 390 and 1280 px, and reloads into the download`, async () => {
      for (const viewport of [PHONE, DESKTOP]) {
        const email = `team-${lang}-${viewport.width}@example.com`;
        const { id, downloadUrl } = await createPaidPurchase(db.db, shop.config, { email, lang });
        const link = `${url}${new URL(downloadUrl).pathname}`;
        const { context, page } = await newPage(browser, viewport);
        try {
          // Listened for before the first visit: the page's refresh may bring the file while axe
          // or the screenshot still runs, and an event nobody listens for is gone.
          const download = page.waitForEvent('download', { timeout: 150_000 });
          download.catch(() => undefined); // a failure above is the one reported
          const answer = await page.goto(link);
          expect(answer?.status()).toBe(202);
          const copy = DELIVERY_COPY[lang].page.preparing;
          await expect(page.locator('h1').textContent()).resolves.toBe(copy.title);
          expect(await page.locator('html').getAttribute('lang')).toBe(lang);
          await expectNoAxeViolations(page, `${lang} ${viewport.width}`);
          await shoot(page, `copy-preparing-${lang}-${viewport.width}`);
          // No script: the page's own refresh brings the file once it is stamped.
          const pdf = await PDFDocument.load(readFileSync(await (await download).path()));
          expect(pdf.getSubject()).toBe(EDITION_COPY[lang].stamp(email, id));
        } finally {
          await context.close();
        }
      }
    }, 400_000);
  }
});
