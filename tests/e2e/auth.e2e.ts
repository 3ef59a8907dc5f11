import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { startOidcProvider } from '../fakes/oidc-provider';
import { fakeForSuite } from '../setup/fakes';
import { expectNoAxeViolations } from './axe';
import {
  DESKTOP,
  mailedCode,
  newPage,
  PHONE,
  shoot,
  signInWithMailedCode,
  shopForSuite,
} from './harness';

const ADMIN = 'admin@example.com';
const GOOGLE_ADMIN = 'google-admin@example.com';
/** Signed in through the API by tests about other things (its own address: own rate limit). */
const OPS_ADMIN = 'ops@example.com';

describe('administrator sign-in in Chromium', () => {
  const idp = fakeForSuite(startOidcProvider);
  const shop = shopForSuite({
    smtp: true,
    env: () => ({
      ADMIN_EMAILS: `${ADMIN},${GOOGLE_ADMIN},${OPS_ADMIN}`,
      GOOGLE_CLIENT_ID: 'shop-e2e',
      GOOGLE_CLIENT_SECRET: 'shop-e2e-secret',
      GOOGLE_ISSUER: idp.issuer,
    }),
  });
  const { server, browser, sink } = shop;
  beforeAll(() =>
    idp.registerClient({
      clientId: 'shop-e2e',
      clientSecret: 'shop-e2e-secret',
      redirectUri: `${server.url}/auth/callback`,
    }),
  );

  /** The code of the newest sign-in e-mail to the address, read from the SMTP sink. */
  const codeFor = (email: string, after: number) => mailedCode(sink, email, after);

  /** Signs the browser context in with a code, through the API (for tests about other things). */
  async function signInByApi(context: BrowserContext, email = OPS_ADMIN) {
    expect(await signInWithMailedCode(context, shop, email)).toBe(200);
  }

  it('signs an administrator in with the code from the e-mail and out again', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/login?returnUrl=%2Fadmin`);
    // The guard replaced /admin in the history (entries: the new tab's blank page, this one).
    expect(await page.evaluate(() => history.length)).toBe(2);
    await page.getByRole('button', { name: 'OTP-Code senden' }).waitFor();
    expect(await page.getByText('Nur für autorisierte Administratoren').isVisible()).toBe(true);

    // Empty e-mail: the spec's message, no request.
    await page.getByRole('button', { name: 'OTP-Code senden' }).click();
    expect(await page.getByRole('alert').innerText()).toBe(
      'Bitte geben Sie eine E-Mail-Adresse ein.',
    );

    // Hold the call until the loading label and the cleared error box have been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send-otp', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('E-Mail-Adresse').fill(ADMIN);
    const before = sink.messages.length;
    await page.getByRole('button', { name: 'OTP-Code senden' }).click();
    await page.getByRole('button', { name: 'Sendet...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sendet...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    release();

    await page.getByRole('button', { name: 'Code verifizieren' }).waitFor();
    expect(await page.locator('form').innerText()).toContain(ADMIN);
    const otp = await codeFor(ADMIN, before);

    // A wrong code: the red box; going back clears code and error.
    await page.getByLabel('OTP-Code').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Code verifizieren' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').innerText()).toBe(
      'Ungültiger OTP-Code. Bitte versuchen Sie es erneut.',
    );
    expect(await page.getByLabel('OTP-Code').getAttribute('maxlength')).toBe('6');
    await page.getByRole('button', { name: 'Andere E-Mail-Adresse verwenden' }).click();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByLabel('E-Mail-Adresse').inputValue()).toBe(ADMIN);
    await page.getByRole('button', { name: 'OTP-Code senden' }).click();
    await page.getByRole('button', { name: 'Code verifizieren' }).waitFor();
    expect(await page.getByLabel('OTP-Code').inputValue()).toBe('');
    const second = await codeFor(ADMIN, before + 1);

    await page.getByLabel('OTP-Code').fill(second);
    await page.getByRole('button', { name: 'Code verifizieren' }).click();
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`);
    await page.getByRole('heading', { name: 'Verwaltung', exact: true }).waitFor();
    expect(await page.getByText(ADMIN).isVisible()).toBe(true);
    // The dashboard lists the tables of the schema files, by their German titles only.
    await page.getByText('Tabellen (7)').waitFor();
    const frame = await page.locator('body').innerText();
    for (const word of [
      'Admin Dashboard',
      'Datenbankmanagement',
      'ebook_purchases',
      'discount_codes',
    ])
      expect(frame).not.toContain(word);
    expect(await page.getByRole('link', { name: 'Bestellungen', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Aktualisieren' }).click();
    await page.getByText('Tabellen (7)').waitFor();

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByRole('button', { name: 'OTP-Code senden' }).waitFor();
    const me = await context.request.get(`${server.url}/api/users/me`);
    expect(me.status()).toBe(401);
    await context.close();
  });

  it('signs an administrator in with Google through the popup and the callback page', async () => {
    const { context, page } = await newPage(browser);
    idp.setNextAccount({ email: GOOGLE_ADMIN, emailVerified: true });
    await page.goto(`${server.url}/login?returnUrl=%2Fadmin`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
    const popup = await popupOpened;
    const callbackSeen = popup
      .waitForURL(/\/auth\/callback/, { timeout: 15_000 })
      .then(() => true)
      .catch(() => popup.isClosed());
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`, { timeout: 20_000 });
    expect(await callbackSeen).toBe(true);
    await page.getByRole('heading', { name: 'Verwaltung', exact: true }).waitFor();
    expect(await page.getByText(GOOGLE_ADMIN).isVisible()).toBe(true);
    expect(popup.isClosed()).toBe(true);
    await context.close();
  });

  it('tells a signed-in non-administrator they are not authorised', async () => {
    const { context, page } = await newPage(browser);
    idp.setNextAccount({ email: 'guest@example.com', emailVerified: true });
    await page.goto(`${server.url}/login?returnUrl=%2Fadmin`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
    await popupOpened;
    // A non-administrator stays on the address asked for: nothing is shown to send on to.
    await page.waitForURL(`${server.url}/admin`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Nicht berechtigt' }).waitFor();
    expect(await page.getByText('Sie sind nicht als Administrator autorisiert.').isVisible()).toBe(
      true,
    );
    const status = await context.request.get(`${server.url}/api/admin/status`);
    expect(await status.json()).toEqual({ isAdmin: false });
    await shoot(page, 'admin-denied-1280');
    await context.close();
  });

  it('shows the Google failure when the address is not verified', async () => {
    const { context, page } = await newPage(browser);
    idp.setNextAccount({ email: GOOGLE_ADMIN, emailVerified: false });
    await page.goto(`${server.url}/login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
    await popupOpened;
    await page.getByRole('alert').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').innerText()).toBe(
      'Google Login fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
    expect((await context.request.get(`${server.url}/api/users/me`)).status()).toBe(401);
    await context.close();
  });

  it('opens a centred 500x600 popup and treats closing it as a cancellation', async () => {
    const { context, page } = await newPage(browser);
    // Hold the popup at the provider, as a person who has not chosen an account yet.
    await context.route(`${idp.issuer}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>Konto auswählen</p>' }),
    );
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await page.goto(`${server.url}/login`);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Mit Google anmelden' }).click();
    const popup = await popupOpened;
    await popup.waitForURL(new RegExp(`^${idp.issuer}`));
    expect(await page.getByRole('button', { name: 'Lädt...' }).isDisabled()).toBe(true);
    const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
    expect(size[0]).toBeGreaterThanOrEqual(480);
    expect(size[0]).toBeLessThanOrEqual(500);
    expect(size[1]).toBeGreaterThanOrEqual(500);
    expect(size[1]).toBeLessThanOrEqual(600);
    await popup.close();
    await page.getByRole('alert').waitFor({ timeout: 5000 });
    expect(await page.getByRole('alert').innerText()).toBe(
      'Google Login fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
    expect(logged.join('\n')).toContain('User cancelled the login process.');
    expect(await page.getByRole('button', { name: 'Mit Google anmelden' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('sends a signed-in visitor on to returnUrl, and a foreign returnUrl to /', async () => {
    const { context, page } = await newPage(browser);
    await signInByApi(context);
    await page.goto(`${server.url}/login?returnUrl=%2Fadmin`);
    await page.waitForURL(`${server.url}/admin/tabellen/ebook_purchases`);
    for (const target of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      await page.goto(`${server.url}/login?returnUrl=${encodeURIComponent(target)}`);
      await page.waitForURL(`${server.url}/`);
    }
    await context.close();
  });

  it('looks right at 390 and 1280 px (screenshots)', async () => {
    for (const [label, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${server.url}/login`);
      await page.getByRole('button', { name: 'OTP-Code senden' }).waitFor();
      // Nothing may overflow sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await shoot(page, `login-email-${label}`);
      // Not an administrator: the page goes to step 2 all the same, and no mail is sent.
      await page.getByLabel('E-Mail-Adresse').fill('service.leitung@restaurant-beispiel.de');
      await page.getByRole('button', { name: 'OTP-Code senden' }).click();
      await page.getByRole('button', { name: 'Code verifizieren' }).waitFor();
      await shoot(page, `login-code-${label}`);
      await signInByApi(context);
      await page.goto(`${server.url}/admin`);
      await page.getByRole('heading', { name: 'Verwaltung', exact: true }).waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await shoot(page, `admin-${label}`);
      await context.close();
    }
  });
});

describe('login without Google configured', () => {
  const { server, browser } = shopForSuite();

  it('shows the Google button disabled with a neutral German line, naming no setting', async () => {
    for (const [viewport, label] of [
      [PHONE, '390'],
      [DESKTOP, '1280'],
    ] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`${server.url}/login`);
      const button = page.getByRole('button', { name: 'Mit Google anmelden' });
      await button.waitFor();
      expect(await button.isDisabled()).toBe(true);
      expect(await page.locator('#google-disabled').innerText()).toBe(
        'Anmeldung mit Google ist für diesen Shop nicht eingerichtet.',
      );
      const text = await page.locator('body').innerText();
      expect(text).not.toContain('GOOGLE_CLIENT_ID');
      expect(text).not.toMatch(/Server|fehlt/);
      expect(await page.content()).not.toContain('GOOGLE_CLIENT_ID');
      await expectNoAxeViolations(page);
      await shoot(page, `login-no-google-${label}`);
      await context.close();
    }
  });
});
