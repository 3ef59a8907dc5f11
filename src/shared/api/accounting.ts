import { z } from 'zod';

/**
 * The seller's bookkeeping settings for the DATEV export (docs/decisions/094-datev-export.md):
 * one rule set, used by the Buchhaltung page to say what is wrong and by the server to refuse it.
 * Every value is text as the form holds it; accounts and keys are digits only.
 */
export type Chart = 'SKR03' | 'SKR04';

/** The accounts the shop books, each with its German label (the form's and the audit's). */
export const ACCOUNT_FIELDS = {
  revenueDomestic7: 'Erlöse Inland 7 % (E-Books)',
  revenueDomestic19: 'Erlöse Inland 19 %',
  revenueOss: 'Erlöse OSS (EU-Verbraucher, USt des Bestimmungslands)',
  revenueReverseCharge: 'Erlöse Reverse Charge (EU-Unternehmen)',
  revenueSmallBusiness: 'Erlöse Kleinunternehmer (§ 19 UStG)',
  revenueOutsideEu: 'Erlöse Drittland (nicht steuerbar)',
  feeAccount: 'Gebühren des Zahlungsanbieters',
  transitAccount: 'Geldtransit (Zahlungsanbieter)',
  bankAccount: 'Bank',
  debtorAccount: 'Debitor (Sammelkonto)',
} as const;

/** The BU-Schlüssel (tax key) of each case that may need one; empty: none. */
export const KEY_FIELDS = {
  keyDomestic: 'BU-Schlüssel Inland',
  keyOss: 'BU-Schlüssel OSS',
  keyReverseCharge: 'BU-Schlüssel Reverse Charge',
  keySmallBusiness: 'BU-Schlüssel Kleinunternehmer',
  keyOutsideEu: 'BU-Schlüssel Drittland',
  keyFee: 'BU-Schlüssel Gebühren (§ 13b UStG)',
} as const;

export type AccountField = keyof typeof ACCOUNT_FIELDS;
export type KeyField = keyof typeof KEY_FIELDS;

export interface AccountingSettings extends Record<AccountField | KeyField, string> {
  /** Beraternummer, 1001 to 9999999; empty until the tax adviser names it. */
  consultantNumber: string;
  /** Mandantennummer, 1 to 99999; empty until the tax adviser names it. */
  clientNumber: string;
  /** The first day of the fiscal year, `TT.MM.` (01.01. for a calendar year). */
  fiscalYearStart: string;
  /** Sachkontenlänge, 4 to 8 digits. */
  accountLength: string;
  chart: Chart;
}

/**
 * What both charts propose alike: the debtor collective account and the BU keys (240 for a sale
 * taxed in another member state, 94 for the provider's fee as a service from another member state).
 */
const SHARED_DEFAULTS = {
  debtorAccount: '10000',
  keyDomestic: '',
  keyOss: '240',
  keyReverseCharge: '',
  keySmallBusiness: '',
  keyOutsideEu: '',
  keyFee: '94',
};

/**
 * The defaults of each chart (DATEV's SKR03 and SKR04; sources in decision record 094). The
 * tax adviser has the last word: every one of them can be changed on the page.
 */
export const CHART_DEFAULTS: Record<Chart, Record<AccountField | KeyField, string>> = {
  SKR03: {
    revenueDomestic7: '8300',
    revenueDomestic19: '8400',
    revenueOss: '8339',
    revenueReverseCharge: '8336',
    revenueSmallBusiness: '8195',
    revenueOutsideEu: '8338',
    feeAccount: '4970',
    transitAccount: '1360',
    bankAccount: '1200',
    ...SHARED_DEFAULTS,
  },
  SKR04: {
    revenueDomestic7: '4300',
    revenueDomestic19: '4400',
    revenueOss: '4339',
    revenueReverseCharge: '4336',
    revenueSmallBusiness: '4185',
    revenueOutsideEu: '4338',
    feeAccount: '6855',
    transitAccount: '1460',
    bankAccount: '1800',
    ...SHARED_DEFAULTS,
  },
};

