import { z } from 'zod';
import { s3EnvShape } from './s3-config';
import { parseTrustedProxy } from './client-address';

/**
 * The environment variables the shop reads, each with its format (the configuration contract,
 * ARCHITECTURE.md); config.ts turns the parsed values into the Config.
 */
const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: 'must be a comma-separated list of e-mail addresses' })));

const positiveInt = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be greater than 0`);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://shop.example' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres|postgresql):\/\//.test(v) || /^(sqlite|file):/.test(v), {
      message: 'must start with postgres://, postgresql:// or sqlite:',
    })
    .optional(),
  SESSION_SECRET: z.string().optional(),
  ADMIN_EMAILS: emailList.default([]),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//.test(v), { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
  SUPPORT_EMAIL: z.string().min(3).default('support@localhost'),
  PAYMENT_PROVIDER: z.enum(['stripe', 'demo']).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.url({ message: 'must be an absolute URL' }).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z
    .url({ message: 'must be an absolute URL' })
    .default('https://accounts.google.com'),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  META_PIXEL_ID: z.string().regex(/^\d+$/, 'must be digits only').optional(),
  // Where the two tag scripts are loaded from: Google's and Meta's own addresses, or a
  // first-party proxy or a test's stand-in. The policy allows exactly these origins.
  GA_SCRIPT_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .default('https://www.googletagmanager.com/gtag/js'),
  META_PIXEL_SCRIPT_URL: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .default('https://connect.facebook.net/en_US/fbevents.js'),
  ACADEMY_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  SELLER_NAME: z.string().optional(),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_VAT_ID: z.string().optional(),
  // The tax number the seller's tax office gave it (Steuernummer): on invoices, and in the
  // e-invoice as the seller's tax registration, for a seller without a VAT number above all.
  SELLER_TAX_NUMBER: z
    .string()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .regex(
          /^(?=(?:\D*\d){10,13}\D*$)[0-9][0-9 /]*[0-9]$/,
          'must be the tax office\'s number, 10 to 13 digits with "/" or spaces, such as 21/815/08150',
        ),
    )
    .optional(),
  // Invoices (decision D16): the seller's country, small-business exemption or standard VAT,
  // rate overrides per country, and Stripe's own tax calculation and tax-id collection.
  SELLER_COUNTRY: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as DE'))
    .optional(),
  VAT_MODE: z.enum(['standard', 'small-business']).default('standard'),
  VAT_RATES: z
    .string()
    .transform((s, ctx) => {
      const rates: Record<string, string> = {};
      for (const part of s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const m = /^([A-Za-z]{2})\s*:\s*(\d{1,2}(?:\.\d{1,2})?)$/.exec(part);
        if (!m) {
          ctx.addIssue({ code: 'custom', message: 'must look like DE:7,FR:5.5' });
          return z.NEVER;
        }
        rates[m[1].toUpperCase()] = String(Number(m[2]));
      }
      return rates;
    })
    .optional(),
  // Decision 093: the one-stop shop (the buyer country's VAT), or the EU threshold of 10,000 €.
  VAT_REGISTRATION: z.enum(['oss', 'threshold']).default('oss'),
  // Cross-border consumer net per year that this shop did not invoice (euros), e.g. the year
  // before it ran: 2025:8500 or 2025:8500.50,2026:1200.
  VAT_THRESHOLD_OTHER_NET: z
    .string()
    .transform((s, ctx) => {
      const nets: Record<string, number> = {};
      for (const part of s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)) {
        const m = /^(\d{4})\s*:\s*(\d{1,9}(?:\.\d{1,2})?)$/.exec(part);
        if (!m) {
          ctx.addIssue({ code: 'custom', message: 'must look like 2025:8500 or 2025:8500.50' });
          return z.NEVER;
        }
        nets[m[1]] = Math.round(Number(m[2]) * 100);
      }
      return nets;
    })
    .optional(),
  STRIPE_TAX: z.enum(['true', 'false']).default('false'),
  STRIPE_TAX_ID_COLLECTION: z.enum(['true', 'false']).default('false'),
  VIES_URL: z
    .url({ message: 'must be the URL of the VIES check-vat-number service' })
    .default('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'),
  HOSTING_PROVIDER: z.string().optional(),
  CONSUMER_MEDIATOR: z.string().optional(),
  DOWNLOAD_DAYS: positiveInt('DOWNLOAD_DAYS').default(30),
  DOWNLOAD_LIMIT: positiveInt('DOWNLOAD_LIMIT').default(10),
  // Within the reminder's window: checkouts older than a week are never reminded.
  REMINDER_DELAY_HOURS: positiveInt('REMINDER_DELAY_HOURS')
    .max(72, 'REMINDER_DELAY_HOURS must be at most 72 (3 days)')
    .default(3),
  // Decision 087: without it, reminders go only to addresses that bought before.
  REMINDERS_TO_NEW_ADDRESSES: z
    .enum(['on', 'off'], { message: 'must be on or off' })
    .default('off'),
  REMINDERS_PER_DAY: positiveInt('REMINDERS_PER_DAY')
    .max(10_000, 'REMINDERS_PER_DAY must be at most 10000')
    .default(50),
  SALE_NOTIFICATION_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  SALES_REPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  TRUST_PROXY: z
    .string()
    .transform((s, ctx) => {
      const entries = s
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      for (const entry of entries) {
        try {
          parseTrustedProxy(entry);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `${(err as Error).message}: list addresses, ranges such as 10.0.0.0/8, or "loopback", comma-separated`,
          });
        }
      }
      return entries;
    })
    .default([]),
  LEGAL_UPDATED_AT: z.iso
    .date({ message: 'must be a date such as 2026-11-01' })
    .default('2026-11-01'),
  CERTIFICATE_URLS: z
    .string()
    .transform((s) => s.split(',').map((u) => u.trim()))
    .pipe(
      z
        .array(z.url({ message: 'must be two comma-separated URLs' }))
        .length(2, 'must be two comma-separated URLs'),
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ...s3EnvShape,
});
