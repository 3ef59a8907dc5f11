import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { isoWeek, lastWeek, queueWeeklySalesReport } from './sales-report';

it('names ISO weeks and finds last week', () => {
  expect(isoWeek('2026-01-01')).toBe('2026-W01');
  expect(isoWeek('2027-01-01')).toBe('2026-W53');
  expect(isoWeek('2026-11-23')).toBe('2026-W48');
  expect(lastWeek('2026-11-24')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(lastWeek('2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  expect(lastWeek('2026-11-22')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
});

describeEachDatabase('weekly sales report on %s', ({ db }) => {
  it('queues last week against the week before once, however often it is asked', async () => {
    const d = db();
    const base = {
      email: 'b@example.com',
      name: '',
      product_id: 'ebook-restaurant-closer-de',
      currency: 'eur',
      provider: 'demo',
      status: 'paid',
      language: 'de',
      refunded_at: null,
    };
    await d.db
      .insertInto('ebook_purchases')
      .values([
        {
          ...base,
          id: 'w1',
          amount: 4700,
          created_at: '2026-11-17T10:00:00.000Z',
          paid_at: '2026-11-17T10:00:00.000Z',
        },
        {
          ...base,
          id: 'w2',
          amount: 4700,
          created_at: '2026-11-18T10:00:00.000Z',
          paid_at: '2026-11-18T10:00:00.000Z',
        },
        {
          // Paid on Thursday, refunded on Friday: in the gross figure, and out of the net one.
          ...base,
          id: 'w3',
          status: 'refunded',
          amount: 4700,
          created_at: '2026-11-19T10:00:00.000Z',
          paid_at: '2026-11-19T10:00:00.000Z',
          refunded_at: '2026-11-20T10:00:00.000Z',
        },
        {
          ...base,
          id: 'w0',
          amount: 4700,
          created_at: '2026-11-10T10:00:00.000Z',
          paid_at: '2026-11-10T10:00:00.000Z',
        },
      ] as never)
      .execute();
    const now = Date.parse('2026-11-24T08:00:00Z');
    expect(await queueWeeklySalesReport(d.db, 'seller@example.com', now)).toBe('2026-W47');
    await queueWeeklySalesReport(d.db, 'seller@example.com', now + 3_600_000);
    const rows = await d.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].to_address).toBe('seller@example.com');
    expect(rows[0].subject).toMatch(
      /^Wochenbericht 2026-W47: 94,00\s€ Umsatz nach Erstattungen, 3 Bestellungen$/,
    );
    expect(rows[0].text_body).toContain('16.11.2026 – 22.11.2026');
    expect(rows[0].text_body).toMatch(/Umsatz nach Erstattungen: 94,00\s€ \(\+100\s%/);
    expect(rows[0].text_body).toMatch(
      /Umsatz vor Erstattungen: 141,00\s€, Erstattungen und Widerrufe: 47,00\s€/,
    );
    expect(rows[0].text_body).toContain('Bestellungen: 3 (+200');
    // No views were counted that week: no rate, and the mail says why.
    expect(rows[0].text_body).toContain(
      'Konversion (Käufe je Produktaufruf): keine Rate – an 3 Tagen mit Verkäufen wurden keine Seitenaufrufe gezählt',
    );
    // A week without discount codes says nothing about them.
    expect(rows[0].text_body).not.toContain('Rabatt');
  });

  it('names the discount codes redeemed in the week, with their redemptions and discount', async () => {
    const d = db();
    const order = (id: string, day: string, extra: Record<string, unknown> = {}) => ({
      id,
      email: `${id}@example.com`,
      name: '',
      product_id: 'ebook-restaurant-closer-de',
      currency: 'eur',
      provider: 'stripe',
      status: 'paid',
      language: 'de',
      refunded_at: null,
      amount: 3760,
      list_price: 4700,
      discount_amount: 940,
      discount_code: 'LAUNCH',
      created_at: `${day}T10:00:00.000Z`,
      paid_at: `${day}T10:00:00.000Z`,
      ...extra,
    });
    await d.db
      .insertInto('ebook_purchases')
      .values([
        order('c1', '2026-11-16'),
        // Refunded later in the week: still a redemption, its discount still given.
        order('c2', '2026-11-18', { status: 'refunded', refunded_at: '2026-11-19T10:00:00.000Z' }),
        order('c3', '2026-11-20', {
          provider: 'none',
          amount: 0,
          discount_amount: 4700,
          discount_code: 'GRATIS',
        }),
        // The week before, and a checkout never paid: not this week's redemptions.
        order('c4', '2026-11-12'),
        order('c5', '2026-11-21', { status: 'expired', paid_at: null }),
        order('c6', '2026-11-21', { discount_code: null, list_price: null, discount_amount: 0 }),
      ] as never)
      .execute();
    await queueWeeklySalesReport(d.db, 'seller@example.com', Date.parse('2026-11-24T08:00:00Z'));
    const [mail] = await d.db.selectFrom('mail_outbox').selectAll().execute();
    const text = mail.text_body.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      [
        'Eingelöste Rabattcodes:',
        '- LAUNCH: 2 Einlösungen, Rabatt gewährt: 18,80 €',
        '- GRATIS: 1 Einlösung, Rabatt gewährt: 47,00 €',
        '',
        'Alle Beträge inkl. USt',
      ].join('\n'),
    );
  });
});
