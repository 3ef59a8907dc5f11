import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { smtpSinkForSuite } from '../../../../tests/setup/fakes';
import { startSmtpSink, type SmtpSink } from '../../../../tests/fakes/smtp-sink';
import { createMailTransport, type MailTransport } from '../../adapters/mail';
import { openDatabase } from '../../db/index';
import { enqueueMail, startMailWorker } from './mail-outbox';

const silent = pino({ level: 'silent' });

function smtpTransport(sink: SmtpSink): MailTransport {
  return createMailTransport(
    { smtpUrl: sink.url, mailFrom: 'Shop <no-reply@shop.test>', dataDir: tmpdir() },
    silent,
  );
}

describeEachDatabase('mail outbox on %s', ({ db, onClose }) => {
  const sink = smtpSinkForSuite();

  async function setup(pollMs = 60_000) {
    const d = db();
    const worker = startMailWorker({
      db: d.db,
      dbKind: d.kind,
      transport: smtpTransport(sink),
      logger: silent,
      pollMs,
    });
    onClose(() => worker.stop());
    return { d, worker };
  }

  it('sends a queued message over SMTP with text, HTML, reply-to and a stable Message-ID', async () => {
    const { d, worker } = await setup();
    await enqueueMail(d.db, {
      to: 'käufer@example.com',
      subject: 'Ihr Download – größer als erwartet',
      text: 'Grüße aus der Küche',
      html: '<p>Grüße aus der <b>Küche</b></p>',
      replyTo: 'support@shop.test',
    });
    await worker.drain();
    expect(sink.messages).toHaveLength(1);
    const m = sink.messages[0];
    expect(m.envelope).toEqual({ from: 'no-reply@shop.test', to: ['käufer@example.com'] });
    expect(m.subject).toBe('Ihr Download – größer als erwartet');
    expect(m.text).toBe('Grüße aus der Küche');
    expect(m.html).toContain('<b>Küche</b>');
    expect(m.headers['reply-to']).toBe('support@shop.test');
    const row = await d.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_until: null });
    expect(m.messageId).toBe(`<${row.id}@shop.test>`);
    expect(row.sent_at).not.toBeNull();
  });

  it('queues nothing when the caller’s transaction rolls back, and dedupes by key', async () => {
    const { d, worker } = await setup();
    await d.db
      .transaction()
      .execute(async (trx) => {
        await enqueueMail(trx, { to: 'a@example.com', subject: 'Lost', text: 'x' });
        throw new Error('rollback');
      })
      .catch(() => {});
    await d.db.transaction().execute(async (trx) => {
      await enqueueMail(
        trx,
        { to: 'a@example.com', subject: 'Once', text: 'x' },
        { dedupeKey: 'k1' },
      );
      await enqueueMail(
        trx,
        { to: 'a@example.com', subject: 'Twice', text: 'x' },
        { dedupeKey: 'k1' },
      );
    });
    await enqueueMail(
      d.db,
      { to: 'a@example.com', subject: 'Thrice', text: 'x' },
      { dedupeKey: 'k1' },
    );
    await worker.drain();
    expect(sink.messages.map((m) => m.subject)).toEqual(['Once']);
  });

  it('keeps a message through an SMTP outage and delivers it exactly once afterwards', async () => {
    const { d, worker } = await setup();
    sink.refuse(true);
    await enqueueMail(d.db, { to: 'buyer@example.com', subject: 'Your link', text: 'here' });
    await worker.drain();
    expect(sink.messages).toHaveLength(0);
    let row = await d.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null });
    expect(row.last_error).toMatch(/421|unavailable/i);
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: a pass now does nothing, even with the server back.
    sink.refuse(false);
    await worker.drain();
    expect(sink.messages).toHaveLength(0);

    // The back-off has passed.
    await d.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await worker.drain();
    await worker.drain();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0].subject).toBe('Your link');
    row = await d.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('gives up at once on a permanently refused recipient, keeping the row', async () => {
    const { d, worker } = await setup();
    await enqueueMail(d.db, { to: 'bounce@example.com', subject: 'Nope', text: 'x' });
    await worker.drain();
    const row = await d.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/550/);
    expect(sink.messages).toHaveLength(0);
  });

  it('never sends a message twice when several workers share the database', async () => {
    const { d, worker } = await setup();
    const others = [openDatabase(d.target), openDatabase(d.target)];
    const otherWorkers = others.map((o) =>
      startMailWorker({
        db: o.db,
        dbKind: o.kind,
        transport: smtpTransport(sink),
        logger: silent,
        pollMs: 60_000,
      }),
    );
    for (let i = 0; i < 15; i++) {
      await enqueueMail(d.db, { to: `b${i}@example.com`, subject: `Message ${i}`, text: 'x' });
    }
    await Promise.all([worker.drain(), ...otherWorkers.map((w) => w.drain())]);
    for (const w of otherWorkers) await w.stop();
    for (const o of others) await o.close();
    const subjects = sink.messages.map((m) => m.subject).sort();
    expect(subjects).toHaveLength(15);
    expect(new Set(subjects).size).toBe(15);
    const sent = await d.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'sent')
      .executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(15);
  });

  it('gives back at its next pass a claim whose answer the database never sent, and no other worker’s', async () => {
    const d = db();
    // The claim is committed, then its answer is lost, as when the connection drops in between.
    let loseNextClaim = true;
    const flaky = d.db.withPlugin({
      transformQuery: (args) => args.node,
      async transformResult(args) {
        const claim = args.result.rows.some((r) => (r as { claimed_by?: unknown }).claimed_by);
        if (claim && loseNextClaim) {
          loseNextClaim = false;
          throw new Error('Connection terminated unexpectedly');
        }
        return args.result;
      },
    });
    const worker = startMailWorker({
      db: flaky,
      dbKind: d.kind,
      transport: smtpTransport(sink),
      logger: silent,
      pollMs: 60_000,
    });
    onClose(() => worker.stop());
    await enqueueMail(d.db, { to: 'lost-claim@example.com', subject: 'Claimed', text: 'x' });
    // Another process's lease on a message of its own stays untouched.
    await enqueueMail(d.db, { to: 'other@example.com', subject: 'Held elsewhere', text: 'x' });
    const leaseElsewhere = new Date(Date.now() + 60_000).toISOString();
    await d.db
      .updateTable('mail_outbox')
      .set({ locked_until: leaseElsewhere, claimed_by: 'another-worker', attempts: 1 })
      .where('to_address', '=', 'other@example.com')
      .execute();

    await worker.drain();
    expect(sink.messages).toHaveLength(0);
    const held = await d.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'lost-claim@example.com')
      .executeTakeFirstOrThrow();
    expect(held.locked_until).not.toBeNull();

    await worker.drain();
    expect(sink.messages.map((m) => m.envelope.to)).toEqual([['lost-claim@example.com']]);
    const rows = await d.db.selectFrom('mail_outbox').selectAll().orderBy('to_address').execute();
    expect(rows.map((r) => [r.to_address, r.status, Number(r.attempts)])).toEqual([
      ['lost-claim@example.com', 'sent', 1],
      ['other@example.com', 'pending', 1],
    ]);
    expect(rows[1]).toMatchObject({ claimed_by: 'another-worker', locked_until: leaseElsewhere });
  });

  it('polls on its own and stops cleanly', async () => {
    const { d, worker } = await setup(50);
    await enqueueMail(d.db, { to: 'poll@example.com', subject: 'Polled', text: 'x' });
    const m = await sink.waitFor((x) => x.subject === 'Polled', 5000);
    expect(m.envelope.to).toEqual(['poll@example.com']);
    await worker.stop();
    // A second worker polling as often, to a sink of its own, races the stopped one for each
    // message after the stop: a stopped worker still polling would win some of them.
    const other = await startSmtpSink();
    const successor = startMailWorker({
      db: d.db,
      dbKind: d.kind,
      transport: smtpTransport(other),
      logger: silent,
      pollMs: 50,
    });
    onClose(async () => {
      await successor.stop();
      await other.stop();
    });
    for (let i = 0; i < 4; i++) {
      const subject = `After stop ${i}`;
      await enqueueMail(d.db, { to: 'poll@example.com', subject, text: 'x' });
      await other.waitFor((x) => x.subject === subject, 5000);
    }
    expect(sink.messages.map((x) => x.subject)).toEqual(['Polled']);
  });
});

