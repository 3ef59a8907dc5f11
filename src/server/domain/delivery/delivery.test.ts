import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/app';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { smtpSinkForSuite } from '../../../../tests/setup/fakes';
import { LANGS, type Lang } from '../../../shared/languages';
import { createMailTransport } from '../../adapters/mail';
import { DELIVERY_COPY, EDITION_COPY } from '../../content';
import { createPurchaseDelivery } from './delivery';
import { startMailWorker } from './mail-outbox';
import { createPurchase, findPurchase, newPurchaseId } from '../orders/purchases';
import { hex, pageContent } from '../../../../tests/setup/pdf';
import { createPaidPurchase } from '../../../../tests/setup/purchases';

const silent = pino({ level: 'silent' });

describeEachDatabase('delivery on %s', { shared: true }, ({ db, create, onClose }) => {
  const sink = smtpSinkForSuite();

  /** A shop on the suite's database, or on the one given. */
  async function shop(env: Record<string, string> = {}, d = db()) {
    const test = createTestApp(d, {
      PUBLIC_URL: 'https://shop.test',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Restaurant Closer <no-reply@shop.test>',
      SUPPORT_EMAIL: 'help@shop.test',
      SELLER_NAME: 'Sala & Co. S.r.l.',
      SELLER_ADDRESS: 'Via Roma 1, 00100 Roma',
      SELLER_VAT_ID: 'IT01234567890',
      ...env,
    });
    const worker = startMailWorker({
      db: d.db,
      dbKind: d.kind,
      transport: createMailTransport(test.config, silent),
      logger: silent,
      pollMs: 60_000,
    });
    onClose(() => worker.stop());
    return { d, worker, ...test };
  }

  type Shop = Awaited<ReturnType<typeof shop>>;

  /** A paid checkout, fulfilled the way the checkout code does it: one transaction. */
  const buy = (s: Shop, lang: Lang, buyer: { email: string; name?: string }) =>
    createPaidPurchase(s.d.db, s.config, { ...buyer, lang });

  let shared: Shop;
  beforeAll(async () => {
    shared = await shop({ ACADEMY_URL: 'https://academy.test/course' });
  });

  it.each(LANGS)(
    '%s: the delivery e-mail arrives with a working link to the stamped edition',
    async (lang) => {
      const email = `reader-${lang}@example.com`;
      const { id } = await buy(shared, lang, { email, name: 'Chiara' });
      await shared.worker.drain();
      const mail = await sink.waitFor((m) => m.envelope.to.includes(email));
      const copy = DELIVERY_COPY[lang].delivery;
      const product = await shared.d.db
        .selectFrom('products')
        .select('name')
        .where('id', '=', `ebook-restaurant-closer-${lang}`)
        .executeTakeFirstOrThrow();

      expect(mail.subject).toBe(copy.subject(product.name));
      expect(mail.headers['reply-to']).toBe('help@shop.test');
      expect(mail.text).toContain(copy.greeting('Chiara'));
      expect(mail.text).toContain(copy.validity(30, 10, '').split('(')[0].trim());
      expect(mail.text).toContain(copy.pages);
      expect(mail.text).toContain('https://academy.test/course');
      expect(mail.text).toContain('Sala & Co. S.r.l.');
      expect(mail.text).toContain('IT01234567890');
      expect(mail.html).toContain('<table role="presentation"');
      expect(mail.html).not.toMatch(/<img|<link|<script/i);
      expect(mail.html).toContain('Sala &amp; Co. S.r.l.');

      const link = /https:\/\/shop\.test\/download\/[\w.-]+/.exec(mail.text)![0];
      const withdraw = /https:\/\/shop\.test\/withdraw\/([\w.-]+)/.exec(mail.text)!;
      expect(link.endsWith(withdraw[1])).toBe(true);
      expect(mail.html).toContain(`href="${link}"`);
      const row = await findPurchase(shared.d.db, id);
      expect(row?.download_link).toBe(link);

      const res = await shared.app.request(new URL(link).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${EDITION_COPY[lang].fileName}"`,
      );
      const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
      expect(doc.getPageCount()).toBe(90);
      const stamp = hex(EDITION_COPY[lang].stamp(email, id));
      for (const page of doc.getPages()) expect(pageContent(doc, page)).toContain(stamp);
      expect(doc.getSubject()).toBe(EDITION_COPY[lang].stamp(email, id));
      expect((await findPurchase(shared.d.db, id))?.download_count).toBe(1);
    },
  );

  /** A paid order with a discount code, fulfilled in one transaction; its queued delivery mail. */
  async function deliveredWithCode(
    s: Shop,
    lang: Lang,
    order: { code: string; amount: number; discount: number },
  ) {
    const id = newPurchaseId();
    const now = new Date().toISOString();
    await s.d.db.transaction().execute(async (trx) => {
      await createPurchase(trx, {
        id,
        email: `code-${lang}-${id}@example.com`,
        name: 'Chiara',
        language: lang,
        product_id: `ebook-restaurant-closer-${lang}`,
        amount: order.amount,
        list_price: 4700,
        discount_amount: order.discount,
        discount_code: order.code,
        currency: 'EUR',
        status: 'paid',
        provider: order.amount === 0 ? 'none' : 'stripe',
        provider_session_id: `cs_${id}`,
        created_at: now,
        paid_at: now,
      });
      await createPurchaseDelivery({ config: s.config }, trx, { id });
    });
    const mail = await s.d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('dedupe_key', '=', `delivery:${id}`)
      .executeTakeFirstOrThrow();
    // Intl writes the space before € as a (narrow) no-break space.
    const plain = (t: string) => t.replace(/[\u00a0\u202f]/g, ' ');
    return { text: plain(mail.text_body), html: plain(mail.html_body ?? '') };
  }

  it.each([
    ['en', 'Discount code LAUNCH: −€9.40\nAmount paid: €37.60'],
    ['de', 'Rabattcode LAUNCH: −9,40 €\nBezahlter Betrag: 37,60 €'],
    ['it', 'Codice sconto LAUNCH: −9,40 €\nImporto pagato: 37,60 €'],
    ['es', 'Código de descuento LAUNCH: −9,40 €\nImporte pagado: 37,60 €'],
    ['fr', 'Code de réduction LAUNCH: −9,40 €\nMontant payé: 37,60 €'],
  ] as const)(
    '%s: the delivery e-mail names the discount code and its discount',
    async (lang, lines) => {
      const mail = await deliveredWithCode(shared, lang, {
        code: 'LAUNCH',
        amount: 3760,
        discount: 940,
      });
      expect(mail.text).toContain(lines);
      const [discount, paid] = lines.split('\n').map((l) => l.split(': '));
      expect(mail.html).toContain(discount[0]);
      expect(mail.html).toContain(discount[1]);
      expect(mail.html.indexOf(discount[1])).toBeLessThan(mail.html.indexOf(paid[1]));
    },
  );

  it('names a 100 % code beside the 0 € paid; an order without a code names none', async () => {
    const free = await deliveredWithCode(shared, 'de', {
      code: 'GRATIS',
      amount: 0,
      discount: 4700,
    });
    expect(free.text).toContain('Rabattcode GRATIS: −47 €\nBezahlter Betrag: 0 €');
    // Withdrawing refunds nothing: the mail does not promise the full amount back.
    expect(free.text).toContain(DELIVERY_COPY.de.delivery.withdrawalNothingPaid);
    expect(free.text).not.toContain(DELIVERY_COPY.de.delivery.withdrawal);
    await buy(shared, 'de', { email: 'no-code@example.com' });
    const plain = await shared.d.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'html_body'])
      .where('to_address', '=', 'no-code@example.com')
      .executeTakeFirstOrThrow();
    expect(plain.text_body).toMatch(/Bezahlter Betrag: 47\s€/);
    expect(plain.text_body).not.toContain('Rabattcode');
    expect(plain.text_body).toContain(DELIVERY_COPY.de.delivery.withdrawal);
    expect(plain.html_body).not.toContain('Rabattcode');
  });

  it('mails exactly once however often fulfilment runs, and keeps the first window', async () => {
    const s = shared;
    const { id, linkExpiresAt } = await buy(s, 'de', { email: 'twice@example.com' });
    await s.d.db
      .transaction()
      .execute((trx) =>
        createPurchaseDelivery(
          { config: s.config },
          trx,
          { id },
          new Date(Date.now() + 86_400_000),
        ),
      );
    await s.worker.drain();
    await s.worker.drain();
    expect(sink.messages.filter((m) => m.envelope.to.includes('twice@example.com'))).toHaveLength(
      1,
    );
    expect((await findPurchase(s.d.db, id))?.link_expires_at).toBe(linkExpiresAt);
  });

  it('mails nothing when the fulfilling transaction rolls back', async () => {
    const s = shared;
    const id = newPurchaseId();
    await expect(
      s.d.db.transaction().execute(async (trx) => {
        await createPurchase(trx, {
          id,
          email: 'rollback@example.com',
          language: 'en',
          product_id: 'ebook-restaurant-closer-en',
          amount: 4700,
          currency: 'EUR',
          status: 'paid',
          provider: 'demo',
          created_at: new Date().toISOString(),
        });
        await createPurchaseDelivery({ config: s.config }, trx, { id });
        throw new Error('payment check failed');
      }),
    ).rejects.toThrow('payment check failed');
    await s.worker.drain();
    expect(sink.messages).toHaveLength(0);
  });

  it('escapes a hostile name in the HTML and keeps it out of the headers', async () => {
    const s = shared;
    await buy(s, 'en', {
      email: 'hostile@example.com',
      name: '<script>alert(1)</script>\r\nBcc: victim@example.com <b>x</b>',
    });
    await s.worker.drain();
    const mail = await sink.waitFor((m) => m.envelope.to.includes('hostile@example.com'));
    expect(mail.envelope.to).toEqual(['hostile@example.com']);
    expect(mail.headers['bcc']).toBeUndefined();
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Bcc: victim@example.com');
    expect(mail.text).toContain(
      'Hello <script>alert(1)</script> Bcc: victim@example.com <b>x</b>,',
    );
  });

  it('sends the seller a notification with reply-to the buyer when configured', async () => {
    const s = await shop({ SALE_NOTIFICATION_EMAIL: 'owner@shop.test' }, await create());
    const { id } = await buy(s, 'fr', { email: 'claire@example.fr', name: 'Claire' });
    await s.worker.drain();
    const note = await sink.waitFor((m) => m.envelope.to.includes('owner@shop.test'));
    expect(note.headers['reply-to']).toBe('claire@example.fr');
    expect(note.subject).toContain('Neuer Verkauf');
    expect(note.subject).toContain('(FR)');
    expect(note.text).toContain(id);
    expect(note.text).toContain('claire@example.fr');
    expect(sink.messages.filter((m) => m.envelope.to.includes('claire@example.fr'))).toHaveLength(
      1,
    );
  });

  it('delivers the e-mail once after the SMTP server was down and came back', async () => {
    const s = shared;
    sink.refuse(true);
    await buy(s, 'it', { email: 'outage@example.it' });
    await s.worker.drain();
    expect(sink.messages).toHaveLength(0);
    sink.refuse(false);
    // The retry's back-off has passed.
    await s.d.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await s.worker.drain();
    await s.worker.drain();
    const received = sink.messages.filter((m) => m.envelope.to.includes('outage@example.it'));
    expect(received).toHaveLength(1);
    expect(received[0].subject).toContain('La tua copia');
  });
});
