import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicSettings } from '../shared/public-settings';
import { SECRET_MIN_BITS, secretEntropyBits } from './secret-strength';
import { prepareDataDir } from './data-dir';
import { readS3Config, type S3Config } from './s3-config';
import { envSchema } from './config-schema';
import { exampleValueProblems, freeMailDomain } from './config-values';

/**
 * The configuration contract (ARCHITECTURE.md). Every variable is optional in development;
 * production refuses to start with one line per problem.
 */
const PLACEHOLDER = {
  sellerName: '[SELLER_NAME not configured]',
  sellerAddress: '[SELLER_ADDRESS not configured]',
  sellerVatId: '[SELLER_VAT_ID not configured]',
  hostingProvider: '[HOSTING_PROVIDER not configured]',
  consumerMediator: '[CONSUMER_MEDIATOR not configured]',
  certificateUrls: [
    'https://example.com/verify/certificate-1 (CERTIFICATE_URLS not configured)',
    'https://example.com/verify/certificate-2 (CERTIFICATE_URLS not configured)',
  ],
} as const;

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  publicUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  sessionSecret: string;
  adminEmails: string[];
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  payment: {
    provider: 'stripe' | 'demo';
    stripeSecretKey: string | null;
    stripeWebhookSecret: string | null;
    stripeApiBase: string | null;
  };
  google: { clientId: string | null; clientSecret: string | null; issuer: string };
  gaMeasurementId: string | null;
  metaPixelId: string | null;
  gaScriptUrl: string;
  metaPixelScriptUrl: string;
  academyUrl: string | null;
  seller: PublicSettings['seller'] & {
    configured: boolean;
    /** SELLER_VAT_ID as set, null when it is not. */
    vatIdSet: string | null;
    /** SELLER_TAX_NUMBER: the tax office's number (Steuernummer), for invoices. */
    taxNumber: string | null;
    /**
     * The VAT number invoices and e-mails name the seller by: SELLER_VAT_ID; without it, null
     * when SELLER_TAX_NUMBER names the seller instead, else the VAT number's placeholder.
     */
    invoiceVatId: string | null;
  };
  /** Invoices (decision D16). */
  invoicing: {
    /** ISO code of the seller's country: SELLER_COUNTRY, else SELLER_VAT_ID's prefix, else DE. */
    sellerCountry: string;
    vatMode: 'standard' | 'small-business';
    /** Percent per country from VAT_RATES, over the built-in table. */
    vatRates: Record<string, string>;
    /** Stripe Tax computes the VAT (automatic_tax); its amount is printed as it is. */
    stripeTax: boolean;
    /** Stripe Checkout asks business buyers for their tax id. */
    stripeTaxIdCollection: boolean;
    /** Where VAT numbers are confirmed before a reverse charge (the EU's VIES, or a stand-in). */
    viesUrl: string;
    /** EU consumer sales under the one-stop shop, or under the 10,000 € threshold (decision 093). */
    vatRegistration: 'oss' | 'threshold';
    /** Cents of cross-border consumer net per year that the shop did not invoice itself. */
    thresholdOtherNet: Record<string, number>;
  };
  downloadDays: number;
  downloadLimit: number;
  /** Hours an unpaid checkout with the buyer's consent waits for its one reminder (D18). */
  reminderDelayHours: number;
  /**
   * Whether an address that never bought from the shop may get a reminder (decision 087):
   * off by default, since anyone can type any address into the checkout.
   */
  remindersToNewAddresses: boolean;
  /** Reminders queued in any 24 hours, shop-wide: a flood of strangers' checkouts stops here. */
  remindersPerDay: number;
  saleNotificationEmail: string | null;
  /** The weekly sales summary's recipient; null: no summary. */
  salesReportEmail: string | null;
  /**
   * Addresses of our own reverse proxies: only a request arriving from one of them may name
   * the client in X-Forwarded-For.
   */
  trustProxy: string[];
  legalUpdatedAt: string;
  certificateUrls: [string, string];
  certificateUrlsConfigured: boolean;
  logLevel: string;
  /** The bucket that keeps uploads, e-books and stamped copies; null keeps them in DATA_DIR. */
  s3: S3Config | null;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuration refused:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  }
}

/** An address at localhost or a loopback IP, with or without a display name around it. */
function isLocalAddress(address: string): boolean {
  return /@\[?(?:localhost|127(?:\.\d{1,3}){3}|::1)\]?>?\s*$/i.test(address);
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(url.hostname);
}