describe('outbox folder without SMTP_URL', () => {
  it('writes each message as an .eml file and logs one line naming it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (s: string) => void lines.push(s) });
    const transport = createMailTransport(
      { smtpUrl: null, mailFrom: 'no-reply@localhost', dataDir },
      logger,
    );
    await transport.send({
      from: 'no-reply@localhost',
      to: 'admin@example.com',
      subject: 'Ihr Anmeldecode für Restaurant Closer',
      text: 'Code 123456',
    });
    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    // The subject's umlaut is transliterated whole, never split into "fu-r".
    expect(files[0]).toMatch(/Z-[0-9a-f]{6}-Ihr-Anmeldecode-fur-Restaurant-Closer\.eml$/);
    const eml = readFileSync(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(eml).toContain('To: admin@example.com');
    expect(eml).toContain('Code 123456');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]).msg).toContain(path.join(dataDir, 'outbox', files[0]));
    await transport.send({
      from: 'no-reply@localhost',
      to: 'buyer@example.com',
      subject: 'Il tuo e-book è pronto – Perché Restaurant Closer',
      text: 'x',
    });
    const names = readdirSync(path.join(dataDir, 'outbox')).filter((f) => f !== files[0]);
    expect(names[0]).toMatch(/-Il-tuo-e-book-e-pronto-Perche-Restaurant\.eml$/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
