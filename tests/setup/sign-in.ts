import { beforeAll } from 'vitest';
import { createCookieClient, createTestApp } from './app';
import type { TestDatabase } from './databases';
import { fakeForSuite } from './fakes';
import { startOidcProvider } from '../fakes/oidc-provider';
import { startSmtpSink } from '../fakes/smtp-sink';

export const SIGN_IN_ORIGIN = 'http://localhost:3000';
export const SIGN_IN_ADMIN = 'chef@example.com';

/**
 * What the sign-in API suites share: a local OpenID provider with the shop registered, an SMTP
 * sink, a shop on the suite's database, and the code of a queued sign-in mail.
 */
export function signInSuite(db: () => TestDatabase) {
  const idp = fakeForSuite(startOidcProvider);
  const sink = fakeForSuite(startSmtpSink);
  beforeAll(() =>
    idp.registerClient({
      clientId: 'shop',
      clientSecret: 'shop-secret',
      redirectUri: `${SIGN_IN_ORIGIN}/auth/callback`,
    }),
  );

  async function setup(env: Record<string, string> = {}) {
    const d = db();
    const { app, config } = createTestApp(d, {
      ADMIN_EMAILS: SIGN_IN_ADMIN,
      GOOGLE_CLIENT_ID: 'shop',
      GOOGLE_CLIENT_SECRET: 'shop-secret',
      GOOGLE_ISSUER: idp.issuer,
      ...env,
    });
    const client = (ip?: string) => createCookieClient(app, config.publicUrl, ip);
    return { d, app, config, client };
  }

  /**
   * The code from the sign-in mail queued for the address. The mail is taken out of the outbox,
   * so the next call finds the next mail whatever the clock said when each was queued.
   */
  async function queuedCode(d: TestDatabase, to: string): Promise<string> {
    const row = await d.db
      .selectFrom('mail_outbox')
      .select(['id', 'text_body'])
      .where('to_address', '=', to)
      .executeTakeFirstOrThrow();
    await d.db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
    return /^\s+(\d{6})$/m.exec(row.text_body)![1];
  }

  return { idp, sink, setup, queuedCode };
}
