import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEAM_PAGE } from '../../src/app/content/team';
import { TEAM_MAIL } from '../../src/server/content/team-mail';
import { teamPageUrl } from '../../src/server/domain/delivery/team-copies';
import { applyRefund } from '../../src/server/domain/orders/refunds';
import { LANGUAGE_INFO, LANGS, type Lang } from '../../src/shared/languages';
import { createPaidPurchase } from '../setup/purchases';
import { expectNoAxeViolations } from './axe';
import { buyWithDemo } from './buy-by-api';
import { DESKTOP, newPage, PHONE, serverDatabase, shopForSuite } from './harness';

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A member of copy `seat`, with the language of their e-mail. */
const member = (tag: string, seat: number, language: Lang) => ({
  seat,
  name: `Member ${seat} ${tag}`,
  email: `m${seat}-${tag}@team.example`,
  language,
});
type Member = ReturnType<typeof member>;

/**
 * The team page (decision 100) in Chromium against the built server: a team order of 12 copies
 * bought and paid on the demo provider, its link found in the buyer's delivery e-mail, the copies
 * given out over two visits with one refused save between them, and each member's own e-mail in
 * the chosen language; the page in every language, with axe's WCAG 2.2 A/AA rules; a save
 * without JavaScript; a refunded order; a link that names no order.
 */
