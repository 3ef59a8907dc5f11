import type { Db } from '../../db/index';
import type { PaymentProvider, Payout } from '../../adapters/payments/types';
import { fiscalYearStartParts } from '../../../shared/api/accounting';
import { DomainError } from '../common/errors';
import { berlinDayBounds, shiftDay } from '../common/berlin-time';
import { germanDate } from '../../../shared/format';
import { PAID_STATUSES } from '../orders/purchases';
import { recordDownload } from '../tables/audit-log';
import { readAccountingSettings } from './accounting-settings';
import {
  feeBookings,
  invoiceBookings,
  movementBookings,
  payoutBookings,
  type ProviderFee,
  type ProviderMovement,
} from './datev-bookings';
import { datevFile } from './datev-format';
import { listInvoicesIssued } from './invoices';

/**
 * The DATEV export of a period (decision record 094): the Buchungsstapel of the period's
 * invoices, cancellations and credit notes, the provider's payments, refunds and fees, and its
 * payouts to the bank, as one EXTF file in Windows-1252.
 */
interface DatevDeps {
  db: Db;
  provider: Pick<PaymentProvider, 'name' | 'listPayouts'>;
}

/** The first and last day of the fiscal year that holds `day`, by the fiscal year's start. */
function fiscalYearOf(day: string, start: { day: number; month: number }) {
  const p = (n: number) => String(n).padStart(2, '0');
  const startIn = (year: number) => `${year}-${p(start.month)}-${p(start.day)}`;
  let year = Number(day.slice(0, 4));
  if (day < startIn(year)) year -= 1;
  return { first: startIn(year), last: shiftDay(startIn(year + 1), 1) };
}

