import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { describeEachDatabase, type TestDatabase } from '../../../tests/setup/databases';
import { SIGN_IN_ADMIN as ADMIN, signInSuite } from '../../../tests/setup/sign-in';
import { createSession, findOrCreateUser } from '../domain/access/sessions';
import { createMailTransport } from '../adapters/mail';
import { startMailWorker } from '../domain/delivery/mail-outbox';
import { AUTH_TEXT, tooManyText } from '../domain/access/sign-in-text';
import { RATE_LIMITS } from '../domain/access/rate-limit';

/** Wrong tries, from all clients together, after which a code is locked. */
const OTP_MAX_ATTEMPTS = 30;

describeEachDatabase('sign-in with a one-time code on %s', ({ db }) => {
  const { sink, setup, queuedCode } = signInSuite(db);
  type Client = ReturnType<Awaited<ReturnType<typeof setup>>['client']>;
  /** The codes mailed to the administrator, oldest first. */
  const codesMailed = async (d: TestDatabase) =>
    (
      await d.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', ADMIN)
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    ).map((m) => /^\s+(\d{6})$/m.exec(m.text_body)![1]);
  /** Strangers guess `wrong`, three times from each address of `net`, until a code is worn out. */
  const wearOutCode = async (client: (ip: string) => Client, net: string, wrong: string) => {
    for (let i = 0, tries = 0; tries < OTP_MAX_ATTEMPTS; i++) {
      const guesser = client(`${net}.${i + 1}`);
      for (let k = 0; k < 3 && tries < OTP_MAX_ATTEMPTS; k++, tries++) {
        await guesser.request('/api/verify-otp', { json: { email: ADMIN, otp: wrong } });
      }
    }
  };
  /** The owner asks for a code: it is mailed, `before` + 1 codes in all, and signs the owner in. */
  const ownerSignsInWithNewCode = async (d: TestDatabase, owner: Client, before: number) => {
    expect((await owner.request('/api/send-otp', { json: { email: ADMIN } })).status).toBe(200);
    const codes = await codesMailed(d);
    expect(codes).toHaveLength(before + 1);
    const res = await owner.request('/api/verify-otp', {
      json: { email: ADMIN, otp: codes.at(-1)! },
    });
    expect(res.status).toBe(200);
  };
  describe('one-time code', () => {
    it('e-mails an administrator a 6-digit code through the outbox and signs in with it once', async () => {
      const { d, client } = await setup({ SMTP_URL: sink.url });
      const worker = startMailWorker({
        db: d.db,
        dbKind: d.kind,
        transport: createMailTransport(
          { smtpUrl: sink.url, mailFrom: 'no-reply@shop.test', dataDir: '/nonexistent' },
          pino({ level: 'silent' }),
        ),
        logger: pino({ level: 'silent' }),
        pollMs: 60_000,
      });
      const browser = client();
      const sent = await browser.request('/api/send-otp', {
        json: { email: ' Chef@Example.com ' },
      });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toEqual({ success: true });
      await worker.drain();
      await worker.stop();

      const mail = await sink.waitFor((m) => m.envelope.to.includes(ADMIN));
      expect(mail.subject).toBe('Ihr OTP-Code für Restaurant Closer');
      expect(mail.text).toContain('Ihr OTP-Code');
      expect(mail.text).toContain('10 Minuten gültig');
      expect(mail.text).toMatch(/English: your sign-in code is \d{6}\./);
      expect(mail.html).toContain('Ihr OTP-Code');
      const code = /^\s+(\d{6})$/m.exec(mail.text)![1];
      expect(mail.html).toContain(code);

      // Only a hash is stored.
      const stored = await d.db.selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
      expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.code_hash).not.toContain(code);

      expect((await browser.request('/api/users/me')).status).toBe(401);
      const ok = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: code } });
      expect(ok.status).toBe(200);
      const cookie = ok.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^session=[\w-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
      const me = await browser.request('/api/users/me');
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ id: expect.any(String), email: ADMIN, isAdmin: true });

      // A second use of the same code fails, even from the same browser.
      const again = await client().request('/api/verify-otp', {
        json: { email: ADMIN, otp: code },
      });
      expect(again.status).toBe(400);
      expect(await again.json()).toEqual({ message: AUTH_TEXT.otpExpired, code: 'otpExpired' });
    });

    it('answers the same for a non-administrator and sends nothing usable', async () => {
      const { d, client } = await setup();
      const res = await client().request('/api/send-otp', { json: { email: 'guest@example.com' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true });
      const queued = await d.db.selectFrom('mail_outbox').selectAll().execute();
      expect(queued).toHaveLength(0);
      const guess = await client().request('/api/verify-otp', {
        json: { email: 'guest@example.com', otp: '123456' },
      });
      expect(guess.status).toBe(400);
      expect(guess.headers.get('set-cookie')).toBeNull();
    });

    it('locks a code only after many wrong tries from many clients; the owner then gets a new one', async () => {
      const { d, client } = await setup();
      await client('192.0.2.10').request('/api/send-otp', { json: { email: ADMIN } });
      const code = await queuedCode(d, ADMIN);
      const wrong = code === '000000' ? '111111' : '000000';
      const answers: Array<[number, string]> = [];
      // Each client may fail only a few times in a row; it takes many to wear a code out.
      for (let i = 0; answers.length < OTP_MAX_ATTEMPTS; i++) {
        const guesser = client(`198.18.1.${i + 1}`);
        for (let k = 0; k < 3 && answers.length < OTP_MAX_ATTEMPTS; k++) {
          const res = await guesser.request('/api/verify-otp', {
            json: { email: ADMIN, otp: wrong },
          });
          answers.push([res.status, ((await res.json()) as { message: string }).message]);
        }
      }
      expect(answers.slice(0, -1)).toEqual(
        Array(OTP_MAX_ATTEMPTS - 1).fill([400, AUTH_TEXT.otpInvalid]),
      );
      expect(answers.at(-1)).toEqual([400, AUTH_TEXT.otpLocked]);
      const owner = client('192.0.2.11');
      const right = await owner.request('/api/verify-otp', { json: { email: ADMIN, otp: code } });
      expect(right.status).toBe(400);
      expect(await right.json()).toEqual({ message: AUTH_TEXT.otpLocked, code: 'otpLocked' });
      expect((await owner.request('/api/users/me')).status).toBe(401);
      // The owner asks again: a new code, mailed, that works.
      expect((await owner.request('/api/send-otp', { json: { email: ADMIN } })).status).toBe(200);
      const fresh = await queuedCode(d, ADMIN);
      expect(fresh).not.toBeUndefined();
      const signedIn = await owner.request('/api/verify-otp', {
        json: { email: ADMIN, otp: fresh },
      });
      expect(signedIn.status).toBe(200);
    });

    it('refuses an expired code', async () => {
      const { d, client } = await setup();
      const browser = client();
      await browser.request('/api/send-otp', { json: { email: ADMIN } });
      const code = await queuedCode(d, ADMIN);
      await d.db
        .updateTable('otp_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      const res = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: code } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: AUTH_TEXT.otpExpired, code: 'otpExpired' });
    });

    it('replaces the earlier code when a new one is requested', async () => {
      const { d, client } = await setup();
      const browser = client();
      await browser.request('/api/send-otp', { json: { email: ADMIN } });
      const first = await queuedCode(d, ADMIN);
      // Codes are random: ask again until the new one differs, so the old one is another code.
      let second = first;
      while (second === first) {
        await browser.request('/api/send-otp', { json: { email: ADMIN } });
        second = await queuedCode(d, ADMIN);
      }
      const old = await browser.request('/api/verify-otp', {
        json: { email: ADMIN, otp: first },
      });
      expect(old.status).toBe(400);
      const ok = await browser.request('/api/verify-otp', { json: { email: ADMIN, otp: second } });
      expect(ok.status).toBe(200);
    });

    it('asks for the missing e-mail or code in German', async () => {
      const { client } = await setup();
      const noEmail = await client().request('/api/send-otp', { json: { email: '  ' } });
      expect(noEmail.status).toBe(400);
      const refusal = (field: string, message: string) => ({
        message,
        code: 'invalid',
        errors: { [field]: message },
      });
      const noEmailText = 'Bitte geben Sie eine E-Mail-Adresse ein.';
      expect(await noEmail.json()).toEqual(refusal('email', noEmailText));
      const noBody = await client().request('/api/send-otp', { json: {} });
      expect(await noBody.json()).toEqual(refusal('email', noEmailText));
      const noCode = await client().request('/api/verify-otp', { json: { email: ADMIN, otp: '' } });
      expect(await noCode.json()).toEqual(refusal('otp', 'Bitte geben Sie den OTP-Code ein.'));
      const bad = await client().request('/api/send-otp', { json: { email: 'not-an-address' } });
      expect(await bad.json()).toEqual(refusal('email', AUTH_TEXT.emailInvalid));
    });

    it('limits code requests per address and per client IP with a clear 429', async () => {
      const { client } = await setup();
      const statuses = [];
      let res: Response | undefined;
      const oneClient = client('203.0.113.1');
      for (let i = 0; i < 6; i++) {
        res = await oneClient.request('/api/send-otp', { json: { email: ADMIN } });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // The sixth request is the refused one, told how long to wait.
      expect(await res!.json()).toEqual({
        message: 'Zu viele Versuche. Bitte warten Sie 15 Minuten und versuchen Sie es dann erneut.',
        code: 'too-many',
      });
      // Seconds until the window ends: 15 minutes from the first request.
      expect(Number(res!.headers.get('retry-after'))).toBeGreaterThan(890);
      expect(Number(res!.headers.get('retry-after'))).toBeLessThanOrEqual(900);

      const fromOneIp = client('192.0.2.50');
      const perIp = [];
      for (let i = 0; i < 21; i++) {
        const res = await fromOneIp.request('/api/send-otp', {
          json: { email: `u${i}@example.com` },
        });
        perIp.push(res.status);
      }
      expect(perIp.filter((s) => s === 200)).toHaveLength(20);
      expect(perIp[20]).toBe(429);
      // Another client is unaffected.
      const other = await client('192.0.2.51').request('/api/send-otp', {
        json: { email: 'u0@example.com' },
      });
      expect(other.status).toBe(200);
    });

    it('lets no stranger lock the administrator out of code sign-in', async () => {
      const { d, client } = await setup();
      // Strangers on many addresses ask for the administrator's code again and again, every
      // 15 minutes (today: five requests locked the newest code and the owner got nothing).
      for (let i = 0; i < 30; i++) {
        const res = await client(`198.18.0.${i + 1}`).request('/api/send-otp', {
          json: { email: ADMIN },
        });
        expect(res.status).toBe(200);
      }
      // The inbox gets no more than its cap; the code mailed last stays valid.
      expect(await codesMailed(d)).toHaveLength(RATE_LIMITS.otpMailPerAddress.limit);
      const own = client('192.0.2.200');
      expect((await own.request('/api/send-otp', { json: { email: ADMIN } })).status).toBe(200);
      const last = (await codesMailed(d)).at(-1)!;

      // Strangers also guess, from as many addresses as it takes to wear the code out.
      const wrong = last === '000000' ? '111111' : '000000';
      await wearOutCode(client, '198.18.2', wrong);
      expect(
        (await own.request('/api/verify-otp', { json: { email: ADMIN, otp: last } })).status,
      ).toBe(400);
      // The owner asks once more: the locked code is replaced and mailed despite the cap.
      await ownerSignsInWithNewCode(d, own, RATE_LIMITS.otpMailPerAddress.limit);
    });

    it('keeps new codes coming for the owner however many codes strangers wear out or outwait', async () => {
      const { d, client } = await setup();
      const mailed = () => codesMailed(d);
      // Time passes for the live code: ten minutes later it has run out.
      const runOut = () =>
        d.db
          .updateTable('otp_codes')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('email', '=', ADMIN)
          .execute();
      // Strangers fill the inbox's cap for the quarter hour…
      for (let i = 0; i < RATE_LIMITS.otpMailPerAddress.limit; i++) {
        await client(`198.18.3.${i + 1}`).request('/api/send-otp', { json: { email: ADMIN } });
      }
      expect(await mailed()).toHaveLength(RATE_LIMITS.otpMailPerAddress.limit);
      // …then, from client after client, ask again each time the code runs out, and once they
      // wear one out with wrong tries (thirty, from ten clients).
      const strangers = 6;
      for (let i = 0; i < strangers; i++) {
        await runOut();
        const res = await client(`198.18.4.${i + 1}`).request('/api/send-otp', {
          json: { email: ADMIN },
        });
        expect(res.status).toBe(200);
      }
      const worn = (await mailed()).at(-1)!;
      const wrong = worn === '000000' ? '111111' : '000000';
      await wearOutCode(client, '198.18.5', wrong);
      await client('198.18.4.200').request('/api/send-otp', { json: { email: ADMIN } });
      const before = (await mailed()).length;
      expect(before).toBeGreaterThan(RATE_LIMITS.otpMailPerAddress.limit + 2);
      // Each time the owner's newest mail holds the live code; a run-out one is replaced for
      // the owner's own client, whatever the strangers' clients used up.
      await runOut();
      await ownerSignsInWithNewCode(d, client('192.0.2.210'), before);
    });

    it('caps the sign-in mails to one address a day, however many clients ask', async () => {
      const { d, client } = await setup();
      const count = async () =>
        Number(
          (
            await d.db
              .selectFrom('mail_outbox')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('to_address', '=', ADMIN)
              .executeTakeFirstOrThrow()
          ).n,
        );
      // Time passes: the quarter hour's counters and the live code run out, the day's stay.
      const quarterHourLater = async () => {
        await d.db
          .deleteFrom('rate_limit_counters')
          .where('key', 'like', 'otpMailPerAddress:%')
          .execute();
        await d.db
          .updateTable('otp_codes')
          .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
          .execute();
      };
      let ip = 0;
      const cap = RATE_LIMITS.otpMailPerAddressDay.limit + RATE_LIMITS.otpRescuePerAddressDay.limit;
      // More rounds than mails: forty a day go out as asked, then one per run-out code.
      for (let round = 0; round < cap; round++) {
        await quarterHourLater();
        for (let k = 0; k < 2; k++) {
          ip++;
          const res = await client(`198.19.${ip >> 8}.${ip & 255}`).request('/api/send-otp', {
            json: { email: ADMIN },
          });
          expect(res.status).toBe(200);
        }
      }
      expect(await count()).toBe(cap);
      expect(cap).toBeLessThanOrEqual(100);
      // Each of the rounds' requests hashes a code: a loaded machine needs more than the default.
    }, 90_000);

    it('compares no more guesses than a client’s budget, however many arrive at once', async () => {
      const { client } = await setup();
      const guesser = client('203.0.113.5');
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          guesser.request('/api/verify-otp', {
            json: { email: `p${i % 4}@example.com`, otp: String(200000 + i) },
          }),
        ),
      );
      const compared = answers.filter((r) => r.status === 400).length;
      expect(answers.filter((r) => r.status === 429)).toHaveLength(40 - compared);
      expect(compared).toBeLessThanOrEqual(RATE_LIMITS.otpVerifyFailPerClient.limit);
    });

    it('answers an administrator’s address and anyone else’s alike, limits and all', async () => {
      const { client } = await setup();
      const answers = async (email: string) => {
        const out: Array<[number, unknown]> = [];
        for (let i = 0; i < 14; i++) {
          const ip = i < 6 ? '192.0.2.77' : `192.0.2.${100 + i}`;
          const res = await client(ip).request('/api/send-otp', { json: { email } });
          out.push([res.status, await res.json()]);
        }
        return out;
      };
      expect(await answers('stranger@example.com')).toEqual(await answers(ADMIN));
    });

    it('lets a signed-in administrator ask for codes regardless of the limits', async () => {
      const { d, client } = await setup();
      const admin = client('192.0.2.201');
      const user = await findOrCreateUser(d.db, ADMIN);
      admin.jar.set('session', (await createSession(d.db, user.id)).token);
      for (let i = 0; i < 8; i++) {
        const res = await admin.request('/api/send-otp', { json: { email: ADMIN } });
        expect(res.status).toBe(200);
      }
    });

    it('names the wait in the refusal, in German only, like the whole admin', () => {
      expect(tooManyText(5)).toBe(
        'Zu viele Versuche. Bitte warten Sie 5 Sekunden und versuchen Sie es dann erneut.',
      );
      expect(tooManyText(1)).toContain('1 Sekunde und');
      expect(tooManyText(60)).toContain('1 Minute und');
      expect(tooManyText(899)).toContain('15 Minuten und');
      expect(tooManyText(24 * 3600 - 30)).toContain('24 Stunden und');
      expect(tooManyText(24 * 3600 - 30)).not.toMatch(/[Tt]oo many|wait/);
    });

    it('limits a client to a few guesses, with growing waits and a daily cap, from any address', async () => {
      const { d, client } = await setup();
      // Time passes for the test by removing a window's counter, as its end would.
      const pass = (prefix: string) =>
        d.db.deleteFrom('rate_limit_counters').where('key', 'like', `${prefix}:%`).execute();
      const guesser = client('192.0.2.99');
      let accepted = 0;
      const waits: number[] = [];
      for (let i = 0; i < 200; i++) {
        const res = await guesser.request('/api/verify-otp', {
          json: { email: `v${i % 7}@example.com`, otp: String(100000 + i) },
        });
        if (res.status === 400) {
          accepted++;
          continue;
        }
        expect(res.status).toBe(429);
        const wait = Number(res.headers.get('retry-after'));
        expect(await res.json()).toEqual({ message: tooManyText(wait), code: 'too-many' });
        waits.push(wait);
        if (wait > 15 * 60) break; // the day's cap
        await pass('otpVerifyCooldown');
        if (wait > 60) {
          // A quarter of an hour: the client's 15-minute windows end.
          await pass('otpVerifyFailPerClient');
          await pass('otpVerifyPerClient');
        }
      }
      // About 30 guesses a day for a client, against a million codes.
      expect(accepted).toBe(RATE_LIMITS.otpVerifyFailPerClientDay.limit);
      expect(accepted).toBeLessThanOrEqual(100);
      expect(waits.at(-1)).toBeGreaterThan(23 * 60 * 60);
      // The waits after a failure grow: 5 s, 10 s, 20 s, …
      const cooldowns = waits.filter((w) => w <= 15 * 60).slice(0, 4);
      expect(cooldowns[0]).toBeLessThanOrEqual(5);
      expect(cooldowns[1]).toBeGreaterThan(cooldowns[0]);
      expect(cooldowns[2]).toBeGreaterThan(cooldowns[1]);
      // Another client has its own budget: its first guesses are compared.
      const other = await client('192.0.2.98').request('/api/verify-otp', {
        json: { email: 'v1@example.com', otp: '123456' },
      });
      expect(other.status).toBe(400);
    });
  });
});