describe('the team page in Chromium', () => {
  const { server, browser, sink } = shopForSuite({ smtp: true });
  const own = serverDatabase(server);

  /** A paid team order of `copies` copies; the team page's link from the delivery e-mail. */
  async function buyTeam(lang: Lang, email: string, copies: number): Promise<string> {
    const context = await browser.newContext();
    try {
      await buyWithDemo(context.request, server, lang, email, copies);
    } finally {
      await context.close();
    }
    const mail = await sink.waitFor(
      (m) => m.envelope.to.includes(email) && m.text.includes('/team/'),
      20_000,
    );
    const link = /https?:\/\/[^\s<>")\]]+\/team\/[^\s<>")\]]+/.exec(mail.text)![0];
    expect(new URL(link).origin).toBe(server.url);
    return link;
  }

  /** Opens the team page and waits until React runs it (the save then goes by fetch). */
  async function openTeam(page: Page, link: string, hydrated = true) {
    const res = await page.goto(link);
    expect(res?.status()).toBe(200);
    await page.locator('[data-testid="team-form"], [data-testid="team-closed"]').first().waitFor();
    if (hydrated)
      await page.waitForFunction(() => {
        const el = document.querySelector('[data-testid="team-form"]');
        return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
      });
  }

  async function fill(page: Page, m: Member) {
    await page.locator(`[data-testid="team-name-${m.seat}"]`).fill(m.name);
    await page.locator(`[data-testid="team-email-${m.seat}"]`).fill(m.email);
    await page.locator(`[data-testid="team-language-${m.seat}"]`).selectOption(m.language);
  }

  const save = (page: Page) => page.locator('[data-testid="team-save"]').click();
  const text = async (page: Page, testId: string) =>
    norm(await page.locator(`[data-testid="${testId}"]`).textContent());
  const list = (lang: Lang, seats: number[]) =>
    new Intl.ListFormat(LANGUAGE_INFO[lang].locale, { type: 'conjunction' }).format(
      seats.map(String),
    );

  /** The member's e-mail: one, to their address, its subject in the member's language. */
  async function expectMemberMail(m: Member, title: string) {
    const mail = await sink.waitFor((x) => x.envelope.to.includes(m.email), 20_000);
    expect(mail.subject).toBe(TEAM_MAIL[m.language].member.subject(title));
    expect(mail.text).toContain(m.name);
    expect(mail.text).toMatch(/\/download\/\S+/);
  }

  it('gives out 12 copies over two visits, refuses a duplicate address and mails each member', async () => {
    const link = await buyTeam('en', 'owner-twelve@example.com', 12);
    const copy = TEAM_PAGE.en;
    const members = Array.from({ length: 12 }, (_, i) =>
      member('twelve', i + 1, LANGS[i % LANGS.length]),
    );
    const { context, page } = await newPage(browser, DESKTOP);
    await openTeam(page, link);
    expect(norm(await page.locator('h1').textContent())).toBe(copy.title);
    expect(await text(page, 'team-copies')).toBe('12');
    expect(await text(page, 'team-free')).toBe('12');
    expect(await page.locator('[data-testid^="team-seat-"][data-state="free"]').count()).toBe(12);
    const title = norm(await page.locator('[data-testid="team-facts"] dd').nth(1).textContent());
    // Every field is named with its copy.
    await page.getByLabel('E-mail address, copy 3', { exact: true }).waitFor();
    await page.getByLabel('E-mail language, copy 12', { exact: true }).waitFor();

    // First visit: five members.
    for (const m of members.slice(0, 5)) await fill(page, m);
    await save(page);
    await page.locator('[data-testid="team-saved"]').waitFor();
    expect(await text(page, 'team-saved')).toBe(
      `${copy.savedTitle} ${copy.sentMany.replace('{list}', list('en', [1, 2, 3, 4, 5]))}`,
    );
    expect(await page.locator('[data-testid="team-saved"]').getAttribute('role')).toBe('status');
    expect(await text(page, 'team-free')).toBe('7');
    await page.reload();
    await page.locator('[data-testid="team-form"]').waitFor();
    for (const m of members.slice(0, 5)) {
      await expect(page.locator(`[data-testid="team-email-${m.seat}"]`).inputValue()).resolves.toBe(
        m.email,
      );
      expect(
        await page.locator(`[data-testid="team-seat-${m.seat}"]`).getAttribute('data-state'),
      ).toBe('sent');
    }
    await context.close();

    // Second visit: the seven others, first with copy 6 given copy 1's address.
    const second = await newPage(browser, DESKTOP);
    await openTeam(second.page, link);
    for (const m of members.slice(5)) await fill(second.page, m);
    await second.page.locator('[data-testid="team-email-6"]').fill(members[0].email);
    await save(second.page);
    await second.page.locator('[data-testid="team-error"]').waitFor();
    expect(await second.page.locator('[data-testid="team-error"]').getAttribute('role')).toBe(
      'alert',
    );
    expect(await text(second.page, 'team-problem-6')).toBe(copy.problems.duplicateEmail);
    const email6 = second.page.locator('[data-testid="team-email-6"]');
    expect(await email6.getAttribute('aria-invalid')).toBe('true');
    expect(await email6.getAttribute('aria-describedby')).toBe('team-problem-6');
    expect(await second.page.locator('[data-testid^="team-problem-"]').count()).toBe(1);
    // What was typed stays; nothing was saved.
    expect(await second.page.locator('[data-testid="team-name-9"]').inputValue()).toBe(
      members[8].name,
    );
    expect(await text(second.page, 'team-free')).toBe('7');
    await second.page.reload();
    await second.page.locator('[data-testid="team-form"]').waitFor();
    expect(await second.page.locator('[data-testid="team-email-6"]').inputValue()).toBe('');
    expect(
      await second.page.locator('[data-testid^="team-seat-"][data-state="sent"]').count(),
    ).toBe(5);

    // Typed again, this time right: seven more e-mails.
    await openTeam(second.page, link);
    for (const m of members.slice(5)) await fill(second.page, m);
    await save(second.page);
    await second.page.locator('[data-testid="team-saved"]').waitFor();
    expect(await text(second.page, 'team-saved')).toContain(
      copy.sentMany.replace('{list}', list('en', [6, 7, 8, 9, 10, 11, 12])),
    );
    expect(await text(second.page, 'team-free')).toBe('0');

    // Each member's own e-mail, once, in the language chosen for them.
    for (const m of members) await expectMemberMail(m, title);
    for (const m of members)
      expect(sink.messages.filter((x) => x.envelope.to.includes(m.email))).toHaveLength(1);

    // A copy its member opened stays theirs: read-only, and said so.
    await own.database.db
      .updateTable('team_copies')
      .set({ first_download_at: new Date().toISOString() })
      .where('email', '=', members[1].email)
      .execute();
    await second.page.reload();
    await second.page.locator('[data-testid="team-form"]').waitFor();
    const opened = second.page.locator('[data-testid="team-seat-2"]');
    expect(await opened.getAttribute('data-state')).toBe('opened');
    expect(await second.page.locator('[data-testid="team-email-2"]').getAttribute('readonly')).toBe(
      '',
    );
    expect(norm(await opened.locator('[data-testid="team-seat-detail"]').textContent())).toBe(
      copy.status.used,
    );
    await expectNoAxeViolations(second.page, 'en, 12 copies given');
    await shots(second.page, 'team-en-given');
    await second.context.close();
  }, 120_000);

  describe.each(LANGS)('in %s', (lang: Lang) => {
    it('renders in the buyer’s language, passes axe, saves one member and marks a refused copy', async () => {
      const link = await buyTeam(lang, `owner-${lang}@example.com`, 4);
      const copy = TEAM_PAGE[lang];
      const viewport = lang === 'de' || lang === 'es' ? PHONE : DESKTOP;
      const { context, page } = await newPage(browser, viewport);
      await openTeam(page, link);
      expect(norm(await page.locator('h1').textContent())).toBe(copy.title);
      expect(
        await page
          .locator('[data-testid="team-form"]')
          .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
      ).toBe(lang);
      expect(await page.locator('[data-testid="team-save"]').textContent()).toBe(copy.submit);
      const options = await page
        .locator('[data-testid="team-language-1"] option')
        .allTextContents();
      expect(options).toEqual(LANGS.map((l) => copy.languages[l]));
      await page
        .getByLabel(`${copy.emailLabel}${copy.forCopy.replace('{n}', '4')}`, { exact: true })
        .waitFor();
      await expectNoAxeViolations(page, `${lang} empty`);
      await shots(page, `team-${lang}-empty`);
      const title = norm(await page.locator('[data-testid="team-facts"] dd').nth(1).textContent());

      const m = member(lang, 1, LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length]);
      await fill(page, m);
      await save(page);
      await page.locator('[data-testid="team-saved"]').waitFor();
      expect(await text(page, 'team-saved')).toBe(
        norm(`${copy.savedTitle} ${copy.sentOne.replace('{list}', '1')}`),
      );
      expect(await text(page, 'team-free')).toBe('3');
      await expectMemberMail(m, title);

      // A second member with an address that is none: marked, worded, linked to its field.
      await fill(page, member(lang, 2, lang));
      await page.locator('[data-testid="team-email-2"]').fill('not-an-address');
      await save(page);
      await page.locator('[data-testid="team-error"]').waitFor();
      expect(await text(page, 'team-problem-2')).toBe(norm(copy.problems.emailInvalid));
      expect(await page.locator('[data-testid="team-email-2"]').getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(await page.locator('[data-testid="team-email-2"]').inputValue()).toBe(
        'not-an-address',
      );
      await expectNoAxeViolations(page, `${lang} with a refused copy`);
      await shots(page, `team-${lang}-error`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(
        false,
      );
      await context.close();
    }, 60_000);
  });

  it('saves without JavaScript, keeping what was typed when a copy is refused', async () => {
    const link = await buyTeam('it', 'owner-nojs@example.com', 2);
    const copy = TEAM_PAGE.it;
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await openTeam(page, link, false);
    const m = member('nojs', 1, 'de');
    await fill(page, m);
    await page.locator('[data-testid="team-email-2"]').fill('nessuno@');
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), save(page)]);
    await page.locator('[data-testid="team-error"]').waitFor();
    expect(await text(page, 'team-problem-2')).toBe(copy.problems.emailInvalid);
    expect(await page.locator('[data-testid="team-name-1"]').inputValue()).toBe(m.name);
    expect(await page.locator('[data-testid="team-language-1"]').inputValue()).toBe('de');
    expect(await page.locator('[data-testid="team-email-2"]').inputValue()).toBe('nessuno@');

    await page.locator('[data-testid="team-email-2"]').fill('');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      save(page),
    ]);
    expect(answer.status()).toBe(200);
    await page.locator('[data-testid="team-saved"]').waitFor();
    expect(await text(page, 'team-saved')).toBe(
      `${copy.savedTitle} ${copy.sentOne.replace('{list}', '1')}`,
    );
    expect(await text(page, 'team-free')).toBe('1');
    await expectMemberMail(
      m,
      norm(await page.locator('[data-testid="team-facts"] dd').nth(1).textContent()),
    );
    await context.close();
  });

  it('says a refunded order’s copies no longer work, and offers no form', async () => {
    const { id } = await createPaidPurchase(own.database.db, own.config, {
      email: 'refunded-team@example.com',
      lang: 'fr',
      copies: 2,
    });
    await own.database.db
      .transaction()
      .execute((trx) => applyRefund(trx, own.config, id, 9400, { source: 'admin' }));
    const { context, page } = await newPage(browser, PHONE);
    await openTeam(page, teamPageUrl(own.config, id), false);
    expect(norm(await page.locator('[data-testid="team-closed"] h2').textContent())).toBe(
      TEAM_PAGE.fr.closedTitle,
    );
    expect(await page.locator('[data-testid="team-form"]').count()).toBe(0);
    await expectNoAxeViolations(page, 'fr closed');
    await shots(page, 'team-fr-closed', false);
    await context.close();
  });

  it('answers a link that names no team order with 404, in the browser’s language', async () => {
    const { context, page } = await newPage(browser, PHONE, {
      consent: 'necessary',
      locale: 'de-DE',
    });
    const res = await page.goto(`${server.url}/team/not-a-real-token`);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['cache-control']).toBe('no-store');
    expect(norm(await page.locator('h1').textContent())).toBe(TEAM_PAGE.de.invalidTitle);
    await expectNoAxeViolations(page, 'invalid link');
    await shots(page, 'team-de-invalid', false);
    await context.close();
  });

  /** With SCREENSHOTS=1: the page at 390 and 1280 px under tmp/shots, for looking at it. */
  async function shots(page: Page, name: string, both = true) {
    if (process.env.SCREENSHOTS !== '1') return;
    mkdirSync('tmp/shots', { recursive: true });
    const before = page.viewportSize()!;
    for (const viewport of both ? [PHONE, DESKTOP] : [before]) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `tmp/shots/${name}-${viewport.width}.png`, fullPage: true });
    }
    await page.setViewportSize(before);
  }
});