/** Payments and refunds through the provider in the period, with their invoice numbers. */
async function providerMovements(
  db: Db,
  provider: PaymentProvider['name'],
  start: string,
  end: string,
) {
  const paid = await db
    .selectFrom('ebook_purchases')
    .select(['id', 'paid_at', 'paid_amount', 'amount', 'provider_fee'])
    .where('provider', '=', provider)
    .where('status', 'in', PAID_STATUSES)
    .where('paid_at', '>=', start)
    .where('paid_at', '<', end)
    .execute();
  const refunds = await db
    .selectFrom('purchase_refunds')
    .innerJoin('ebook_purchases', 'ebook_purchases.id', 'purchase_refunds.purchase_id')
    .select([
      'purchase_refunds.purchase_id',
      'purchase_refunds.at',
      'purchase_refunds.amount',
      'purchase_refunds.invoice_number',
    ])
    .where('ebook_purchases.provider', '=', provider)
    .where('purchase_refunds.at', '>=', start)
    .where('purchase_refunds.at', '<', end)
    .execute();
  // A refund in full has no row of its own: what was left of the payment went back then.
  const whole = await db
    .selectFrom('ebook_purchases')
    .select(['id', 'refunded_at', 'paid_amount', 'amount'])
    .where('provider', '=', provider)
    .where('status', 'in', ['refunded', 'withdrawn'])
    .where('refunded_at', '>=', start)
    .where('refunded_at', '<', end)
    .execute();
  const partSums = new Map<string, number>();
  for (let i = 0; i < whole.length; i += 500) {
    const parts = await db
      .selectFrom('purchase_refunds')
      .select(['purchase_id', 'amount'])
      .where(
        'purchase_id',
        'in',
        whole.slice(i, i + 500).map((w) => w.id),
      )
      .execute();
    for (const r of parts)
      partSums.set(r.purchase_id, (partSums.get(r.purchase_id) ?? 0) + Number(r.amount));
  }
  const ids = [...paid.map((p) => p.id), ...whole.map((w) => w.id)];
  const numbers = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('invoices')
      .select(['purchase_id', 'number'])
      .where('kind', '=', 'invoice')
      .where('purchase_id', 'in', ids.slice(i, i + 500))
      .orderBy('issued_at')
      .execute();
    for (const r of rows) if (!numbers.has(r.purchase_id)) numbers.set(r.purchase_id, r.number);
  }
  const moves: ProviderMovement[] = [
    ...paid.map((p) => ({
      kind: 'payment' as const,
      purchaseId: p.id,
      invoiceNumber: numbers.get(p.id) ?? null,
      at: p.paid_at!,
      amount: Number(p.paid_amount ?? p.amount),
    })),
    ...refunds.map((r) => ({
      kind: 'refund' as const,
      purchaseId: r.purchase_id,
      invoiceNumber: r.invoice_number,
      at: r.at,
      amount: Number(r.amount),
    })),
    ...whole.map((w) => ({
      kind: 'refund' as const,
      purchaseId: w.id,
      invoiceNumber: numbers.get(w.id) ?? null,
      at: w.refunded_at!,
      amount: Number(w.paid_amount ?? w.amount) - (partSums.get(w.id) ?? 0),
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const fees: ProviderFee[] = paid
    .filter((p) => p.provider_fee !== null)
    .map((p) => ({
      purchaseId: p.id,
      invoiceNumber: numbers.get(p.id) ?? null,
      paidAt: p.paid_at!,
      fee: Number(p.provider_fee),
    }));
  return { moves, fees };
}

export interface DatevExport {
  bytes: Buffer;
  filename: string;
  bookings: number;
}

/**
 * Builds the file of Berlin days `from`..`to`. Refused when the DATEV numbers are not set, when
 * the period runs over the end of a fiscal year (DATEV takes a batch of one fiscal year only),
 * or when the provider cannot list its payouts now.
 */
export async function buildDatevExport(
  deps: DatevDeps,
  period: { from: string; to: string },
  now = new Date(),
): Promise<DatevExport> {
  const { settings, ready } = await readAccountingSettings(deps.db);
  if (!ready) {
    throw new DomainError(
      'conflict',
      'Für den DATEV-Export fehlen Beraternummer und Mandantennummer: bitte zuerst unter „Buchhaltung“ eintragen (Ihr Steuerberater nennt sie).',
      { code: 'datev_not_ready' },
    );
  }
  const start = fiscalYearStartParts(settings.fiscalYearStart)!;
  const fiscal = fiscalYearOf(period.from, start);
  if (period.to > fiscal.last) {
    throw new DomainError(
      'invalid',
      `Ein DATEV-Stapel umfasst nur ein Wirtschaftsjahr: der Zeitraum muss bis spätestens ${germanDate(fiscal.last)} reichen.`,
      { code: 'datev_fiscal_year' },
    );
  }
  const bounds = berlinDayBounds(period.from, period.to);
  const invoices = await listInvoicesIssued(deps.db, period.from, period.to);
  const { moves, fees } = await providerMovements(
    deps.db,
    deps.provider.name,
    bounds.start,
    bounds.end,
  );
  let payouts: Payout[] = [];
  if (deps.provider.listPayouts) {
    try {
      payouts = await deps.provider.listPayouts(new Date(bounds.start), new Date(bounds.end));
    } catch {
      throw new DomainError(
        'upstream',
        'Die Auszahlungen des Zahlungsanbieters konnten gerade nicht abgerufen werden; der Export wurde nicht erstellt. Bitte in einigen Minuten erneut versuchen.',
        { code: 'payouts_unavailable' },
      );
    }
  }
  const bookings = [
    ...invoiceBookings(invoices, settings),
    ...movementBookings(moves, settings),
    ...feeBookings(fees, settings),
    ...payoutBookings(payouts, settings),
  ];
  const bytes = datevFile(
    {
      createdAt: now,
      consultantNumber: settings.consultantNumber,
      clientNumber: settings.clientNumber,
      fiscalYearStart: fiscal.first,
      accountLength: Number(settings.accountLength),
      from: period.from,
      to: period.to,
      description: `Shop ${germanDate(period.from)}-${germanDate(period.to)}`,
      chart: settings.chart,
    },
    bookings,
  );
  return {
    bytes,
    filename: `EXTF_Buchungsstapel_${period.from}_bis_${period.to}.csv`,
    bookings: bookings.length,
  };
}

/** The download on record: who took which period's bookings. */
export async function auditDatevExport(
  db: Db,
  actor: string,
  period: { from: string; to: string },
  made: DatevExport,
): Promise<void> {
  await recordDownload(db, actor, {
    rowId: `datev:${period.from}..${period.to}`,
    summary: `DATEV-Export ${germanDate(period.from)} bis ${germanDate(period.to)}: ${made.bookings} Buchungen`,
  });
}
