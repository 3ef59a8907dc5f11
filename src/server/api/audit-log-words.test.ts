import { expect, it } from 'vitest';
import { formatCell } from '../../app/admin/cells';
import { describedSchema } from '../../shared/audit-names';
import { recordAudit } from '../domain/tables/audit-log';
import { describeEachDatabase } from '../../../tests/setup/databases';
import { createSessionClient, createTestApp } from '../../../tests/setup/app';

describeEachDatabase('the change log in German on %s', ({ db }) => {
  async function setup() {
    const d = db();
    const { app, config } = createTestApp(d, { ADMIN_EMAILS: 'boss@example.com' });
    const boss = await createSessionClient({ app, config }, d.db, 'boss@example.com');
    return { d, boss };
  }

  it('names every action and table in German and filters by any table in the log', async () => {
    const { d, boss } = await setup();
    await recordAudit(d.db, {
      actor: 'boss@example.com',
      action: 'payout',
      table: 'partner_payouts',
      rowId: 'pay-1',
      after: { amount: 659, paid_at: '2026-07-01T10:00:00.000Z' },
    });
    await recordAudit(d.db, {
      actor: 'boss@example.com',
      action: 'partner-link',
      table: 'partners',
      rowId: 'ANNA',
    });
    const schema = await (await boss.request('/api/admin/schemas/audit_log')).json();
    const name = (field: string, code: string) => {
      const f = schema.properties[field];
      return f.enumNames[f.enum.indexOf(code)];
    };
    expect(name('action', 'payout')).toBe('Auszahlung vermerkt');
    expect(name('action', 'partner-link')).toBe('Partnerlink gesendet');
    expect(name('action', 'partial-refund')).toBe('Teilweise erstattet');
    expect(name('table_name', 'partners')).toBe('Partner');
    expect(name('table_name', 'partner_payouts')).toBe('Auszahlungen an Partner');
    expect(name('table_name', 'discount_codes')).toBe('Rabattcodes');
    expect(name('table_name', 'ebook_purchases')).toBe('Bestellungen');

    const payouts = await (
      await boss.request('/api/tables/audit_log?table_name=partner_payouts')
    ).json();
    expect(payouts.data.map((r: { row_id: string }) => r.row_id)).toEqual(['pay-1']);
    const partners = await (await boss.request('/api/tables/audit_log?table_name=partners')).json();
    expect(partners.data.map((r: { action: string }) => r.action)).toEqual(['partner-link']);
  });

  it('describes a new code without "[]" and its dates on the Berlin clock', async () => {
    const { d, boss } = await setup();
    const res = await boss.request('/api/tables/discount_codes', {
      method: 'POST',
      json: { code: 'SOMMER', percent_off: 10, languages: [] },
    });
    expect(res.status).toBe(201);
    const changed = await boss.request('/api/tables/discount_codes', {
      method: 'POST',
      json: { code: 'HERBST', percent_off: 10, languages: ['de', 'fr'] },
    });
    expect(changed.status).toBe(201);
    const rows = await d.db
      .selectFrom('audit_log')
      .select(['summary'])
      .where('table_name', '=', 'discount_codes')
      .orderBy('at')
      .execute();
    expect(rows[0].summary).toContain('Nur für Ausgaben: –');
    expect(rows[1].summary).toContain('Nur für Ausgaben: Deutsch, Französisch');
    expect(rows.map((r) => r.summary).join(' ')).not.toMatch(/\[|\]|\d{4}-\d{2}-\d{2}T/);
  });
});

it("shows a payout's amount in euros and its moment on the Berlin clock", () => {
  const payout = describedSchema('partner_payouts')!;
  const field = (name: string) => payout.properties[name];
  expect(formatCell('amount', field('amount'), 659)).toBe('6,59\u00a0€');
  expect(formatCell('paid_at', field('paid_at'), '2026-07-01T10:00:00.000Z')).toBe(
    '01.07.2026, 12:00 MESZ',
  );
  expect(payout.properties.amount.title).toBe('Betrag');
});
