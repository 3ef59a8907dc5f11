/**
 * How a column's values are written in the shop's CSV files (docs/decisions/081-csv-format.md):
 * one vocabulary for the writer on the server and the column lists the browser shares with it.
 */
export type CsvKind =
  /** As given, neutralised when it could be read as a formula. */
  | 'text'
  /** A count or another number (also one kept as text, like a VAT rate): `19`, `5,5`. */
  | 'number'
  /** Cents, written as euros: `47,00`. */
  | 'money'
  /** An instant (ISO text, milliseconds or Date), written in Berlin time. */
  | 'datetime'
  /** A calendar day, YYYY-MM-DD, written as it is. */
  | 'date'
  /** `Ja` / `Nein`. */
  | 'boolean';
