import { randomUUID } from 'node:crypto';
import { formatCents, formatMonth } from '../../../shared/format';
import type { Db } from '../../db/index';
import type { Config } from '../../config';
import type {
  CommissionMonth,
  CommissionPartner,
  CommissionsReport,
} from '../../../shared/api/commissions';
import { berlinDay, berlinDayBounds } from '../common/berlin-time';
import { recordAudit, isUniqueViolation } from '../tables/audit-log';
import { DomainError } from '../common/errors';
import { computeVat } from '../checkout/vat';
import { SOLD_STATUSES } from '../orders/purchases';
import { listPartialRefunds } from '../orders/refunds';

/**
 * Referral partners' commissions (decision D18). A commission is earned on what the seller
 * keeps of an order: its net amount as invoiced (after the discount, without VAT), times the
 * order's percent (the partner's rate when the order was placed), rounded to the cent. It is
 * earned in the Berlin month the order was paid and reversed in the month the money went back
 * (a refund or a withdrawal), as the Verkäufe view counts refunds: a month already paid out
 * stays as it was, and the reversal lowers a later month's due, which may then be negative.
 * A partial refund reverses the commission in proportion to the share of the payment it gave
 * back, to the cent; a full refund after it reverses what is left, so the reversals of an order
 * never exceed its commission.
 */
export type CommissionDeps = { db: Db; config: Pick<Config, 'invoicing'> };

const REVERSED_STATUSES = new Set(['refunded', 'withdrawn']);

const monthOf = (instant: string) => berlinDay(new Date(instant)).slice(0, 7);

/**
 * The months (YYYY-MM) a period of days touches, oldest first.
 * @internal Exported for its unit test: the months a period touches are a calculation checked
 * across a year's end.
 */
export function monthsOfPeriod(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last || months.length > 240) break;
    months.push(month);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/** The last day of a month, YYYY-MM-DD. */
function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/**
 * The commission of a net amount at a percent, to the cent.
 * @internal Exported for its unit test: the rounding of a commission to the cent is a calculation
 * checked on amounts that end in half a cent.
 */
export function commissionOf(net: number, percent: number): number {
  return Math.round((net * percent) / 100);
}

interface ReferredOrder {
  id: string;
  code: string;
  percent: number;
  net: number;
  status: string;
  paidAt: string;
  refundedAt: string | null;
  /** What was paid, in cents: the base of a partial refund's share. */
  paid: number;
  /** The order's partial refunds, oldest first. */
  partialRefunds: Array<{ at: string; amount: number }>;
}

/** The partner's orders paid or paid back within the instants, with the net of each. */
async function referredOrders(
  deps: CommissionDeps,
  start: string,
  end: string,
  partner?: string,
): Promise<ReferredOrder[]> {
  let query = deps.db
    .selectFrom('ebook_purchases')
    .select([
      'id',
      'referral_code',
      'referral_percent',
      'amount',
      'status',
      'paid_at',
      'refunded_at',
      'billing_country',
      'business_country',
      'business_vat_id',
      'provider_tax_amount',
      'provider_tax_rate',
      'vies_status',
      'paid_amount',
    ])
    .where('referral_code', 'is not', null)
    .where('paid_at', 'is not', null)
    .where('status', 'in', SOLD_STATUSES)
    .where((eb) =>
      eb.or([
        eb.and([eb('paid_at', '>=', start), eb('paid_at', '<', end)]),
        eb.and([eb('refunded_at', '>=', start), eb('refunded_at', '<', end)]),
        eb(
          'id',
          'in',
          eb
            .selectFrom('purchase_refunds')
            .select('purchase_id')
            .where('at', '>=', start)
            .where('at', '<', end),
        ),
      ]),
    );
  if (partner) query = query.where('referral_code', '=', partner);
  const rows = await query.execute();
  const nets = new Map<string, number>();
  const partials = new Map<string, Array<{ at: string; amount: number }>>();
  // The invoice's net, as the accountant has it; a few hundred ids at a time.
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => r.id);
    const invoices = await deps.db
      .selectFrom('invoices')
      .select(['purchase_id', 'net'])
      .where('kind', '=', 'invoice')
      .where('purchase_id', 'in', ids)
      .execute();
    for (const inv of invoices) nets.set(inv.purchase_id, Number(inv.net));
    for (const [id, list] of await listPartialRefunds(deps.db, ids)) partials.set(id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    code: r.referral_code!,
    percent: Number(r.referral_percent ?? 0),
    // An order without an invoice (its issue failed): the net its invoice would show.
    net:
      nets.get(r.id) ??
      computeVat(deps.config, {
        gross: Number(r.amount),
        billingCountry: r.billing_country,
        businessCountry: r.business_country,
        businessVatId: r.business_vat_id,
        providerTax:
          r.provider_tax_amount === null
            ? null
            : { amount: Number(r.provider_tax_amount), rate: r.provider_tax_rate },
        viesStatus: r.vies_status,
      }).net,
    status: r.status,
    paidAt: r.paid_at!,
    refundedAt: r.refunded_at,
    paid: r.paid_amount === null ? Number(r.amount) : Number(r.paid_amount),
    partialRefunds: partials.get(r.id) ?? [],
  }));
}

