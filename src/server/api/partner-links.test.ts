import pino from 'pino';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';
import { fakeForSuite } from '../../../tests/setup/fakes';
import { startSmtpSink } from '../../../tests/fakes/smtp-sink';
import { createMailTransport } from '../adapters/mail';
import { startMailWorker } from '../domain/delivery/mail-outbox';
import { readPartnerPage } from '../domain/growth/partner-page';
import { landingParams } from '../landing-code';
import type { CommissionsAnswer, PartnerPageData } from '../../shared/api/commissions';

const SHOP = 'http://localhost:3000';
const BOSS = 'boss@example.com';
const silent = pino({ level: 'silent' });
/** A partner's links in Italian first, then the others in the shop's order. */
const LINKS_IT = [
  { lang: 'it', url: `${SHOP}/it/manuale-vendita-sala?ref=VERBAND` },
  { lang: 'en', url: `${SHOP}/?ref=VERBAND` },
  { lang: 'de', url: `${SHOP}/de/handbuch-service-verkauf?ref=VERBAND` },
  { lang: 'es', url: `${SHOP}/es/manual-servicio-restaurante?ref=VERBAND` },
  { lang: 'fr', url: `${SHOP}/fr/manuel-service-restaurant?ref=VERBAND` },
];

describeEachDatabase('a partner’s links and address on %s', ({ db, onClose }) => {
  const sink = fakeForSuite(() => startSmtpSink({ smtpUtf8: true }));

  async function setup() {
    const d = db();
    const { app, config } = createTestApp(d, {
      PUBLIC_URL: SHOP,
      ADMIN_EMAILS: BOSS,
      SMTP_URL: sink.url,
    });
    const boss = await createSessionClient({ app, config }, d.db, BOSS);
    const addPartner = (body: object) =>
      boss.request('/api/tables/partners', {
        method: 'POST',
        json: { name: 'Beratung Müller', commission_percent: 10, language: 'it', ...body },
      });
    return { d, app, config, boss, addPartner };
  }

  it('gives each partner a link per language in the Provisionen answer, in the mail and on their page', async () => {
    const t = await setup();
    // As Chromium's e-mail field hands it over: the umlaut domain in punycode.
    const created = await t.addPartner({
      code: 'verband',
      email: 'Partner@xn--beratung-mller-psb.de',
    });
    expect(created.status).toBe(201);

    const res = await t.boss.request('/api/admin/commissions?from=2026-01-01&to=2026-01-31');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as CommissionsAnswer;
    expect(answer.partners.map((p) => [p.code, p.links])).toEqual([['VERBAND', LINKS_IT]]);
    // Each is an address the landing pages read the partner's code from.
    for (const { url } of LINKS_IT) {
      const { pathname, searchParams } = new URL(url);
      expect(landingParams(pathname, searchParams), url).toEqual({ code: null, ref: 'VERBAND' });
    }

    const send = await t.boss.request('/api/admin/commissions/partner-link', {
      json: { partner: 'VERBAND' },
    });
    expect(send.status).toBe(200);
    expect(((await send.json()) as { message: string }).message).toContain(
      'partner@beratung-müller.de',
    );
    const worker = startMailWorker({
      db: t.d.db,
      dbKind: t.d.kind,
      transport: createMailTransport(t.config, silent),
      logger: silent,
      pollMs: 60_000,
    });
    onClose(() => worker.stop());
    await worker.drain();
    // The mail reaches the SMTP server, its domain as punycode where SMTP needs it.
    const mail = await sink.waitFor((m) => m.envelope.to.includes('partner@beratung-müller.de'));
    expect(sink.commands).toContain('RCPT TO:<partner@xn--beratung-mller-psb.de>');
    expect(mail.text).toContain('I tuoi link da condividere');
    // Greeted without the partner's name, which is often a company's.
    expect(mail.text.startsWith('Ciao,\n')).toBe(true);
    expect(mail.text).not.toContain('Ciao Beratung Müller');
    for (const { url } of LINKS_IT) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
    }
    expect(mail.text).toContain(`Deutsch: ${SHOP}/de/handbuch-service-verkauf?ref=VERBAND`);

    const token = new RegExp(`${SHOP}/partner/(\\S+)`).exec(mail.text)![1];
    const page = (await readPartnerPage({ db: t.d.db, config: t.config }, token)) as Extract<
      PartnerPageData,
      { status: 'ok' }
    >;
    expect(page.links).toEqual(LINKS_IT);
  });

  it('stores an umlaut domain in Unicode however it came, and a taken partner code is named', async () => {
    const t = await setup();
    expect(
      (await t.addPartner({ code: 'VERBAND', email: 'Partner@xn--beratung-mller-psb.de' })).status,
    ).toBe(201);
    expect((await t.addPartner({ code: 'SCHULE', email: 'info@Schule-Müller.de' })).status).toBe(
      201,
    );
    const stored = await t.d.db
      .selectFrom('partners')
      .select(['code', 'email'])
      .orderBy('code')
      .execute();
    expect(stored).toEqual([
      { code: 'SCHULE', email: 'info@schule-müller.de' },
      { code: 'VERBAND', email: 'partner@beratung-müller.de' },
    ]);
    // The list shows it as written, as the orders' addresses are.
    const list = await t.boss.request('/api/tables/partners?search=beratung');
    expect(JSON.stringify(await list.json())).toContain('partner@beratung-müller.de');

    // An edit in punycode keeps the Unicode form.
    const edit = await t.boss.request('/api/tables/partners/SCHULE', {
      method: 'PUT',
      json: { email: 'info@xn--schule-mller-klb.de', version: 1 },
    });
    expect(edit.status).toBe(200);
    expect(((await edit.json()) as { email: string }).email).toBe('info@schule-müller.de');

    const again = await t.addPartner({ code: 'verband', email: 'x@example.com' });
    expect(again.status).toBe(409);
    const refusal = (await again.json()) as { message: string; errors: Record<string, string> };
    expect(refusal.message).toBe(
      'Diesen Partnercode gibt es schon. Bitte wählen Sie einen anderen.',
    );
    expect(refusal.errors).toEqual({ code: refusal.message });
  });

  it('names a taken discount code in the words of the table, and stores nothing', async () => {
    const t = await setup();
    const add = (code: string) =>
      t.boss.request('/api/tables/discount_codes', {
        method: 'POST',
        json: { code, percent_off: 10 },
      });
    expect((await add('LAUNCH')).status).toBe(201);
    const again = await add('launch');
    expect(again.status).toBe(409);
    const refusal = (await again.json()) as { message: string; errors: Record<string, string> };
    expect(refusal.message).toBe('Diesen Code gibt es schon. Bitte wählen Sie einen anderen.');
    expect(refusal.errors).toEqual({ code: refusal.message });
    const rows = await t.d.db.selectFrom('discount_codes').select('code').execute();
    expect(rows).toEqual([{ code: 'LAUNCH' }]);
  });
});
