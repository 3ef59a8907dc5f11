import { createHmac } from 'node:crypto';
import { formatAmount } from '../../shared/format';
import { expect, it } from 'vitest';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { createOrder } from '../../../tests/setup/orders';
import { createLocalFileStore } from '../adapters/storage/local';
import { createPdfRenderer } from '../adapters/pdf/index';
import { ensureSampleEbooks } from '../domain/delivery/ebooks';
import { findPurchase } from '../domain/orders/purchases';
import { createDownloadToken } from '../domain/delivery/download-tokens';
import { CHECKOUT_MESSAGES, DELIVERY_COPY } from '../content';
import { renewLink } from '../domain/orders/link-renewal';
import type { OrderDetail } from '../../shared/api/orders';
import { LANGS } from '../../shared/languages';
import { productName } from '../domain/checkout/catalog';
import { BUILT_BOOKS } from '../../../tests/setup/server-command';
import { recordDownloads } from '../../../tests/setup/purchases';

const ADMIN = 'desk@example.com';

describeEachDatabase('order desk API on %s', ({ db }) => {
  async function setup(env: Record<string, string> = {}) {
    const d = db();
    const shop = createTestApp(d, { ADMIN_EMAILS: ADMIN, ...env });
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const order = (id: string) => admin.request(`/api/admin/orders/${id}`);
    const act = (id: string, action: string, version: number) =>
      admin.request(`/api/admin/orders/${id}/${action}`, { json: { version } });
    return { d, shop, admin, order, act };
  }

  const mailsOf = (d: TestDatabase, id: string) =>
    d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('purchase_id', '=', id)
      .orderBy('created_at')
      .execute();
  const auditOf = (d: TestDatabase, id: string) =>
    d.db.selectFrom('audit_log').selectAll().where('row_id', '=', id).orderBy('at').execute();

  it('answers administrators only; writes only from our own pages; ids are checked', async () => {
    const { d, shop, act } = await setup();
    const { id } = await createOrder(d.db, shop.config);
    expect((await shop.app.request(`/api/admin/orders/${id}`)).status).toBe(401);
    const guest = await createSessionClient(shop, d.db, 'guest@example.com');
    expect((await guest.request(`/api/admin/orders/${id}`)).status).toBe(403);
    expect(
      (await guest.request(`/api/admin/orders/${id}/refund`, { json: { version: 1 } })).status,
    ).toBe(403);
    const admin = await createSessionClient(shop, d.db, ADMIN);
    const crossSite = await admin.request(`/api/admin/orders/${id}/refund`, {
      json: { version: 1 },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await findPurchase(d.db, id))?.status).toBe('paid');
    expect((await admin.request(`/api/admin/orders/x'%20or%201=1`)).status).toBe(404);
    expect((await admin.request('/api/admin/orders/RC-NOPE')).status).toBe(404);
    expect((await act(id, 'explode', 1)).status).toBe(404);
    const noVersion = await admin.request(`/api/admin/orders/${id}/resend`, { json: {} });
    expect(noVersion.status).toBe(400);
    expect((await noVersion.json()).message).toBe('Die Version der Bestellung fehlt.');
  });

  it('shows every fact of an order and its timeline', async () => {
    const { d, shop, order } = await setup();
    const { id, email } = await createOrder(d.db, shop.config, { lang: 'it' });
    await d.db
      .insertInto('purchase_downloads')
      .values({ id: 'dl1', purchase_id: id, at: new Date(Date.now() + 1000).toISOString() })
      .execute();
    const res = await order(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const detail = (await res.json()) as OrderDetail;
    expect(detail.order).toMatchObject({
      id,
      email,
      language: 'it',
      status: 'paid',
      statusLabel: 'Bezahlt',
      amount: 4700,
      provider: 'demo',
      downloadLimit: 10,
      version: 1,
    });
    expect(detail.order.productName).toMatch(/\S/);
    expect(detail.actions).toEqual({
      refund: { allowed: true },
      partialRefund: { allowed: true },
      resend: { allowed: true },
      renewLink: { allowed: true },
      // Seeded as paid without the payment's fulfilment, so without an invoice yet.
      issueInvoice: { allowed: true },
      reissueReverseCharge: {
        allowed: false,
        reason: `Die Bestellung ${detail.order.id} hat keine USt-IdNr.; eine Reverse-Charge-Rechnung setzt eine voraus.`,
      },
    });
    expect(detail.vies).toBeNull();
    const kinds = detail.timeline.map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['created', 'consent', 'paid', 'mail-queued', 'download']),
    );
    const paid = detail.timeline.find((e) => e.kind === 'paid')!;
    expect(paid.detail).toContain('Zahlungs-ID demo_pi_');
    const mail = detail.timeline.find((e) => e.kind === 'mail-queued')!;
    expect(mail.detail).toContain(email);
  });

  it('states a renewed link’s own downloads, not the running total', async () => {
    const { d, shop, order } = await setup();
    const { id } = await createOrder(d.db, shop.config, { lang: 'de' });
    await recordDownloads(d.db, id, 10, Date.now() - 60_000);
    await d.db
      .updateTable('ebook_purchases')
      .set({ download_count: 10 })
      .where('id', '=', id)
      .execute();
    const before = ((await (await order(id)).json()) as OrderDetail).order;
    expect(before).toMatchObject({ downloadCount: 10, downloadLimit: 10, linkDownloads: 10 });
    const row = (await findPurchase(d.db, id))!;
    expect(
      await renewLink(d.db, row, { by: 'buyer', days: 30, allowance: 10, now: new Date() }),
    ).toMatchObject({ ok: true, downloadLimit: 20 });
    const detail = (await (await order(id)).json()) as OrderDetail;
    // Ten made, ten more given: "noch 10 von 10", not "10 von 20".
    expect(detail.order).toMatchObject({ downloadCount: 10, downloadLimit: 20, linkDownloads: 10 });
    const renewal = detail.timeline.find((e) => e.kind === 'renewal')!;
    expect(renewal.detail).toMatch(/, 10 weitere Downloads$/);
  });

  it('words the delivery consent and a quoted e-mail subject in correct German', async () => {
    const { d, shop, order } = await setup();
    const { id } = await createOrder(d.db, shop.config, { lang: 'de' });
    await d.db
      .updateTable('ebook_purchases')
      .set({ delivery_consent_at: new Date().toISOString(), delivery_consent_version: '1' })
      .where('id', '=', id)
      .execute();
    const { timeline } = (await (await order(id)).json()) as OrderDetail;
    const titles = timeline.map((e) => e.title);
    expect(titles).toContain('Der sofortigen Lieferung zugestimmt (Widerrufsrecht erlischt)');
    const quoted = timeline.map((e) => `${e.title} ${e.detail ?? ''}`).join('\n');
    // „…“ inside „…“ becomes ‚…‘: never „Ihr E-Book „…“ ist bereit“.
    expect(quoted).not.toMatch(/„[^“]*„/);
    expect(quoted).toMatch(/„Ihr E-Book ‚[^‘]+‘ ist bereit“/);
  });

  it('Erstatten: refunds through the provider, revokes the link, mails the buyer in Italian, records who', async () => {
    const { d, shop, act, order } = await setup();
    const { id, email, paymentId } = await createOrder(d.db, shop.config, { lang: 'it' });
    const res = await act(id, 'refund', 1);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toMatch(
      new RegExp(`^Die Bestellung ${id} wurde erstattet \\(47,00\\s€\\)`),
    );
    expect(body.detail.order).toMatchObject({ status: 'refunded', version: 2 });
    expect(body.detail.actions.refund).toEqual({
      allowed: false,
      reason: `Die Bestellung ${id} ist bereits erstattet.`,
    });
    const demo = await d.db
      .selectFrom('demo_payments')
      .select('status')
      .where('payment_id', '=', paymentId)
      .executeTakeFirstOrThrow();
    expect(demo.status).toBe('refunded');
    const row = await findPurchase(d.db, id);
    expect(row?.refunded_at).not.toBeNull();
    // The link is revoked.
    expect((await shop.app.request(new URL(row!.download_link!).pathname)).status).not.toBe(200);
    const refundMail = (await mailsOf(d, id)).find((m) => m.dedupe_key === `refund:${id}`)!;
    expect(refundMail).toMatchObject({
      to_address: email,
      subject: 'Il tuo rimborso – Restaurant Closer',
    });
    expect(refundMail.text_body).toContain(id);
    const audit = await auditOf(d, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: ADMIN,
      action: 'refund',
      table_name: 'ebook_purchases',
    });
    expect(JSON.parse(audit[0].before!)).toEqual({
      status: 'paid',
      refunded_amount: 0,
      refunded_at: null,
    });
    expect(JSON.parse(audit[0].after!)).toMatchObject({ status: 'refunded' });
    const timeline = ((await (await order(id)).json()) as OrderDetail).timeline;
    expect(timeline.find((e) => e.kind === 'admin' && e.title === 'Erstattet')?.actor).toBe(ADMIN);

    // Again, with the new version: already refunded, a German 409, nothing more happens.
    const again = await act(id, 'refund', 2);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(`Die Bestellung ${id} ist bereits erstattet.`);
    expect(await auditOf(d, id)).toHaveLength(1);
  });

  it('Erstatten of an order held for review states the amount actually paid, not the price', async () => {
    const { d, shop, act } = await setup();
    const { id } = await createOrder(d.db, shop.config, { status: 'review', lang: 'de' });
    // The provider took 30.00 € for a 47.00 € order: that is why it was held.
    await d.db
      .updateTable('ebook_purchases')
      .set({ paid_amount: 3000, paid_currency: 'EUR' })
      .where('id', '=', id)
      .execute();
    const res = await act(id, 'refund', 1);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toMatch(/\(30,00\s€\)/);
    const mail = (await mailsOf(d, id)).find((m) => m.dedupe_key === `refund:${id}`)!;
    expect(mail.text_body).toMatch(/Betrag von 30(,00)?\s€/);
    // The price as an amount, never the order's id (random letters and digits, "…B47R…").
    expect(mail.text_body).not.toMatch(/\b47(,00)?\s€/);
    const [entry] = (await auditOf(d, id)).filter((a) => a.action === 'refund');
    expect(entry.summary).toMatch(/30,00\s€/);
  });

  it('Erstatten clicked twice: one refund, one mail, one entry; the second click is told', async () => {
    const { d, shop, act } = await setup();
    const { id } = await createOrder(d.db, shop.config);
    const answers = await Promise.all([act(id, 'refund', 1), act(id, 'refund', 1)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = await answers.find((r) => r.status === 409)!.json();
    expect(refused.message).toMatch(/bereits erstattet|inzwischen geändert/);
    // The second click may arrive while the first is still with the provider: it sees the
    // order claimed (a new version) and is refused without asking the provider.
    expect(['paid', 'refunded']).toContain(refused.detail.order.status);
    expect((await findPurchase(d.db, id))?.status).toBe('refunded');
    expect((await mailsOf(d, id)).filter((m) => m.dedupe_key === `refund:${id}`)).toHaveLength(1);
    expect((await auditOf(d, id)).filter((a) => a.action === 'refund')).toHaveLength(1);
    expect((await findPurchase(d.db, id))?.version).toBe(2);
  });

  it('Erstatten: unpaid, free, withdrawn and stale orders answer 409 in German and stay as they are', async () => {
    const { d, shop, act } = await setup();
    const pending = await createOrder(d.db, shop.config, { status: 'pending' });
    const res = await act(pending.id, 'refund', 1);
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      `Die Bestellung ${pending.id} ist „Ausstehend“ und nicht bezahlt; erstatten lassen sich nur bezahlte Bestellungen.`,
    );
    const withdrawn = await createOrder(d.db, shop.config, { status: 'withdrawn' });
    expect((await (await act(withdrawn.id, 'refund', 1)).json()).message).toBe(
      `Die Bestellung ${withdrawn.id} wurde vom Käufer widerrufen und ist bereits erstattet.`,
    );
    const free = await createOrder(d.db, shop.config, { status: 'free' });
    const freeAnswer = await act(free.id, 'refund', 1);
    expect(freeAnswer.status).toBe(409);
    expect((await freeAnswer.json()).message).toBe(
      `Die Bestellung ${free.id} ist ein Gratisexemplar; es gibt nichts zu erstatten.`,
    );
    expect((await findPurchase(d.db, free.id))?.status).toBe('free');
    const paid = await createOrder(d.db, shop.config);
    const stale = await act(paid.id, 'refund', 7);
    expect(stale.status).toBe(409);
    const staleBody = await stale.json();
    expect(staleBody.message).toMatch(/wurde inzwischen geändert/);
    expect(staleBody.detail.order).toMatchObject({ status: 'paid', version: 1 });
    expect((await findPurchase(d.db, paid.id))?.status).toBe('paid');
    expect(await auditOf(d, paid.id)).toEqual([]);
  });

  it('Erstatten: a provider failure changes nothing and says so', async () => {
    const { d, shop, act } = await setup();
    const { id, paymentId } = await createOrder(d.db, shop.config);
    // The demo provider refuses a payment it does not know.
    await d.db.deleteFrom('demo_payments').where('payment_id', '=', paymentId).execute();
    const res = await act(id, 'refund', 1);
    expect(res.status).toBe(502);
    const body = await res.json();
    expect(body.message).toMatch(
      new RegExp(
        `^Der Zahlungsanbieter \\(Demo-Zahlung\\) hat die Erstattung abgelehnt: .+\\. An der Bestellung ${id} wurde nichts geändert\\.$`,
      ),
    );
    expect(body.detail.order).toMatchObject({ status: 'paid', version: 1, refundedAt: null });
    const row = await findPurchase(d.db, id);
    expect(row).toMatchObject({ status: 'paid', version: 1, refunded_at: null });
    expect((await mailsOf(d, id)).some((m) => m.dedupe_key === `refund:${id}`)).toBe(false);
    const audit = await auditOf(d, id);
    expect(audit.map((a) => a.action)).toEqual(['refund-failed']);
  });

  it('Link erneut senden: the delivery e-mail again in the buyer’s language; twice sends it once', async () => {
    const { d, shop, act } = await setup();
    const { id, email } = await createOrder(d.db, shop.config, { lang: 'de' });
    await d.db
      .updateTable('ebook_purchases')
      .set({ delivery_failed_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    const answers = await Promise.all([act(id, 'resend', 1), act(id, 'resend', 1)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = await answers.find((r) => r.status === 200)!.json();
    expect(ok.message).toBe(
      `Die Liefer-E-Mail der Bestellung ${id} wurde erneut an ${email} gesendet.`,
    );
    const again = (await mailsOf(d, id)).filter((m) => m.dedupe_key === `delivery:${id}:again:1`);
    expect(again).toHaveLength(1);
    expect(again[0].to_address).toBe(email);
    expect(again[0].text_body).toContain('Downloads');
    expect(again[0].text_body).toMatch(/gilt \d+ Tage/);
    const row = await findPurchase(d.db, id);
    expect(row).toMatchObject({ version: 2, delivery_failed_at: null });
    const audit = await auditOf(d, id);
    expect(audit.map((a) => [a.action, a.actor])).toEqual([['resend', ADMIN]]);

    // Not for an unpaid order; not for a used-up link (a new link is what helps).
    const pending = await createOrder(d.db, shop.config, { status: 'pending' });
    const refused = await act(pending.id, 'resend', 1);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      `Die Bestellung ${pending.id} ist „Ausstehend“: Einen Download-Link gibt es nur für bezahlte Bestellungen und Gratisexemplare.`,
    );
    await d.db
      .updateTable('ebook_purchases')
      .set({ download_count: 10 })
      .where('id', '=', id)
      .execute();
    expect((await (await act(id, 'resend', 2)).json()).message).toBe(
      `Der Link der Bestellung ${id} ist aufgebraucht; stellen Sie stattdessen einen neuen Link aus.`,
    );
  });

  it('Neuen Link ausstellen: a new validity and allowance, recorded and mailed; twice renews once', async () => {
    const { d, shop, act, order } = await setup();
    const { id, email } = await createOrder(d.db, shop.config, { lang: 'fr' });
    const past = new Date(Date.now() - 86_400_000).toISOString();
    await d.db
      .updateTable('ebook_purchases')
      .set({ download_count: 10, link_expires_at: past })
      .where('id', '=', id)
      .execute();
    const oldLink = (await findPurchase(d.db, id))!.download_link!;
    const answers = await Promise.all([act(id, 'renew-link', 1), act(id, 'renew-link', 1)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = await answers.find((r) => r.status === 200)!.json();
    expect(ok.message).toMatch(
      new RegExp(
        `^Neuer Link für die Bestellung ${id}: neue Adresse, der bisherige Link ist gesperrt; gültig bis `,
      ),
    );
    const row = (await findPurchase(d.db, id))!;
    // A new address, stored on the order: the second generation of its link.
    expect(row.link_generation).toBe(2);
    expect(row.download_link).not.toBe(oldLink);
    expect(row.download_link).toBe(
      `${shop.config.publicUrl}/download/${createDownloadToken(shop.config.sessionSecret, id, 2)}`,
    );
    expect(row.download_limit).toBe(20);
    expect(row.link_expires_at! > new Date(Date.now() + 29 * 86_400_000).toISOString()).toBe(true);
    const renewals = await d.db
      .selectFrom('link_renewals')
      .selectAll()
      .where('purchase_id', '=', id)
      .execute();
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ renewed_by: 'admin', actor: ADMIN, download_limit: 20 });
    const mails = (await mailsOf(d, id)).filter((m) => m.dedupe_key === `delivery:${id}:renewed:1`);
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(email);
    // In French: the new-link mail, with the new link and not the old.
    expect(mails[0].text_body).toMatch(/téléchargement/);
    expect(mails[0].text_body).toContain(row.download_link);
    expect(mails[0].html_body).toContain(row.download_link);
    const oldToken = oldLink.split('/').pop()!;
    expect(mails[0].text_body).not.toContain(oldToken);
    expect(mails[0].html_body).not.toContain(oldToken);
    const audit = await auditOf(d, id);
    expect(audit.map((a) => a.action)).toEqual(['renew-link']);
    expect(JSON.parse(audit[0].before!)).toMatchObject({
      link_expires_at: past,
      download_limit: 10,
      link_generation: 1,
    });
    expect(JSON.parse(audit[0].after!)).toMatchObject({ link_generation: 2 });
    // The old link is shut: replaced, in the buyer's language.
    const old = await shop.app.request(new URL(oldLink).pathname);
    expect(old.status).toBe(410);
    expect(await old.text()).toContain(DELIVERY_COPY.fr.page.problems.replaced.title);
    // The link works again.
    expect(
      (await shop.app.request(new URL(row.download_link!).pathname, { method: 'HEAD' })).status,
    ).not.toBe(410);
    const timeline = ((await (await order(id)).json()) as OrderDetail).timeline;
    const renewal = timeline.find((e) => e.title === 'Neuer Link ausgestellt')!;
    expect(renewal).toMatchObject({ kind: 'admin', actor: ADMIN });
    expect(renewal.detail).toMatch(
      /^Neue Link-Adresse ausgestellt, die bisherige ist gesperrt; gültig bis \d{1,2}\.\d{1,2}\.\d{4} \(30 Tage\), 10 weitere Downloads/,
    );
  });

  it('Neuen Link ausstellen shuts the old address for downloads and the withdrawal; the new one works', async () => {
    const { d, shop, act } = await setup();
    await ensureSampleEbooks(d.db, {
      files: createLocalFileStore(shop.dataDir),
      pdf: createPdfRenderer({ booksDir: BUILT_BOOKS }),
    });
    const { id } = await createOrder(d.db, shop.config, { lang: 'de' });
    const secret = shop.config.sessionSecret;
    const oldLink = (await findPurchase(d.db, id))!.download_link!;
    const oldToken = oldLink.split('/').pop()!;
    // The first link is exactly the token every earlier e-mail carried: the id, signed.
    const mac = createHmac('sha256', secret)
      .update(`restaurant-closer:download:v1:${id}`)
      .digest('base64url');
    expect(oldToken).toBe(`${Buffer.from(id).toString('base64url')}.${mac}`);
    expect(createDownloadToken(secret, id)).toBe(oldToken);

    expect((await act(id, 'renew-link', 1)).status).toBe(200);
    const newLink = (await findPurchase(d.db, id))!.download_link!;
    const newToken = newLink.split('/').pop()!;
    expect(newToken).not.toBe(oldToken);

    // The old download link: 410, a page in German that points to the newer e-mail and offers
    // no form (a "fresh link" would not be new); nothing is counted.
    for (const method of ['GET', 'HEAD']) {
      expect((await shop.app.request(`/download/${oldToken}`, { method })).status).toBe(410);
    }
    const refused = await shop.app.request(`/download/${oldToken}`);
    const html = await refused.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(DELIVERY_COPY.de.page.problems.replaced.title);
    expect(html).toContain('an die E-Mail-Adresse gesendet, mit der gekauft wurde');
    expect(html).not.toContain('action="/download/resend"');
    expect(html).not.toContain('%PDF');
    // The new one downloads.
    const file = await shop.app.request(`/download/${newToken}`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await findPurchase(d.db, id))!.download_count).toBe(1);

    // The old withdrawal link is refused the same way, and withdraws nothing.
    const page = await shop.app.request(`/withdraw/${oldToken}`);
    expect(page.status).toBe(410);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<html lang="de">');
    expect(pageHtml).toContain(DELIVERY_COPY.de.page.problems.replaced.title);
    const info = await shop.app.request(`/api/withdraw/${oldToken}`);
    expect(await info.json()).toEqual({ status: 'invalid', language: 'en' });
    const post = await shop.app.request(`/api/withdraw/${oldToken}`, {
      method: 'POST',
      headers: { origin: shop.config.publicUrl, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(410);
    expect(await post.json()).toMatchObject({
      code: 'withdrawReplaced',
      message: CHECKOUT_MESSAGES.de.withdrawReplaced,
    });
    expect((await findPurchase(d.db, id))!.status).toBe('paid');
    // The new token opens the withdrawal page as usual (the download has begun: lapsed).
    const current = await shop.app.request(`/api/withdraw/${newToken}`);
    expect(await current.json()).toMatchObject({ status: 'lapsed', orderId: id });
    expect((await shop.app.request(`/withdraw/${newToken}`)).status).toBe(200);
    expect((await shop.app.request('/withdraw/not-a-token')).status).toBe(404);

    // A generation never issued names nothing; a second renewal shuts the second link too.
    const forged = await shop.app.request(`/download/${createDownloadToken(secret, id, 5)}`);
    expect(forged.status).toBe(404);
    expect((await act(id, 'renew-link', 2)).status).toBe(200);
    expect((await findPurchase(d.db, id))!.link_generation).toBe(3);
    expect((await shop.app.request(`/download/${newToken}`)).status).toBe(410);
    // Once refunded, every link of the order says so instead.
    expect((await act(id, 'refund', 3)).status).toBe(200);
    const revoked = await shop.app.request(`/download/${oldToken}`);
    expect(revoked.status).toBe(410);
    expect(await revoked.text()).toContain(DELIVERY_COPY.de.page.problems.refunded.title);
    // Generating the sample editions and stamping a copy take a while on a busy machine.
  }, 60_000);

  it('Gratisexemplar: a free order, delivered and stamped like any other; a repeat makes no second one', async () => {
    const { d, shop, admin } = await setup({ SALE_NOTIFICATION_EMAIL: 'seller@example.com' });
    await ensureSampleEbooks(d.db, {
      files: createLocalFileStore(shop.dataDir),
      pdf: createPdfRenderer({ booksDir: BUILT_BOOKS }),
    });
    const request = {
      email: ' Partner@Example.com ',
      name: 'Pia Partner',
      language: 'es',
      reason: 'Kooperation mit der Hotelfachschule',
      requestKey: 'a1b2c3d4-e5f6-4711-8888-000000000001',
    };
    const first = await admin.request('/api/admin/orders/free-copy', { json: request });
    expect(first.status).toBe(201);
    const created = await first.json();
    const id = created.detail.order.id as string;
    expect(created.message).toBe(
      `Gratisexemplar ${id} ausgestellt und an partner@example.com (Spanisch) gesendet.`,
    );
    expect(created.detail.order).toMatchObject({
      email: 'partner@example.com',
      status: 'free',
      statusLabel: 'Gratis',
      amount: 0,
      language: 'es',
      productId: 'ebook-restaurant-closer-es',
      freeReason: 'Kooperation mit der Hotelfachschule',
    });
    expect(created.detail.actions.refund.allowed).toBe(false);
    const repeat = await admin.request('/api/admin/orders/free-copy', { json: request });
    expect(repeat.status).toBe(200);
    expect((await repeat.json()).detail.order.id).toBe(id);
    expect(
      await d.db.selectFrom('ebook_purchases').select('id').where('status', '=', 'free').execute(),
    ).toHaveLength(1);

    const mails = await mailsOf(d, id);
    // The delivery e-mail in Spanish, without a withdrawal link; no sale notification.
    expect(mails.map((m) => m.dedupe_key)).toEqual([`delivery:${id}`]);
    expect(mails[0].text_body).toMatch(/descarga/);
    expect(mails[0].text_body).not.toContain('/withdraw/');
    const audit = await auditOf(d, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'free-copy', actor: ADMIN });
    expect(audit[0].summary).toContain('Kooperation mit der Hotelfachschule');

    // Downloaded like a paid copy: the stamped PDF.
    const row = (await findPurchase(d.db, id))!;
    const file = await shop.app.request(new URL(row.download_link!).pathname);
    expect(file.status).toBe(200);
    expect(Buffer.from(new Uint8Array(await file.arrayBuffer()).subarray(0, 5)).toString()).toBe(
      '%PDF-',
    );
    expect((await findPurchase(d.db, id))?.download_count).toBe(1);
    expect(
      await d.db
        .selectFrom('purchase_downloads')
        .select('at')
        .where('purchase_id', '=', id)
        .execute(),
    ).toHaveLength(1);
  });

  it('Gratisexemplar: the mail in each language says the copy is the seller’s gift, with the link, and no amount paid', async () => {
    const { d, admin, act } = await setup({ SELLER_NAME: 'Sala Rossi GmbH' });
    for (const [i, lang] of LANGS.entries()) {
      const res = await admin.request('/api/admin/orders/free-copy', {
        json: {
          email: `gift-${lang}@example.com`,
          name: '',
          language: lang,
          reason: 'Pressestimme',
          requestKey: `a1b2c3d4-e5f6-4711-8888-00000000010${i}`,
        },
      });
      expect(res.status).toBe(201);
      const id = (await res.json()).detail.order.id as string;
      const row = (await findPurchase(d.db, id))!;
      const title = await productName(d.db, row.product_id);
      const d0 = DELIVERY_COPY[lang].delivery;
      // The first delivery and the one an administrator sends again say the same.
      expect((await act(id, 'resend', Number(row.version))).status).toBe(200);
      const mails = await mailsOf(d, id);
      expect(mails).toHaveLength(2);
      for (const mail of mails) {
        expect(mail.subject).toBe(d0.free.subject(title));
        expect(mail.text_body).toContain(d0.free.intro(title, 'Sala Rossi GmbH'));
        expect(mail.text_body).toContain(row.download_link!);
        for (const body of [mail.text_body, mail.html_body ?? '']) {
          expect(body).not.toContain(d0.intro(title).slice(0, 20));
          expect(body).not.toContain(d0.orderAmount);
          expect(body).not.toContain(formatAmount(0, 'EUR', lang));
          expect(body).not.toContain('/withdraw/');
        }
      }
    }
  });

  it('Gratisexemplar: every field is checked, with German messages', async () => {
    const { admin, d } = await setup();
    const res = await admin.request('/api/admin/orders/free-copy', {
      json: { email: 'not-an-address', language: 'xx', reason: ' ', requestKey: 'short' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Bitte prüfen Sie die markierten Felder.',
      code: 'invalid',
      errors: {
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        language: 'Bitte wählen Sie eine der fünf Sprachen.',
        reason: 'Bitte nennen Sie einen Grund (mindestens 3 Zeichen).',
        requestKey: 'Der Schlüssel der Anfrage ist ungültig.',
      },
    });
    expect(await d.db.selectFrom('ebook_purchases').select('id').execute()).toEqual([]);
    expect((await admin.request('/api/admin/orders/free-copy', { json: null })).status).toBe(400);
  });
});
