import pino from 'pino';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/setup/app';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { fakeForSuite } from '../../../../tests/setup/fakes';
import { createPaidPurchase } from '../../../../tests/setup/purchases';
import { startSmtpSink } from '../../../../tests/fakes/smtp-sink';
import { createMailTransport } from '../../adapters/mail';
import { startMailWorker } from './mail-outbox';

const silent = pino({ level: 'silent' });

describeEachDatabase('international addresses on %s', ({ db, onClose }) => {
  // Two real SMTP servers: one offers SMTPUTF8, the other (like many) does not.
  const modern = fakeForSuite(() => startSmtpSink({ smtpUtf8: true }));
  const strict = fakeForSuite(() => startSmtpSink({ smtpUtf8: false }));

  async function deliverTo(sinkUrl: string, emails: string[]) {
    const shop = createTestApp(db(), { SMTP_URL: sinkUrl, PUBLIC_URL: 'https://shop.test' });
    const worker = startMailWorker({
      db: db().db,
      dbKind: db().kind,
      transport: createMailTransport(shop.config, silent),
      logger: silent,
      pollMs: 60_000,
    });
    onClose(() => worker.stop());
    for (const email of emails)
      await createPaidPurchase(db().db, shop.config, { email, lang: 'de' });
    await worker.drain();
    return db()
      .db.selectFrom('mail_outbox')
      .select(['to_address', 'status', 'last_error'])
      .orderBy('to_address')
      .execute();
  }

  it('delivers a UTF-8 local part with SMTPUTF8 and an international domain as punycode', async () => {
    const rows = await deliverTo(modern.url, [
      'jörg.müller@gasthaus.de',
      'info@bäckerei-müller.de',
    ]);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    const rcpt = modern.commands.filter((c) => /^RCPT TO/i.test(c)).sort();
    expect(rcpt).toEqual([
      'RCPT TO:<info@xn--bckerei-mller-bfb28a.de>',
      'RCPT TO:<jörg.müller@gasthaus.de>',
    ]);
    // The UTF-8 local part was announced: MAIL FROM carried SMTPUTF8 for that message.
    expect(modern.commands.some((c) => /^MAIL FROM:.* SMTPUTF8/i.test(c))).toBe(true);
    const jorg = modern.messages.find((m) => m.envelope.to[0].startsWith('jörg'))!;
    expect(jorg.text).toContain('/download/');
  });

  it('marks the mail permanently failed, with the reason, where the server refuses it', async () => {
    const rows = await deliverTo(strict.url, [
      'jörg.müller@gasthaus.de',
      'info@bäckerei-müller.de',
    ]);
    const byAddress = Object.fromEntries(rows.map((r) => [r.to_address, r]));
    expect(byAddress['jörg.müller@gasthaus.de'].status).toBe('failed');
    expect(byAddress['jörg.müller@gasthaus.de'].last_error).toMatch(/553|SMTPUTF8/);
    // The ASCII local part with a punycode domain goes through any server.
    expect(byAddress['info@bäckerei-müller.de'].status).toBe('sent');
    expect(strict.messages).toHaveLength(1);
    expect(strict.commands).toContain('RCPT TO:<info@xn--bckerei-mller-bfb28a.de>');
  });
});
