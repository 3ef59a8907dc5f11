import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../config';
import { describeEachDatabase } from '../../../../tests/setup/databases';
import { createTestApp } from '../../../../tests/setup/app';
import { outboxMails } from '../../../../tests/setup/outbox';
import { cancelledAt, invoicedSale, type Sale } from '../../../../tests/setup/invoiced-sales';
import { readThresholdStatus } from './vat-threshold';
import { netOfGross } from './vat';
import { invoiceLayout } from '../invoices/invoice-layout';

const SELLER = 'seller@example.com';

describeEachDatabase('the EU threshold of 10,000 € on %s', (suite) => {
  function shop(env: Record<string, string> = {}) {
    const db = suite.db();
    const { config } = createTestApp(db, {
      SELLER_COUNTRY: 'DE',
      VAT_REGISTRATION: 'threshold',
      SALE_NOTIFICATION_EMAIL: SELLER,
      ...env,
    });
    const sell = (sale: Sale) => invoicedSale(db.db, config, sale);
    const status = (year: number) =>
      readThresholdStatus(db.db, config, new Date(`${year}-12-31T12:00:00Z`), year);
    return { db, config, sell, status };
  }

  it('charges the seller’s VAT up to the threshold, and the buyer country’s from the sale that exceeds it', async () => {
    // 7,990 € sold elsewhere in 2025 before the shop ran.
    const { db, sell, status } = shop({ VAT_THRESHOLD_OTHER_NET: '2025:7990' });
    expect(await status(2025)).toMatchObject({ level: 'below', net: 799_000, crossing: null });

    const first = await sell({ country: 'FR', at: '2025-03-01T10:00:00Z' });
    // Below the threshold a French consumer pays German VAT; the invoice keeps their country.
    expect(first).toMatchObject({
      buyer_country: 'FR',
      vat_country: 'DE',
      vat_rate: '7',
      vat_treatment: 'standard',
      gross: 4700,
      net: netOfGross(4700, '7'),
      vat: 4700 - netOfGross(4700, '7'),
    });
    // The invoice says whose VAT it is and why, not the buyer country's.
    const notes = invoiceLayout(first).notes.join(' ');
    expect(notes).toContain('dem Land des Verkäufers');
    expect(notes).toContain('unter der EU-Schwelle (§ 3a Abs. 5 UStG)');
    expect(notes).not.toContain('Frankreich');
    // 803,393 cents: past 80 %, the admin warns.
    expect(await status(2025)).toMatchObject({ level: 'warning', net: 799_000 + 4393 });

    // Exactly 10,000 €: not exceeded yet.
    const atLimit = await sell({ country: 'FR', gross: 210_369, at: '2025-04-01T10:00:00Z' });
    expect(atLimit).toMatchObject({ vat_country: 'DE', vat_rate: '7', net: 196_607 });
    expect(await status(2025)).toMatchObject({ level: 'warning', net: 1_000_000 });
    expect(await outboxMails(db.db, 'vat-threshold-crossed:2025')).toHaveLength(0);

    // The sale that exceeds it is itself taxed in France, and so is every one after it.
    const crossing = await sell({ country: 'FR', at: '2025-04-02T10:00:00Z' });
    expect(crossing).toMatchObject({
      vat_country: 'FR',
      vat_rate: '5.5',
      gross: 4700,
      net: netOfGross(4700, '5.5'),
    });
    expect(invoiceLayout(crossing).notes.join(' ')).toContain('Frankreich');
    const danish = await sell({ country: 'DK', at: '2025-04-03T10:00:00Z' });
    expect(danish).toMatchObject({ vat_country: 'DK', vat_rate: '25', gross: 4700, net: 3760 });
    const domestic = await sell({ country: 'DE', at: '2025-04-03T11:00:00Z' });
    expect(domestic).toMatchObject({ vat_country: 'DE', vat_rate: '7' });

    const crossed = await status(2025);
    expect(crossed).toMatchObject({
      level: 'exceeded',
      crossing: { year: 2025, purchaseId: crossing.purchase_id, net: 1_000_000 + 4455 },
    });
    // One e-mail to the seller, whatever follows.
    const mails = await outboxMails(db.db, 'vat-threshold-crossed:2025');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: SELLER, purchase_id: crossing.purchase_id });
    expect(mails[0].subject).toContain('EU-Lieferschwelle 2025 überschritten');
    expect(mails[0].text_body).toContain(crossing.purchase_id);

    // A refund that takes the year's net back under 10,000 € changes nothing: crossed is crossed.
    await cancelledAt(db.db, atLimit.purchase_id, '2025-05-01T10:00:00Z');
    expect((await status(2025)).net).toBeLessThan(1_000_000);
    const after = await sell({ country: 'IT', at: '2025-05-02T10:00:00Z' });
    expect(after).toMatchObject({ vat_country: 'IT', vat_rate: '4' });
    expect(await outboxMails(db.db, 'vat-threshold-crossed:2025')).toHaveLength(1);

    // The next year too; the year after, with 2026 below, the seller's VAT again.
    expect(await sell({ country: 'FR', at: '2026-01-02T10:00:00Z' })).toMatchObject({
      vat_country: 'FR',
      vat_rate: '5.5',
    });
    expect(await status(2026)).toMatchObject({ level: 'exceeded' });
    expect(await sell({ country: 'FR', at: '2027-01-02T10:00:00Z' })).toMatchObject({
      vat_country: 'DE',
      vat_rate: '7',
    });
    expect(await status(2027)).toMatchObject({ level: 'below', crossing: null });
  });

  it('lets only one of two concurrent sales be the last one below', async () => {
    // 9,920 € so far: one more sale stays below (9,963.93 €), the next exceeds.
    const { db, sell } = shop({ VAT_THRESHOLD_OTHER_NET: '2025:9920' });
    const both = await Promise.all([
      sell({ country: 'FR', at: '2025-06-01T10:00:00Z' }),
      sell({ country: 'NL', at: '2025-06-01T10:00:00Z' }),
    ]);
    expect(both.map((i) => i.vat_country).sort()).toHaveLength(2);
    const below = both.filter((i) => i.vat_country === 'DE');
    expect(below).toHaveLength(1);
    const over = both.find((i) => i.vat_country !== 'DE')!;
    expect(over.vat_rate).toBe(over.buyer_country === 'FR' ? '5.5' : '9');
    const rows = await db.db.selectFrom('vat_threshold_crossings').selectAll().execute();
    expect(rows.map((r) => r.purchase_id)).toEqual([over.purchase_id]);
  });

  it('counts last year’s sales: over 10,000 € then, the buyer country’s VAT from the first sale', async () => {
    const { sell, status } = shop({ VAT_THRESHOLD_OTHER_NET: '2024:10000.01' });
    expect(await sell({ country: 'AT', at: '2025-01-01T10:00:00Z' })).toMatchObject({
      vat_country: 'AT',
      vat_rate: '10',
    });
    expect(await status(2025)).toMatchObject({ level: 'exceeded', previousNet: 1_000_001 });
  });

  it('leaves the one-stop shop as it was: the buyer country’s VAT from the first sale', async () => {
    const { sell, status } = shop({ VAT_REGISTRATION: 'oss' });
    expect(await sell({ country: 'FR', at: '2025-03-01T10:00:00Z' })).toMatchObject({
      vat_country: 'FR',
      vat_rate: '5.5',
    });
    expect(await status(2025)).toMatchObject({ registration: 'oss' });
  });
});

describe('the threshold settings', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir(), ...env });

  it('reads the registration and the net sold elsewhere per year, in cents', () => {
    expect(load({}).invoicing).toMatchObject({ vatRegistration: 'oss', thresholdOtherNet: {} });
    const config = load({
      VAT_REGISTRATION: 'threshold',
      VAT_THRESHOLD_OTHER_NET: '2025:8500, 2026:1200.5',
    });
    expect(config.invoicing).toMatchObject({
      vatRegistration: 'threshold',
      thresholdOtherNet: { '2025': 850_000, '2026': 120_050 },
    });
  });

  it('refuses a malformed value with one line, and warns that Stripe Tax decides for itself', () => {
    expect(() => load({ VAT_THRESHOLD_OTHER_NET: '8500' })).toThrow(ConfigError);
    expect(() => load({ VAT_REGISTRATION: 'below' })).toThrow(ConfigError);
    const stripe = load({ VAT_REGISTRATION: 'threshold', STRIPE_TAX: 'true' });
    expect(configWarnings(stripe)).toContainEqual(
      expect.stringMatching(/^VAT_REGISTRATION=threshold does not change the VAT Stripe Tax/),
    );
  });
});
