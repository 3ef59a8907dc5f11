import { countryName } from '../../../shared/vat';
import type { OssReturn } from '../../../shared/api/oss';
import { csvDocument, type CsvColumn } from '../tables/csv';

/** One row of the OSS CSV: a line of the quarter, a correction, or a total. */
interface OssCsvRow {
  part: string;
  quarter: string;
  country: string;
  rate: string | null;
  net: number;
  vat: number;
  documents: number;
}

const COLUMNS: CsvColumn<OssCsvRow>[] = [
  { header: 'Art', kind: 'text', value: (r) => r.part },
  { header: 'Quartal', kind: 'text', value: (r) => r.quarter },
  { header: 'Land des Verbrauchs', kind: 'text', value: (r) => r.country },
  {
    header: 'Land',
    kind: 'text',
    value: (r) => (/^[A-Z]{2}$/.test(r.country) ? countryName(r.country, 'de') : ''),
  },
  { header: 'USt-Satz (%)', kind: 'number', value: (r) => r.rate },
  { header: 'Bemessungsgrundlage', kind: 'money', value: (r) => r.net },
  { header: 'USt', kind: 'money', value: (r) => r.vat },
  { header: 'Belege', kind: 'number', value: (r) => r.documents },
];

/**
 * The OSS-Meldung as CSV in the shop's one format (decision 081): the quarter's lines per
 * member state and rate, the corrections of earlier quarters per quarter and member state,
 * and the totals, in euros with a decimal comma.
 */
export function ossCsv(report: OssReturn): string {
  const rows: OssCsvRow[] = [
    ...report.lines.map((l) => ({ part: 'Umsatz', quarter: report.quarter, ...l })),
    {
      part: 'Summe Umsätze',
      quarter: report.quarter,
      country: '',
      rate: null,
      ...report.totals.lines,
    },
    ...report.corrections.map((c) => ({ part: 'Korrektur', rate: null, ...c })),
    {
      part: 'Summe Korrekturen',
      quarter: report.quarter,
      country: '',
      rate: null,
      ...report.totals.corrections,
    },
    { part: 'Summe', quarter: report.quarter, country: '', rate: null, ...report.totals.all },
  ];
  return csvDocument(COLUMNS, rows);
}
