import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/index';
import type { RateLimiter } from '../domain/access/rate-limit';
import { createRateLimiter } from './rate-limiter';
import { createGoogleSignIn, type GoogleSignIn } from './google';
import { createPaymentProvider } from './payments/index';
import type { PaymentProvider } from './payments/types';
import { createPdfRenderer, type PdfRenderer } from './pdf/index';
import { createLocalFileStore } from './storage/local';
import { createS3FileStore } from './storage/s3';
import type { FileStore } from './storage/types';
import { createViesClient, type ViesClient } from './vies';

export interface Adapters {
  payments: PaymentProvider;
  /** Null when Google sign-in is not configured. */
  google: GoogleSignIn | null;
  pdf: PdfRenderer;
  files: FileStore;
  /** The rate limits of the catalogue, counted in the shop's database. */
  limits: RateLimiter;
  /** VIES, which confirms a business buyer's VAT number before a reverse charge. */
  vies: ViesClient;
}

/**
 * The shop's outside connections as configured: the payment provider (Stripe or the built-in
 * demo), Google sign-in when a client is configured, the PDF renderer, the file store and the
 * rate limiter (counters in the shop's database).
 */
export function createAdapters(
  config: Config,
  database: Pick<DatabaseHandle, 'db' | 'client'>,
  options: { booksDir?: string; stampThreads?: number; stampNiceness?: number } = {},
): Adapters {
  return {
    payments: createPaymentProvider(config, database.db),
    limits: createRateLimiter(database),
    google:
      config.google.clientId && config.google.clientSecret
        ? createGoogleSignIn({
            issuer: config.google.issuer,
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            redirectUri: `${config.publicUrl}/auth/callback`,
          })
        : null,
    pdf: createPdfRenderer({
      booksDir: options.booksDir,
      stampThreads: options.stampThreads,
      stampNiceness: options.stampNiceness,
    }),
    files: createFileStore(config),
    vies: createViesClient({ url: config.invoicing.viesUrl }),
  };
}

/**
 * The file store as configured: an S3 bucket with S3_BUCKET, so that the shop's processes keep
 * no files of their own; DATA_DIR otherwise.
 */
export function createFileStore(config: Pick<Config, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.dataDir);
}

/** Where a key's file lives, for messages to the operator: a path or an s3:// address. */
export function fileLocation(config: Pick<Config, 's3' | 'dataDir'>, key: string): string {
  if (!config.s3) return path.join(config.dataDir, key);
  return `s3://${config.s3.bucket}/${config.s3.prefix ? `${config.s3.prefix}/` : ''}${key}`;
}