/** Every partner's months within the period's months: clicks, orders, commissions, payouts. */
export async function readCommissions(
  deps: CommissionDeps,
  period: { from: string; to: string },
  partner?: string,
): Promise<CommissionsReport> {
  const months = monthsOfPeriod(period.from, period.to);
  const first = months[0];
  const last = months[months.length - 1];
  const { start, end } = berlinDayBounds(`${first}-01`, lastDayOf(last));
  const inMonths = new Set(months);

  let partnersQuery = deps.db
    .selectFrom('partners')
    .select(['code', 'name', 'active', 'language'])
    .orderBy('name')
    .orderBy('code');
  if (partner) partnersQuery = partnersQuery.where('code', '=', partner);
  const partners = await partnersQuery.execute();

  const cells = new Map<string, CommissionMonth>();
  const names = new Map(partners.map((p) => [p.code, p.name]));
  const cell = (code: string, month: string): CommissionMonth => {
    const key = `${code}|${month}`;
    let c = cells.get(key);
    if (!c) {
      c = {
        partnerCode: code,
        partnerName: names.get(code) ?? code,
        month,
        clicks: 0,
        orders: 0,
        net: 0,
        earned: 0,
        reversedOrders: 0,
        reversed: 0,
        due: 0,
        paid: null,
        paidAt: null,
        open: 0,
      };
      cells.set(key, c);
    }
    return c;
  };

  for (const order of await referredOrders(deps, start, end, partner)) {
    const commission = commissionOf(order.net, order.percent);
    const paidMonth = monthOf(order.paidAt);
    if (inMonths.has(paidMonth)) {
      const c = cell(order.code, paidMonth);
      c.orders += 1;
      c.net += order.net;
      c.earned += commission;
    }
    let reversedSoFar = 0;
    for (const refund of order.partialRefunds) {
      const share = order.paid > 0 ? Math.round((commission * refund.amount) / order.paid) : 0;
      const part = Math.min(share, commission - reversedSoFar);
      reversedSoFar += part;
      const backMonth = monthOf(refund.at);
      if (inMonths.has(backMonth)) cell(order.code, backMonth).reversed += part;
    }
    if (order.refundedAt && REVERSED_STATUSES.has(order.status)) {
      const backMonth = monthOf(order.refundedAt);
      if (inMonths.has(backMonth)) {
        const c = cell(order.code, backMonth);
        c.reversedOrders += 1;
        c.reversed += commission - reversedSoFar;
      }
    }
  }

  let clicksQuery = deps.db
    .selectFrom('daily_counts')
    .select(['day', 'path', 'count'])
    .where('metric', '=', 'referral_click')
    .where('day', '>=', `${first}-01`)
    .where('day', '<=', lastDayOf(last));
  if (partner) clicksQuery = clicksQuery.where('path', '=', partner);
  for (const r of await clicksQuery.execute()) {
    cell(r.path, r.day.slice(0, 7)).clicks += Number(r.count);
  }

  let payoutsQuery = deps.db
    .selectFrom('partner_payouts')
    .select(['partner_code', 'month', 'amount', 'paid_at'])
    .where('month', 'in', months);
  if (partner) payoutsQuery = payoutsQuery.where('partner_code', '=', partner);
  // A month may be paid in parts (what was open after a payout): the sum, and the latest day.
  for (const p of await payoutsQuery.execute()) {
    const c = cell(p.partner_code, p.month);
    c.paid = (c.paid ?? 0) + Number(p.amount);
    if (!c.paidAt || p.paid_at > c.paidAt) c.paidAt = p.paid_at;
  }

  const rows = [...cells.values()]
    // A code that is no partner's any more (deleted before it had orders) is left out.
    .filter((c) => names.has(c.partnerCode))
    .map((c) => {
      const due = c.earned - c.reversed;
      return { ...c, due, open: due - (c.paid ?? 0) };
    })
    .sort(
      (a, b) =>
        a.partnerName.localeCompare(b.partnerName, 'de') ||
        a.partnerCode.localeCompare(b.partnerCode) ||
        a.month.localeCompare(b.month),
    );

  const totals: CommissionPartner[] = partners.map((p) => {
    const own = rows.filter((r) => r.partnerCode === p.code);
    const sum = (f: (r: CommissionMonth) => number) => own.reduce((n, r) => n + f(r), 0);
    return {
      code: p.code,
      name: p.name,
      active: Number(p.active) === 1,
      language: p.language,
      clicks: sum((r) => r.clicks),
      orders: sum((r) => r.orders),
      earned: sum((r) => r.earned),
      reversed: sum((r) => r.reversed),
      due: sum((r) => r.due),
      paid: sum((r) => r.paid ?? 0),
      open: sum((r) => r.open),
    };
  });
  return { from: period.from, to: period.to, months, partners: totals, rows };
}