/**
 * What a seller should fix before selling for real, as plain sentences: the server starts, but
 * says each of these on every start.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.payment.provider === 'demo' && config.isProduction)
    warnings.push(
      'Payments are in demo mode (PAYMENT_PROVIDER=demo): nobody is charged and every visitor can take the e-book for free. Set STRIPE_SECRET_KEY to sell.',
    );
  if (!config.certificateUrlsConfigured)
    warnings.push(
      'CERTIFICATE_URLS is not set: the certificate QR codes on the sales page point to placeholder addresses.',
    );
  if (!config.seller.vatIdSet)
    warnings.push(
      config.seller.taxNumber
        ? 'SELLER_VAT_ID is not set: invoices and e-mails name the seller by SELLER_TAX_NUMBER; the legal notice shows a placeholder where the VAT number belongs.'
        : 'SELLER_VAT_ID is not set: the legal notice and invoices show a placeholder where the VAT number belongs. A seller without a VAT number sets SELLER_TAX_NUMBER (its tax office number) for its invoices.',
    );
  if (config.invoicing.vatRegistration === 'threshold' && config.invoicing.stripeTax)
    warnings.push(
      'VAT_REGISTRATION=threshold does not change the VAT Stripe Tax computes (STRIPE_TAX=true): set the threshold in Stripe Tax too, or invoices follow Stripe.',
    );
  const freeMail = freeMailDomain(config.mailFrom);
  if (freeMail)
    warnings.push(
      `MAIL_FROM is an address at ${freeMail}, a free-mail domain: its mail servers tell others to reject or file as spam mail in its name that the shop sends through SMTP_URL. Use an address of the shop's own domain.`,
    );
  if (!config.academyUrl && config.isProduction)
    warnings.push(
      'ACADEMY_URL is not set: no page and no e-mail offers the academy bonus. Set it to the course address to offer it.',
    );
  return warnings;
}

/** Reads the secret kept in DATA_DIR, creating it once, so development needs nothing set. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // The first write to DATA_DIR: a folder that cannot be used is named, as at start.
  const ready = prepareDataDir(dataDir);
  if (!ready.ok) throw new ConfigError([ready.problem]);
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Validates the environment; throws ConfigError naming every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most deployment tools' env files.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  // Placeholders and cut-short keys come first: a variable named here gets no second line, not
  // even the format's own (SUPPORT_EMAIL=… is a placeholder before it is a short address).
  const examples =
    cleaned.NODE_ENV === 'production'
      ? exampleValueProblems(cleaned, new Set(Object.keys(envSchema.shape)))
      : [];
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const invalid = parsed.error.issues.map(
      (i) => `${i.path.join('.') || 'environment'}: ${i.message}`,
    );
    throw new ConfigError(afterPlaceholders(examples, invalid));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const vatIdSet = e.SELLER_VAT_ID?.trim() || null;
  const vatId = e.SELLER_VAT_ID ?? PLACEHOLDER.sellerVatId;

  if (isProduction) {
    /** Records that production needs `name` set, and why; true when it is missing. */
    const missing = (name: string, value: string | undefined, why: string) => {
      if (value) return false;
      problems.push(`${name}: required in production (${why})`);
      return true;
    };
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production');
    else if (e.SESSION_SECRET.length < 32)
      problems.push('SESSION_SECRET: must be at least 32 characters long');
    else if (secretEntropyBits(e.SESSION_SECRET) < SECRET_MIN_BITS)
      problems.push(
        'SESSION_SECRET: too easy to guess (words, repeated or sequential characters); use random characters, e.g. the output of `openssl rand -hex 32`',
      );
    const url = new URL(publicUrl);
    // Without it every link in every e-mail would point at http://localhost.
    if (!missing('PUBLIC_URL', e.PUBLIC_URL, 'the address buyers reach the shop at')) {
      if (url.protocol !== 'https:' && !isLoopback(url))
        problems.push('PUBLIC_URL: must use https:// in production (loopback excepted)');
    }
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
      problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
    // Buyers must know whom they buy from and be able to reach them; e-mail must really leave.
    missing('SELLER_NAME', e.SELLER_NAME, 'the legal name of the seller');
    missing('SELLER_ADDRESS', e.SELLER_ADDRESS, 'the postal address of the seller');
    if (!missing('SUPPORT_EMAIL', cleaned.SUPPORT_EMAIL, 'the address buyers write to')) {
      if (isLocalAddress(e.SUPPORT_EMAIL))
        problems.push(
          'SUPPORT_EMAIL: must be an address buyers can reach, not a localhost address',
        );
    }
    missing('SMTP_URL', e.SMTP_URL, 'without it no e-mail leaves the server');
    if (!missing('MAIL_FROM', cleaned.MAIL_FROM, 'the sender address of every e-mail')) {
      if (isLocalAddress(e.MAIL_FROM))
        problems.push(
          "MAIL_FROM: must be an address of the shop's own domain, not a localhost address (mail from it is rejected as spam)",
        );
    }
    if (!e.STRIPE_SECRET_KEY && e.PAYMENT_PROVIDER !== 'demo')
      problems.push(
        'STRIPE_SECRET_KEY: required in production (or set PAYMENT_PROVIDER=demo explicitly for a test shop)',
      );
  }
  const { s3, problems: s3Problems } = readS3Config(e, cleaned, isProduction);
  problems.push(...s3Problems);
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY)
    problems.push('STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe');
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET)
    problems.push('GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set');
  if (problems.length || examples.length)
    throw new ConfigError(afterPlaceholders(examples, problems));

  let database: Config['database'];
  if (e.DATABASE_URL && /^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    database = { kind: 'postgres', url: e.DATABASE_URL };
  } else if (e.DATABASE_URL) {
    database = {
      kind: 'sqlite',
      file: path.resolve(e.DATABASE_URL.replace(/^(sqlite|file):(\/\/)?/, '')),
    };
  } else {
    database = { kind: 'sqlite', file: path.join(dataDir, 'shop.sqlite') };
  }

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    publicUrl,
    dataDir,
    database,
    sessionSecret: e.SESSION_SECRET ?? developmentSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    payment: {
      provider: e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo'),
      stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
      stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      stripeApiBase: e.STRIPE_API_BASE ?? null,
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID ?? null,
      clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
      issuer: e.GOOGLE_ISSUER,
    },
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    metaPixelId: e.META_PIXEL_ID ?? null,
    gaScriptUrl: e.GA_SCRIPT_URL,
    metaPixelScriptUrl: e.META_PIXEL_SCRIPT_URL,
    academyUrl: e.ACADEMY_URL ?? null,
    seller: {
      name: e.SELLER_NAME ?? PLACEHOLDER.sellerName,
      address: e.SELLER_ADDRESS ?? PLACEHOLDER.sellerAddress,
      vatId,
      hostingProvider: e.HOSTING_PROVIDER ?? PLACEHOLDER.hostingProvider,
      consumerMediator: e.CONSUMER_MEDIATOR ?? PLACEHOLDER.consumerMediator,
      configured: Boolean(e.SELLER_NAME && e.SELLER_ADDRESS),
      vatIdSet,
      taxNumber: e.SELLER_TAX_NUMBER ?? null,
      invoiceVatId: vatIdSet ?? (e.SELLER_TAX_NUMBER ? null : vatId),
    },
    invoicing: {
      sellerCountry: e.SELLER_COUNTRY ?? sellerCountryFromVatId(e.SELLER_VAT_ID) ?? 'DE',
      vatMode: e.VAT_MODE,
      vatRates: e.VAT_RATES ?? {},
      stripeTax: e.STRIPE_TAX === 'true',
      stripeTaxIdCollection: e.STRIPE_TAX_ID_COLLECTION === 'true',
      viesUrl: e.VIES_URL,
      vatRegistration: e.VAT_REGISTRATION,
      thresholdOtherNet: e.VAT_THRESHOLD_OTHER_NET ?? {},
    },
    downloadDays: e.DOWNLOAD_DAYS,
    downloadLimit: e.DOWNLOAD_LIMIT,
    reminderDelayHours: e.REMINDER_DELAY_HOURS,
    remindersToNewAddresses: e.REMINDERS_TO_NEW_ADDRESSES === 'on',
    remindersPerDay: e.REMINDERS_PER_DAY,
    saleNotificationEmail: e.SALE_NOTIFICATION_EMAIL ?? null,
    salesReportEmail: e.SALES_REPORT_EMAIL ?? null,
    trustProxy: e.TRUST_PROXY,
    legalUpdatedAt: e.LEGAL_UPDATED_AT,
    certificateUrls: (e.CERTIFICATE_URLS as [string, string] | undefined) ?? [
      ...PLACEHOLDER.certificateUrls,
    ],
    certificateUrlsConfigured: Boolean(e.CERTIFICATE_URLS),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    s3,
  };
}

