import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { smtpSinkForSuite } from '../../../tests/setup/fakes';
import { LANGS, type Lang } from '../../shared/languages';
import { createMailTransport } from '../adapters/mail';
import { DELIVERY_COPY } from '../content';
import { startMailWorker, type MailWorker } from '../domain/delivery/mail-outbox';
import { findPurchase } from '../domain/orders/purchases';
import { RATE_LIMITS } from '../domain/access/rate-limit';
import { createPaidPurchase, exhaustDownloads } from '../../../tests/setup/purchases';

const silent = pino({ level: 'silent' });
let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limit only bites where meant to. */
const freshIp = () => `198.51.100.${++ipCounter}`;

describeEachDatabase('resend my link on %s', { shared: true }, ({ db, onClose }) => {
  const sink = smtpSinkForSuite();
  let d: TestDatabase;
  let shop: ReturnType<typeof createTestApp>;
  let worker: MailWorker;
  beforeAll(async () => {
    d = db();
    shop = createTestApp(d, {
      PUBLIC_URL: 'https://shop.test',
      SMTP_URL: sink.url,
      SUPPORT_EMAIL: 'help@shop.test',
    });
    worker = startMailWorker({
      db: d.db,
      dbKind: d.kind,
      transport: createMailTransport(shop.config, silent),
      logger: silent,
      pollMs: 60_000,
    });
    onClose(() => worker.stop());
  });

  async function buy(
    email: string,
    lang: Lang,
    status: 'paid' | 'refunded' | 'free' = 'paid',
    name = '',
  ) {
    const { id } = await createPaidPurchase(d.db, shop.config, { email, lang, name });
    if (status !== 'paid')
      await d.db.updateTable('ebook_purchases').set({ status }).where('id', '=', id).execute();
    await worker.drain();
    sink.clear();
    return id;
  }

  function resend(body: unknown, ip = freshIp(), headers: Record<string, string> = {}) {
    return shop.app.request('/api/resend-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: JSON.stringify(body),
    });
  }

  it('answers a buyer and a stranger identically; only the buyer gets mail', async () => {
    await buy('known@example.com', 'it');
    const forBuyer = await resend({ email: 'Known@Example.com', language: 'it' });
    const forStranger = await resend({ email: 'stranger@example.com', language: 'it' });
    expect(forBuyer.status).toBe(200);
    expect(forStranger.status).toBe(200);
    const [a, b] = [await forBuyer.json(), await forStranger.json()];
    expect(a).toEqual({ message: DELIVERY_COPY.it.api.neutral });
    expect(b).toEqual(a);
    await worker.drain();
    expect(sink.messages.map((m) => m.envelope.to)).toEqual([['known@example.com']]);
    expect(sink.messages[0].subject).toBe(DELIVERY_COPY.it.resendMail.subject);
    expect(sink.messages[0].headers['reply-to']).toBe('help@shop.test');
  });

  it('lists every paid purchase of the address with its working link, not refunded ones', async () => {
    const de1 = await buy('two@example.com', 'de');
    const de2 = await buy('two@example.com', 'de');
    const refunded = await buy('two@example.com', 'de', 'refunded');
    await resend({ email: 'two@example.com', language: 'de' });
    await worker.drain();
    const mail = await sink.waitFor((m) => m.envelope.to.includes('two@example.com'));
    expect(mail.text).toContain(DELIVERY_COPY.de.resendMail.intro);
    expect(mail.text).toContain(de1);
    expect(mail.text).toContain(de2);
    expect(mail.text).not.toContain(refunded);
    const links = mail.text.match(/https:\/\/shop\.test\/download\/[\w.-]+/g) ?? [];
    expect(links).toHaveLength(2);
    for (const link of links) {
      const res = await shop.app.request(new URL(link).pathname);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
    }
  });

  it('greets the buyer by name and tells a free copy’s recipient no purchase was made', async () => {
    const paid = await buy('greet@example.com', 'de', 'paid', 'Anna Schmidt');
    await resend({ email: 'greet@example.com', language: 'de' });
    await worker.drain();
    const mail = await sink.waitFor((m) => m.envelope.to.includes('greet@example.com'));
    expect(mail.text.startsWith('Guten Tag Anna Schmidt,\n\n')).toBe(true);
    expect(mail.html).toContain('Guten Tag Anna Schmidt,');
    expect(mail.text).toContain(DELIVERY_COPY.de.footer.reason('shop.test'));
    expect(mail.text).toContain(paid);
    sink.clear();

    const gift = await buy('gift@example.com', 'es', 'free');
    await resend({ email: 'gift@example.com', language: 'es' });
    await worker.drain();
    const free = await sink.waitFor((m) => m.envelope.to.includes('gift@example.com'));
    expect(free.text.startsWith('Hola:\n\n')).toBe(true);
    expect(free.text).toContain(gift);
    expect(free.text).toContain(DELIVERY_COPY.es.footer.reasonFree('shop.test'));
    expect(free.text).not.toContain(DELIVERY_COPY.es.footer.reason('shop.test'));
    expect(free.html).not.toContain('has comprado');
  });

  it('mails each purchase in the language it was bought in, whatever page asks', async () => {
    const it_ = await buy('lingua@example.com', 'it');
    // Asked from a German page: the answer is German, the mail Italian.
    const res = await resend({ email: 'lingua@example.com', language: 'de' });
    expect(await res.json()).toEqual({ message: DELIVERY_COPY.de.api.neutral });
    await worker.drain();
    const mail = await sink.waitFor((m) => m.envelope.to.includes('lingua@example.com'));
    expect(mail.subject).toBe(DELIVERY_COPY.it.resendMail.subject);
    expect(mail.text).toContain(DELIVERY_COPY.it.resendMail.intro);
    expect(mail.text).toContain(it_);
    expect(mail.text).not.toContain(DELIVERY_COPY.de.resendMail.intro);

    // Editions bought in two languages: one mail in each, each with its own purchase.
    sink.clear();
    const fr = await buy('lingua@example.com', 'fr');
    await resend({ email: 'lingua@example.com', language: 'en' });
    await worker.drain();
    await sink.waitFor(
      () => sink.messages.filter((m) => m.envelope.to.includes('lingua@example.com')).length >= 2,
    );
    const mails = sink.messages.filter((m) => m.envelope.to.includes('lingua@example.com'));
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [DELIVERY_COPY.it.resendMail.subject, DELIVERY_COPY.fr.resendMail.subject].sort(),
    );
    const italian = mails.find((m) => m.subject === DELIVERY_COPY.it.resendMail.subject)!;
    const french = mails.find((m) => m.subject === DELIVERY_COPY.fr.resendMail.subject)!;
    expect(italian.text).toContain(it_);
    expect(italian.text).not.toContain(fr);
    expect(french.text).toContain(fr);
    expect(french.text).toContain(DELIVERY_COPY.fr.resendMail.intro);
  });

  it('takes an address with letters beyond ASCII, as the checkout does', async () => {
    const email = 'jörg.müller@gasthaus.de';
    const id = await buy(email, 'de');
    const res = await resend({ email: 'Jörg.Müller@Gasthaus.de', language: 'de' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: DELIVERY_COPY.de.api.neutral });
    await worker.drain();
    const mail = await sink.waitFor((m) => m.envelope.to.includes(email));
    expect(mail.text).toContain(id);
    // The expired-link page's plain form takes it too.
    const form = await shop.app.request('/download/resend', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      body: new URLSearchParams({ email, language: 'es' }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/download/sent?lang=es');
  });

  it('asks for the address in the page language when the field is empty', async () => {
    for (const lang of ['en', 'it', 'de', 'es', 'fr'] as const) {
      for (const email of ['', '   ']) {
        const res = await resend({ email, language: lang });
        expect(res.status).toBe(400);
        const message = DELIVERY_COPY[lang].api.emailRequired;
        expect(await res.json()).toEqual({
          message,
          code: 'emailRequired',
          errors: { email: message },
        });
        const form = await shop.app.request('/download/resend', {
          method: 'POST',
          headers: { 'x-forwarded-for': freshIp() },
          body: new URLSearchParams({ email, language: lang }),
        });
        expect(form.status).toBe(400);
        const page = await form.text();
        expect(page).toContain(`lang="${lang}"`);
        expect(page).toContain(DELIVERY_COPY[lang].api.emailRequired);
      }
    }
  });

  it('renews an expired and a used-up link with a new validity and allowance (D14)', async () => {
    const expired = await buy('old@example.com', 'es');
    const usedUp = await buy('old@example.com', 'en');
    const past = new Date(Date.now() - 60_000).toISOString();
    await d.db
      .updateTable('ebook_purchases')
      .set({ link_expires_at: past })
      .where('id', '=', expired)
      .execute();
    await d.db
      .updateTable('ebook_purchases')
      .set({ download_count: 10 })
      .where('id', '=', usedUp)
      .execute();
    await resend({ email: 'old@example.com', language: 'es' });
    const row = await findPurchase(d.db, expired);
    expect(Date.parse(row!.link_expires_at!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const used = await findPurchase(d.db, usedUp);
    expect(used?.download_count).toBe(10);
    expect(used?.download_limit).toBe(20);
    await worker.drain();
    const mail = await sink.waitFor((m) => m.envelope.to.includes('old@example.com'));
    expect(mail.text).not.toContain(DELIVERY_COPY.es.resendMail.usedUp('help@shop.test'));
    // The renewed link's own count: ten of ten left, not "10 of 20" after ten made before.
    const english = await sink.waitFor(
      (m) => m.envelope.to.includes('old@example.com') && m.text.includes(usedUp),
    );
    expect(english.text).toContain('· 10 of 10 downloads left');
    expect(english.text).not.toContain('of 20');
    for (const id of [expired, usedUp]) {
      const link = new URL((await findPurchase(d.db, id))!.download_link!).pathname;
      expect((await shop.app.request(link)).status).toBe(200);
    }
  });

  it.each(LANGS)(
    '%s: lets a buyer renew one link three times in 30 days, then says how to get help, with no dead link',
    async (lang) => {
      const email = `often-${lang}@example.com`;
      const id = await buy(email, lang);
      const exhaustLink = () => exhaustDownloads(d.db, id);
      for (let i = 1; i <= 3; i++) {
        await exhaustLink();
        await resend({ email, language: lang });
        expect((await findPurchase(d.db, id))!.download_limit).toBe(10 * (i + 1));
      }
      await worker.drain();
      const r = DELIVERY_COPY[lang].resendMail;
      // A renewed link counts its own downloads: all ten of ten, whatever was made before.
      const third = sink.messages.filter((m) => m.envelope.to.includes(email)).at(-1)!;
      expect(third.subject).toBe(r.subject);
      expect(third.text).toContain(r.intro);
      expect(third.text).toMatch(new RegExp(`${id} · .*\\b10\\b.*\\b10\\b`));
      expect(third.text).not.toMatch(/\b40\b/);
      await exhaustLink();
      const fourth = await resend({ email, language: lang });
      expect(fourth.status).toBe(200);
      const row = (await findPurchase(d.db, id))!;
      expect(row.download_limit).toBe(40);
      const renewals = await d.db
        .selectFrom('link_renewals')
        .selectAll()
        .where('purchase_id', '=', id)
        .execute();
      expect(renewals.map((x) => x.renewed_by)).toEqual(['buyer', 'buyer', 'buyer']);
      await worker.drain();
      const last = sink.messages.filter((m) => m.envelope.to.includes(email)).at(-1)!;
      expect(last.subject).toBe(r.subjectBlocked);
      expect(last.text).toContain(r.introBlocked);
      expect(last.text).toContain(r.usedUp('help@shop.test'));
      expect(r.usedUp('help@shop.test')).toContain('help@shop.test');
      // No "here it is" and no link that would not open.
      expect(last.text).not.toContain(r.intro);
      expect(last.text).not.toContain('/download/');
      expect(last.html).not.toContain('/download/');
      expect(last.html).not.toContain(r.button);
    },
  );

  it('lets no stranger keep a buyer from the link, and caps the mails to one inbox', async () => {
    await buy('limited@example.com', 'fr');
    await worker.drain();
    const before = sink.messages.length;
    const perClient = RATE_LIMITS.linkResendPerClientAndAddress.limit;
    const cap = RATE_LIMITS.linkResendMailPerAddress.limit;
    for (const email of ['limited@example.com', 'nobody@example.com']) {
      // A stranger asking again and again from one address is told to wait…
      const stranger = freshIp();
      for (let i = 0; i < perClient; i++) {
        expect((await resend({ email, language: 'fr' }, stranger)).status).toBe(200);
      }
      const refused = await resend({ email, language: 'fr' }, stranger);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        message: DELIVERY_COPY.fr.api.tooMany,
        code: 'too-many',
      });
      // …the buyer, from their own, is not.
      const own = await resend({ email, language: 'fr' }, freshIp());
      expect(own.status).toBe(200);
      expect(await own.json()).toEqual({ message: DELIVERY_COPY.fr.api.neutral });
      // Many clients together get the same answer, and the inbox no more than its cap.
      for (let i = 0; i < cap; i++) {
        expect((await resend({ email, language: 'fr' }, freshIp())).status).toBe(200);
      }
    }
    await worker.drain();
    const mailed = sink.messages
      .slice(before)
      .filter((m) => m.envelope.to.includes('limited@example.com'));
    expect(mailed).toHaveLength(cap);
    expect(
      sink.messages.slice(before).filter((m) => m.envelope.to.includes('nobody@example.com')),
    ).toHaveLength(0);
  });

  it('limits requests per client IP across addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.linkResendPerClient.limit; i++) {
      expect((await resend({ email: `n${i}@example.com`, language: 'en' }, ip)).status).toBe(200);
    }
    const res = await resend({ email: 'one-more@example.com', language: 'en' }, ip);
    expect(res.status).toBe(429);
    expect((await resend({ email: 'one-more@example.com', language: 'en' })).status).toBe(200);
  });

  it('refuses an invalid address in the requested language, English by default', async () => {
    const de = await resend({ email: 'kein-at-zeichen', language: 'de' });
    expect(de.status).toBe(400);
    const invalid = (message: string) => ({
      message,
      code: 'invalidEmail',
      errors: { email: message },
    });
    expect(await de.json()).toEqual(invalid(DELIVERY_COPY.de.api.invalidEmail));
    const unknown = await resend({ email: 'a@b', language: 'xx' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(invalid(DELIVERY_COPY.en.api.invalidEmail));
    const header = await resend({ email: 'a@example.com\r\nBcc: x@example.com', language: 'en' });
    expect(header.status).toBe(400);
  });

  it('refuses a cross-site request', async () => {
    const res = await resend({ email: 'a@example.com', language: 'en' }, freshIp(), {
      origin: 'https://evil.test',
    });
    expect(res.status).toBe(403);
  });
});