/**
 * Marks what is open of a partner's month as paid out (audited): the whole due the first time;
 * later, when more was earned in the month after a payout (a running month paid early, a
 * withdrawal taken back), the rest, as a further payout of the month (decision 086). Refused
 * when nothing is open. Partner, month and the payout's number are unique, so a second click,
 * or a second window, meets the key and answers the same refusal instead of paying twice.
 */
export async function markCommissionPaid(
  deps: CommissionDeps,
  input: { partner: string; month: string },
  by: { actor: string },
): Promise<{ message: string; amount: number }> {
  const code = input.partner.toUpperCase();
  const partner = await deps.db
    .selectFrom('partners')
    .select(['code', 'name'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!partner) throw new DomainError('not-found', `Unbekannter Partner: ${code}`);
  const label = `${formatMonth(input.month, 'de')} für ${partner.name} (${code})`;
  const readPayouts = () =>
    deps.db
      .selectFrom('partner_payouts')
      .select(['amount', 'paid_at', 'payout_number'])
      .where('partner_code', '=', code)
      .where('month', '=', input.month)
      .orderBy('payout_number')
      .execute();
  const alreadyPaid = (payouts: Awaited<ReturnType<typeof readPayouts>>) => {
    const total = payouts.reduce((n, p) => n + Number(p.amount), 0);
    const last = payouts[payouts.length - 1].paid_at;
    return new DomainError(
      'conflict',
      `Die Provision ${label} ist bereits als ausgezahlt markiert (${formatCents(total)} am ${berlinDay(new Date(last)).split('-').reverse().join('.')}); es ist nichts mehr offen.`,
    );
  };
  const payouts = await readPayouts();
  const paidSoFar = payouts.reduce((n, p) => n + Number(p.amount), 0);
  const first = `${input.month}-01`;
  const report = await readCommissions(deps, { from: first, to: first }, code);
  const due = report.rows.find((r) => r.month === input.month)?.due ?? 0;
  const open = due - paidSoFar;
  if (open <= 0) {
    if (payouts.length > 0) throw alreadyPaid(payouts);
    throw new DomainError(
      'conflict',
      `Für ${label} ist keine Provision fällig${due < 0 ? ` (Saldo ${formatCents(due)} durch Erstattungen)` : ''}; es gibt nichts auszuzahlen.`,
    );
  }
  const payoutNumber = payouts.reduce((n, p) => Math.max(n, Number(p.payout_number)), 0) + 1;
  const what = payoutNumber === 1 ? `Provision ${label}` : `Offener Rest der Provision ${label}`;
  const now = new Date().toISOString();
  const id = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('partner_payouts')
        .values({
          id,
          partner_code: code,
          month: input.month,
          amount: open,
          paid_at: now,
          paid_by: by.actor,
          payout_number: payoutNumber,
        })
        .execute();
      await recordAudit(trx, {
        actor: by.actor,
        action: 'payout',
        table: 'partner_payouts',
        rowId: id,
        summary: `${what} als ausgezahlt markiert: ${formatCents(open)}`,
        after: {
          partner_code: code,
          month: input.month,
          amount: open,
          paid_at: now,
          payout_number: payoutNumber,
        },
        at: now,
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw alreadyPaid(await readPayouts());
  }
  return {
    message:
      payoutNumber === 1
        ? `Die Provision ${label} ist als ausgezahlt markiert: ${formatCents(open)}.`
        : `Der offene Rest der Provision ${label} ist als ausgezahlt markiert: ${formatCents(open)} (insgesamt ${formatCents(paidSoFar + open)}).`,
    amount: open,
  };
}
