import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { formatCents } from '../../../shared/format';
import { EU_COUNTRIES } from '../../../shared/vat';
import type { VatThresholdStatus } from '../../../shared/api/oss';
import { buildVatThresholdAlert } from '../../mail/vat-threshold-alert';
import { enqueueMail } from '../delivery/mail-outbox';
import { sellerAddresses } from '../orders/order-alerts';

/**
 * The EU threshold for cross-border sales of electronic services to consumers (§ 3a Abs. 5
 * UStG, decision 093): a seller registered as `threshold` charges its own country's VAT while
 * the year's and the previous year's cross-border consumer net stay at or below 10,000 €; the
 * sale that exceeds it, and every one after it that year and the next, is taxed in the
 * buyer's country. The net is summed from the shop's own invoices (sales minus cancellations
 * and credit notes, by issue date) plus what the seller states it sold elsewhere.
 */
export const THRESHOLD_CENTS = 1_000_000;
/** From this share of the threshold the admin warns. */
const WARNING_SHARE = 0.8;

export type ThresholdConfig = Pick<
  Config,
  'invoicing' | 'saleNotificationEmail' | 'adminEmails' | 'publicUrl'
>;

/** The year's cross-border consumer net in cents: invoiced by the shop, plus stated elsewhere. */
async function crossBorderNet(
  db: Db,
  config: Pick<Config, 'invoicing'>,
  year: number,
): Promise<number> {
  const { sellerCountry, thresholdOtherNet } = config.invoicing;
  const others = EU_COUNTRIES.filter((c) => c !== sellerCountry);
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<number>('net').as('net'))
    .where('issue_date', '>=', `${year}-01-01`)
    .where('issue_date', '<=', `${year}-12-31`)
    .where('vat_treatment', '=', 'standard')
    .where('buyer_country', 'in', others)
    .executeTakeFirst();
  return Number(row?.net ?? 0) + (thresholdOtherNet[String(year)] ?? 0);
}

async function findCrossing(db: Db, years: number[]) {
  return db
    .selectFrom('vat_threshold_crossings')
    .selectAll()
    .where('year', 'in', years)
    .orderBy('year', 'desc')
    .executeTakeFirst();
}

/**
 * Whether a cross-border consumer sale of `year` is taxed in the buyer's country before this
 * sale is counted: the threshold was crossed this year or last, or the previous year's net
 * exceeded it. Otherwise the net so far this year, to which the caller adds the sale.
 */
export async function thresholdBefore(
  db: Db,
  config: Pick<Config, 'invoicing'>,
  year: number,
): Promise<{ exceeded: true } | { exceeded: false; net: number }> {
  if (await findCrossing(db, [year, year - 1])) return { exceeded: true };
  if ((await crossBorderNet(db, config, year - 1)) > THRESHOLD_CENTS) return { exceeded: true };
  const net = await crossBorderNet(db, config, year);
  return net > THRESHOLD_CENTS ? { exceeded: true } : { exceeded: false, net };
}

/**
 * Records the sale that crossed the threshold and queues the seller's one e-mail, in the
 * caller's transaction (the one that issues the invoice). The year's row is the primary key:
 * a second crossing of the same year, should one ever get here, changes nothing.
 */
export async function recordThresholdCrossing(
  trx: Db,
  config: ThresholdConfig,
  crossing: { year: number; purchaseId: string; net: number; at: Date },
): Promise<void> {
  const inserted = await trx
    .insertInto('vat_threshold_crossings')
    .values({
      year: crossing.year,
      purchase_id: crossing.purchaseId,
      crossed_at: crossing.at.toISOString(),
      net: crossing.net,
    })
    .onConflict((oc) => oc.column('year').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  const to = (await sellerAddresses(trx, config)).join(', ');
  if (!to) return;
  await enqueueMail(
    trx,
    buildVatThresholdAlert({
      to,
      year: crossing.year,
      orderId: crossing.purchaseId,
      netText: formatCents(crossing.net),
      orderUrl: `${config.publicUrl}/admin/orders/${encodeURIComponent(crossing.purchaseId)}`,
      reportUrl: `${config.publicUrl}/admin/oss-meldung`,
    }),
    { dedupeKey: `vat-threshold-crossed:${crossing.year}`, purchaseId: crossing.purchaseId },
  );
}

/** The threshold as the admin shows it: this year's and last year's net, and where it stands. */
export async function readThresholdStatus(
  db: Db,
  config: Pick<Config, 'invoicing'>,
  now: Date,
  year: number,
): Promise<VatThresholdStatus> {
  const registration = config.invoicing.vatRegistration;
  const [net, previousNet, crossing] = await Promise.all([
    crossBorderNet(db, config, year),
    crossBorderNet(db, config, year - 1),
    findCrossing(db, [year, year - 1]),
  ]);
  const exceeded = Boolean(crossing) || previousNet > THRESHOLD_CENTS || net > THRESHOLD_CENTS;
  const level = exceeded
    ? 'exceeded'
    : net >= THRESHOLD_CENTS * WARNING_SHARE
      ? 'warning'
      : 'below';
  return {
    registration,
    year,
    net,
    previousNet,
    limit: THRESHOLD_CENTS,
    level,
    crossing: crossing
      ? {
          year: Number(crossing.year),
          purchaseId: crossing.purchase_id,
          crossedAt: crossing.crossed_at,
          net: Number(crossing.net),
        }
      : null,
    checkedAt: now.toISOString(),
  };
}
