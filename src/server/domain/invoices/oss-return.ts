import type { Config } from '../../config';
import type { Db } from '../../db/index';
import { isEuCountry } from '../../../shared/vat';
import {
  quarterDays,
  quarterOf,
  type OssCorrection,
  type OssLine,
  type OssReturn,
  type OssTotals,
} from '../../../shared/api/oss';
import { readThresholdStatus } from '../checkout/vat-threshold';
import { listInvoicesIssued, type Invoice } from './invoices';

/**
 * The OSS-Meldung of a quarter (decision 093): the invoices, cancellations and credit notes
 * issued in it (the same rows as the Rechnungen CSV of those days) that charged another
 * member state's VAT to a consumer, summed per member state of consumption and rate. A
 * cancellation or credit note of an invoice from an earlier quarter is a correction of that
 * quarter, listed apart per quarter and country, as the return asks. Lines whose amounts are
 * all zero (a copy given away with a 100 % code) change nothing and are left out.
 */
export async function readOssReturn(
  db: Db,
  config: Pick<Config, 'invoicing'>,
  quarter: string,
  now: Date = new Date(),
): Promise<OssReturn> {
  const { from, to } = quarterDays(quarter);
  const invoices = await listInvoicesIssued(db, from, to);
  const inReturn = invoices.filter(isOssInvoice);
  const originals = await originalDays(db, inReturn);

  const lines = new Map<string, OssLine>();
  const corrections = new Map<string, OssCorrection>();
  for (const inv of inReturn) {
    const country = inv.vat_country ?? inv.buyer_country;
    const originalDay = inv.cancels_number ? originals.get(inv.cancels_number) : undefined;
    const originalQuarter = originalDay ? quarterOf(originalDay) : quarter;
    if (originalQuarter < quarter) {
      const key = `${originalQuarter}|${country}`;
      const c = corrections.get(key) ?? { quarter: originalQuarter, country, ...zero() };
      corrections.set(key, add(c, inv));
    } else {
      const key = `${country}|${inv.vat_rate}`;
      const line = lines.get(key) ?? { country, rate: inv.vat_rate, ...zero() };
      lines.set(key, add(line, inv));
    }
  }
  const shown = <T extends OssTotals>(list: T[]) => list.filter((l) => l.net !== 0 || l.vat !== 0);
  const lineList = shown([...lines.values()]).sort(
    (a, b) => a.country.localeCompare(b.country) || Number(a.rate) - Number(b.rate),
  );
  const correctionList = shown([...corrections.values()]).sort(
    (a, b) => a.quarter.localeCompare(b.quarter) || a.country.localeCompare(b.country),
  );
  const lineTotals = total([...lines.values()]);
  const correctionTotals = total([...corrections.values()]);
  return {
    quarter,
    from,
    to,
    sellerCountry: config.invoicing.sellerCountry,
    lines: lineList,
    corrections: correctionList,
    totals: {
      lines: lineTotals,
      corrections: correctionTotals,
      all: total([lineTotals, correctionTotals]),
    },
    excluded: total(invoices.filter((inv) => !isOssInvoice(inv)).map(amounts)),
    threshold: await readThresholdStatus(db, config, now, Number(quarter.slice(0, 4))),
  };
}

/**
 * An invoice of the OSS: VAT charged at the standard treatment in a member state other than
 * the seller's. Domestic sales, reverse charges, sales outside the EU, a small business's and
 * sales below the EU threshold (taxed in the seller's country) are declared elsewhere.
 */
function isOssInvoice(inv: Invoice): boolean {
  const country = inv.vat_country ?? inv.buyer_country;
  return inv.vat_treatment === 'standard' && isEuCountry(country) && country !== inv.seller_country;
}

/** The issue day of each invoice a cancellation or credit note refers to, by its number. */
async function originalDays(db: Db, invoices: Invoice[]): Promise<Map<string, string>> {
  const numbers = [
    ...new Set(invoices.map((inv) => inv.cancels_number).filter((n): n is string => Boolean(n))),
  ];
  const days = new Map<string, string>();
  for (let i = 0; i < numbers.length; i += 500) {
    const rows = await db
      .selectFrom('invoices')
      .select(['number', 'issue_date'])
      .where('number', 'in', numbers.slice(i, i + 500))
      .execute();
    for (const row of rows) days.set(row.number, row.issue_date);
  }
  return days;
}

const zero = (): OssTotals => ({ net: 0, vat: 0, documents: 0 });

function amounts(inv: Invoice): OssTotals {
  return { net: Number(inv.net), vat: Number(inv.vat), documents: 1 };
}

function add<T extends OssTotals>(sum: T, inv: Invoice): T {
  const a = amounts(inv);
  return { ...sum, net: sum.net + a.net, vat: sum.vat + a.vat, documents: sum.documents + 1 };
}

function total(list: OssTotals[]): OssTotals {
  return list.reduce(
    (t, l) => ({ net: t.net + l.net, vat: t.vat + l.vat, documents: t.documents + l.documents }),
    zero(),
  );
}
