import { encodeWindows1252 } from './windows-1252';

/**
 * The DATEV format "Buchungsstapel" (EXTF, header version 700, data category 21, format version
 * 13), as DATEV's format description lays it out (decision record 094): line 1 the header of 31
 * fields, line 2 the 125 column names, then one line per booking with exactly 125 fields.
 * Fields are separated by `;`, lines end with CRLF, text fields are in double quotes (a quote
 * inside doubled), amounts have a decimal comma and no thousands separator, and the file is
 * Windows-1252.
 */

/** The 125 columns of format version 13, by DATEV's names, in DATEV's order. */
const BOOKING_COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...Array.from({ length: 8 }, (_, i) => [
    `Beleginfo - Art ${i + 1}`,
    `Beleginfo - Inhalt ${i + 1}`,
  ]).flat(),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, i) => [
    `Zusatzinformation - Art ${i + 1}`,
    `Zusatzinformation- Inhalt ${i + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

const DATEV_COLUMN_COUNT = 125;

/** One booking line: an amount booked from `account` against `counterAccount`. */
export interface Booking {
  /** Cents, positive; the side says the direction. */
  amount: number;
  /** S: `account` is debited (Soll), H: credited (Haben). */
  side: 'S' | 'H';
  account: string;
  counterAccount: string;
  /** BU-Schlüssel; empty for an account whose tax DATEV derives itself. */
  taxKey: string;
  /** The document's day, YYYY-MM-DD. */
  date: string;
  /** Belegfeld 1: the invoice number, a payout's reference. */
  document: string;
  text: string;
  /** EU-Land u. UStID (Bestimmung): the buyer's country (OSS) or VAT number (reverse charge). */
  euCountryVatId?: string;
  /** EU-Steuersatz (Bestimmung) in percent, with OSS. */
  euRate?: string;
  /** Leistungsdatum, YYYY-MM-DD. */
  serviceDate?: string;
}

export interface DatevHeader {
  createdAt: Date;
  consultantNumber: string;
  clientNumber: string;
  /** YYYY-MM-DD */
  fiscalYearStart: string;
  accountLength: number;
  from: string;
  to: string;
  description: string;
  chart: 'SKR03' | 'SKR04';
}

/** Where a text field begins like a formula, a spreadsheet would run it (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text field: in quotes, a quote inside doubled, line breaks and `;` taken out (DATEV reads a
 * field to the next `;` only inside quotes, but some tools do not), cut to DATEV's length, and
 * with an apostrophe before a formula's first character, as the shop's CSV writer does: DATEV
 * takes the apostrophe as text, and the file stays safe to open in a spreadsheet.
 */
function text(value: string | undefined, max: number): string {
  if (!value) return '';
  let clean = value
    .replace(/[\r\n\t;]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (FORMULA_START.test(clean)) clean = `'${clean}`;
  clean = [...clean].slice(0, max).join('');
  return `"${clean.replace(/"/g, '""')}"`;
}

/** Cents as DATEV's amount: decimal comma, two places, no sign, no thousands separator. */
function amountText(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A percent such as '21' or '5.5' as DATEV's rate: `21,00`, `5,50`. */
function rateText(rate: string | undefined): string {
  if (!rate) return '';
  const n = Number(rate);
  return Number.isFinite(n) ? n.toFixed(2).replace('.', ',') : '';
}

const compactDay = (day: string) => day.replace(/-/g, '');
/** Belegdatum: TTMM, the year comes from the header's period. */
const dayMonth = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}`;
/** Leistungsdatum: TTMMJJJJ. */
const dayMonthYear = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;

/**
 * Belegfeld 1 takes up to 36 of the characters DATEV allows for open-item matching (letters,
 * digits, `$ & % * + - /`); anything else is left out.
 */
function documentField(value: string): string {
  return text(value.replace(/[^A-Za-z0-9$&%*+\-/]/g, '').slice(0, 36), 36);
}

function createdAtText(at: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}` +
    `${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}${p(at.getUTCMilliseconds(), 3)}`
  );
}

/** The 31 fields of the header line. */
function headerFields(h: DatevHeader): string[] {
  return [
    '"EXTF"', // 1 Kennzeichen
    '700', // 2 Versionsnummer
    '21', // 3 Formatkategorie: Buchungsstapel
    '"Buchungsstapel"', // 4 Formatname
    '13', // 5 Formatversion
    createdAtText(h.createdAt), // 6 Erzeugt am
    '', // 7 Importiert
    '"RE"', // 8 Herkunft
    text('Restaurant Closer', 25), // 9 Exportiert von
    '""', // 10 Importiert von
    h.consultantNumber, // 11 Beraternummer
    h.clientNumber, // 12 Mandantennummer
    compactDay(h.fiscalYearStart), // 13 WJ-Beginn
    String(h.accountLength), // 14 Sachkontenlänge
    compactDay(h.from), // 15 Datum vom
    compactDay(h.to), // 16 Datum bis
    text(h.description, 30), // 17 Bezeichnung
    '""', // 18 Diktatkürzel
    '1', // 19 Buchungstyp: Finanzbuchführung
    '0', // 20 Rechnungslegungszweck
    '0', // 21 Festschreibung: no, the tax adviser checks first
    '"EUR"', // 22 WKZ
    '', // 23 reserviert
    '""', // 24 Derivatskennzeichen
    '', // 25 reserviert
    '', // 26 reserviert
    `"${h.chart.slice(3)}"`, // 27 Sachkontenrahmen: 03 or 04
    '', // 28 ID der Branchenlösung
    '', // 29 reserviert
    '""', // 30 reserviert
    '""', // 31 Anwendungsinformation
  ];
}

/** The 125 fields of one booking, all empty but those the shop fills. */
function bookingFields(b: Booking): string[] {
  const f: string[] = new Array<string>(DATEV_COLUMN_COUNT).fill('');
  f[0] = amountText(b.amount);
  f[1] = `"${b.side}"`;
  f[2] = '"EUR"';
  f[6] = b.account;
  f[7] = b.counterAccount;
  f[8] = b.taxKey ? `"${b.taxKey}"` : '';
  f[9] = dayMonth(b.date);
  f[10] = documentField(b.document);
  f[13] = text(b.text, 60);
  f[39] = text(b.euCountryVatId, 15);
  f[40] = rateText(b.euRate);
  if (b.serviceDate) f[114] = dayMonthYear(b.serviceDate);
  return f;
}

/** The whole file, Windows-1252, CRLF after every line. */
export function datevFile(header: DatevHeader, bookings: Booking[]): Buffer {
  const lines = [
    headerFields(header).join(';'),
    BOOKING_COLUMNS.join(';'),
    ...bookings.map((b) => bookingFields(b).join(';')),
  ];
  return encodeWindows1252(lines.map((l) => `${l}\r\n`).join(''));
}