/**
 * A variable that holds a placeholder is named once, for that: what else its value breaks
 * follows from it. Other variables keep every line they have.
 */
function afterPlaceholders(examples: string[], problems: string[]): string[] {
  const nameOf = (problem: string) => /^([A-Z0-9_]+):/.exec(problem)?.[1];
  const named = new Set(examples.map(nameOf));
  return [...examples, ...problems.filter((p) => !named.has(nameOf(p)))];
}

/** The country of a VAT number's prefix (Greece's is EL), or undefined. */
function sellerCountryFromVatId(vatId: string | undefined): string | undefined {
  const prefix = /^\s*([A-Za-z]{2})/.exec(vatId ?? '')?.[1]?.toUpperCase();
  if (!prefix) return undefined;
  return prefix === 'EL' ? 'GR' : prefix;
}

export function publicSettings(config: Config): PublicSettings {
  return {
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    gaMeasurementId: config.gaMeasurementId,
    metaPixelId: config.metaPixelId,
    gaScriptUrl: config.gaScriptUrl,
    metaPixelScriptUrl: config.metaPixelScriptUrl,
    academyUrl: config.academyUrl,
    googleSignInEnabled: Boolean(config.google.clientId),
    paymentProvider: config.payment.provider,
    testMode: config.isProduction && config.payment.provider === 'demo',
    seller: {
      name: config.seller.name,
      address: config.seller.address,
      vatId: config.seller.vatId,
      hostingProvider: config.seller.hostingProvider,
      consumerMediator: config.seller.consumerMediator,
    },
    legalUpdatedAt: config.legalUpdatedAt,
    certificateUrls: config.certificateUrls,
  };
}
