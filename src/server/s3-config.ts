import { z } from 'zod';

/**
 * The S3 part of the configuration contract (config.ts): with S3_BUCKET set, uploads, e-book
 * editions and stamped copies live in that bucket instead of DATA_DIR.
 */
export const s3EnvShape = {
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name such as shop-files')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as eu-central-1')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
  S3_PREFIX: z
    .string()
    .transform((s) => s.replace(/^\/+|\/+$/g, ''))
    .refine(
      (p) =>
        !p ||
        (/^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/.test(p) &&
          !p.includes('..')),
      'must be a folder such as shop/files: letters, digits, . _ - and single slashes, no ..',
    )
    .optional(),
};

type S3Env = z.infer<z.ZodObject<typeof s3EnvShape>>;

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service's origin; null means AWS. */
  endpoint: string | null;
  forcePathStyle: boolean;
  prefix: string | null;
  /** Null: the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

const DEFAULT_S3_REGION = 'us-east-1';

/**
 * The bucket to use (null: DATA_DIR) and the problems of the S3 variables. An S3 configuration
 * that is only half there would quietly keep files on the local disk (no bucket) or reach the
 * wrong region: refused in production. A key without its secret is refused everywhere.
 */
export function readS3Config(
  e: S3Env,
  set: Record<string, string | undefined>,
  isProduction: boolean,
): { s3: S3Config | null; problems: string[] } {
  const problems: string[] = [];
  const named = Object.keys(set).filter((k) => k in s3EnvShape);
  if (isProduction && named.length && !e.S3_BUCKET)
    problems.push(
      `S3_BUCKET: required when ${named.join(', ')} ${named.length > 1 ? 'are' : 'is'} set (without it files stay in DATA_DIR)`,
    );
  if (isProduction && e.S3_BUCKET && !e.S3_REGION)
    problems.push('S3_REGION: required in production with S3_BUCKET (e.g. eu-central-1)');
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set');
  if (!e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)
    problems.push('S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set');

  const s3: S3Config | null = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        region: e.S3_REGION ?? DEFAULT_S3_REGION,
        endpoint: e.S3_ENDPOINT ?? null,
        // S3-compatible servers mostly know only path-style addresses; AWS prefers the host.
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        prefix: e.S3_PREFIX || null,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : null,
      }
    : null;
  return { s3, problems };
}
