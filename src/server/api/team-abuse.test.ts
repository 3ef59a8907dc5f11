import { expect, it } from 'vitest';
import { createCookieClient, createTestApp } from '../../../tests/setup/app';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createPaidPurchase } from '../../../tests/setup/purchases';
import { teamPageUrl } from '../domain/delivery/team-copies';

const ORIGIN = 'http://localhost:3000';

/**
 * The team page as a stranger would try it (decision 100): from another site, with a body
 * too big, with bytes and numbers no form sends, with more copies than the order has, or by
 * guessing a link. Each is refused with a clear answer, and nothing is saved or mailed.
 */
describeEachDatabase('the team page against misuse on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const shop = createTestApp(d, { PUBLIC_URL: ORIGIN });
    const { id } = await createPaidPurchase(d.db, shop.config, {
      email: 'owner@example.com',
      lang: 'de',
      copies: 3,
    });
    const path = new URL(teamPageUrl(shop.config, id)).pathname;
    const token = path.split('/').pop()!;
    const browser = createCookieClient(shop.app, ORIGIN);
    /** What the save left: the copies given out and the member mails queued. */
    const state = async () => ({
      copies: await d.db.selectFrom('team_copies').selectAll().execute(),
      mails: await d.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('dedupe_key', 'like', 'team-copy:%')
        .execute(),
    });
    return { d, shop, id, path, token, browser, state };
  }

  const seat = (n: number, email = `member-${n}@team.example`) => ({
    seat: n,
    name: `Mitglied ${n}`,
    email,
    language: 'de',
  });

  it('refuses a save posted from another site, to the API and to the page alike', async () => {
    const t = await setup();
    const json = await t.shop.app.request(`/api/team/${t.token}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ seats: [seat(1)] }),
    });
    expect(json.status).toBe(403);
    const form = new URLSearchParams({ 'name-1': 'X', 'email-1': 'x@evil.example' });
    const page = await t.shop.app.request(t.path, {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    });
    expect(page.status).toBe(403);
    expect(await t.state()).toEqual({ copies: [], mails: [] });
  });

  it('answers a body too big with 413 and bytes or numbers no form sends with 400, saving nothing', async () => {
    const t = await setup();
    const big = await t.browser.request(`/api/team/${t.token}`, {
      json: { seats: [{ ...seat(1), name: 'x'.repeat(2_000_000) }] },
    });
    expect(big.status).toBe(413);
    const cases: unknown[] = [
      { seats: [{ ...seat(1), name: 'A\u0000B' }] },
      { seats: [{ ...seat(1), seat: 1e308 }] },
      { seats: [{ ...seat(1), seat: -1 }] },
      { seats: [{ ...seat(1), seat: 1.5 }] },
      { seats: Array.from({ length: 51 }, (_, i) => seat((i % 3) + 1, `m${i}@team.example`)) },
      { seats: 'all' },
      [],
    ];
    for (const body of cases) {
      const res = await t.browser.request(`/api/team/${t.token}`, { json: body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await res.json()) as { message?: string };
      expect(answer.message).toBeTruthy();
    }
    expect(await t.state()).toEqual({ copies: [], mails: [] });
  });

  it('gives out no copy the order does not have, and mails nobody when one entry is refused', async () => {
    const t = await setup();
    const res = await t.browser.request(`/api/team/${t.token}`, {
      json: { seats: [seat(1), seat(2), seat(4)] },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'teamEntriesRefused',
      detail: { problems: [{ seat: 4, problem: 'noSuchCopy' }] },
    });
    expect(await t.state()).toEqual({ copies: [], mails: [] });
  });

  it('a guessed or altered link names no order, on the page and the API alike', async () => {
    const t = await setup();
    const altered = `${t.token.slice(0, -3)}${t.token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    for (const token of [altered, `RC-${'0'.repeat(16)}.x`, 'x'.repeat(600)]) {
      const api = await t.browser.request(`/api/team/${token}`, { json: { seats: [seat(1)] } });
      expect(api.status).toBe(404);
      const page = await t.shop.app.request(`/team/${token}`);
      expect(page.status).toBe(404);
    }
    expect(await t.state()).toEqual({ copies: [], mails: [] });
  });

  it('keeps the team page out of caches and search engines', async () => {
    const t = await setup();
    const res = await t.shop.app.request(t.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex/);
  });
});