export function defaultAccountingSettings(chart: Chart = 'SKR03'): AccountingSettings {
  return {
    consultantNumber: '',
    clientNumber: '',
    fiscalYearStart: '01.01.',
    accountLength: '4',
    chart,
    ...CHART_DEFAULTS[chart],
  };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The day and month of a fiscal year start `TT.MM.` (the last dot optional), or null. */
export function fiscalYearStartParts(text: string): { day: number; month: number } | null {
  const m = /^(\d{2})\.(\d{2})\.?$/.exec(text.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]) return null;
  // 29.02. exists only in some years: a fiscal year cannot start there.
  if (month === 2 && day === 29) return null;
  return { day, month };
}

const digits = (label: string, max = 8) =>
  z
    .string({ message: `${label}: bitte eine Kontonummer angeben.` })
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`), `${label}: nur Ziffern, höchstens ${max}.`);

const buKey = (label: string) =>
  z
    .string({ message: `${label}: bitte leer lassen oder einen Schlüssel angeben.` })
    .trim()
    .regex(/^(\d{1,4})?$/, `${label}: leer oder ein bis vier Ziffern.`);

const accountShape = Object.fromEntries(
  Object.entries(ACCOUNT_FIELDS).map(([key, label]) => [key, digits(label, 9)]),
) as Record<AccountField, ReturnType<typeof digits>>;
const keyShape = Object.fromEntries(
  Object.entries(KEY_FIELDS).map(([key, label]) => [key, buKey(label)]),
) as Record<KeyField, ReturnType<typeof buKey>>;

/** The settings as the page sends them, checked field by field and against each other. */
export const accountingSettingsSchema = z
  .object({
    consultantNumber: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{4,7}$/.test(v) && Number(v) >= 1001),
        'Beraternummer: vier bis sieben Ziffern, von 1001 bis 9999999 (oder leer lassen).',
      ),
    clientNumber: z
      .string()
      .trim()
      .refine(
        (v) => v === '' || (/^\d{1,5}$/.test(v) && Number(v) >= 1),
        'Mandantennummer: eine bis fünf Ziffern, von 1 bis 99999 (oder leer lassen).',
      ),
    fiscalYearStart: z
      .string()
      .trim()
      .refine(
        (v) => fiscalYearStartParts(v) !== null,
        'Beginn des Wirtschaftsjahrs: ein Tag des Jahres als TT.MM., z. B. 01.01.',
      ),
    accountLength: z
      .string()
      .trim()
      .regex(/^[4-8]$/, 'Sachkontenlänge: eine Zahl von 4 bis 8.'),
    chart: z.enum(['SKR03', 'SKR04'], { message: 'Kontenrahmen: SKR03 oder SKR04.' }),
    ...accountShape,
    ...keyShape,
  })
  .strict()
  .superRefine((s, ctx) => {
    const length = Number(s.accountLength);
    if (!(length >= 4 && length <= 8)) return;
    for (const [field, label] of Object.entries(ACCOUNT_FIELDS) as [AccountField, string][]) {
      const account = s[field];
      if (!/^\d+$/.test(account)) continue;
      // A debtor is a personal account, one digit longer than the ledger accounts (DATEV);
      // a collective ledger account of the ledger length is taken too.
      const fits =
        field === 'debtorAccount'
          ? account.length === length || account.length === length + 1
          : account.length === length;
      if (!fits) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message:
            field === 'debtorAccount'
              ? `${label}: ${length + 1} Stellen (Personenkonto) oder ${length} Stellen (Sachkonto) bei Sachkontenlänge ${length}.`
              : `${label}: ${length} Stellen bei Sachkontenlänge ${length}, nicht ${account.length}.`,
        });
      }
    }
    const fixed = ['transitAccount', 'bankAccount', 'debtorAccount'] as const;
    const seen = new Map<string, AccountField>();
    for (const field of fixed) {
      const other = seen.get(s[field]);
      if (other) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${ACCOUNT_FIELDS[field]}: dasselbe Konto wie „${ACCOUNT_FIELDS[other]}“ geht nicht.`,
        });
      }
      seen.set(s[field], field);
    }
  });

/** What GET /api/admin/accounting answers. */
export interface AccountingAnswer {
  settings: AccountingSettings;
  /** Whether the DATEV export can be made: the consultant and client numbers are set. */
  ready: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}
