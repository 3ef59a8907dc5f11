import type * as S3Sdk from '@aws-sdk/client-s3';
import { createRequire } from 'node:module';
import { createReadStream } from 'node:fs';
import { rm, stat as statFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { checkKey, FileNotFoundError, type FileStore, type StoredFile } from './types';

/**
 * The AWS SDK's S3 client, loaded when a store is made, not with the server: a shop on its local
 * disk (every test server among them) never loads its modules.
 */
const requireSdk = createRequire(import.meta.url);
function sdk(): typeof S3Sdk {
  return requireSdk('@aws-sdk/client-s3') as typeof S3Sdk;
}

export interface S3FileStoreOptions {
  bucket: string;
  region: string;
  /** The origin of an S3-compatible service; unset means AWS itself. */
  endpoint?: string | null;
  /** Bucket in the path (`host/bucket/key`) rather than in the host name. */
  forcePathStyle?: boolean;
  /** Slash-separated folder inside the bucket that holds every key of this shop. */
  prefix?: string | null;
  /** Static keys; without them the SDK's default credential chain (environment, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | null;
  /** Objects per ListObjectsV2 page (S3 answers at most 1000). */
  listPageSize?: number;
}

/**
 * A file store in an S3 bucket, so that no shop process keeps files of its own. Every key is
 * checked before a request is made; a PutObject replaces an object whole, which gives the
 * atomic write the interface asks for. Keys live below `prefix/` in the bucket.
 */
export function createS3FileStore(
  options: S3FileStoreOptions,
): FileStore & { readonly client: S3Sdk.S3Client; destroy(): void } {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = sdk();
  const { bucket } = options;
  const base = options.prefix ? `${checkKey(options.prefix.replace(/^\/+|\/+$/g, ''))}/` : '';
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint ?? undefined,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials ?? undefined,
    // Many S3-compatible services reject the CRC checksums the SDK sends by default since
    // early 2025; against them, checksums only where an operation requires one.
    ...(options.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
  const pageSize = options.listPageSize ?? 1000;
  const objectKey = (key: string) => base + checkKey(key);

  async function stat(key: string) {
    const Key = objectKey(key);
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
      return { size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0) };
    } catch (err) {
      // A HEAD answer has no body to name the error: a missing object is a bare 404.
      if (isMissingKey(err) || httpStatus(err) === 404) return null;
      throw err;
    }
  }

  /** The files below a folder, a ListObjectsV2 page at a time; `ownOnly` stops at sub-folders. */
  async function* listPages(prefix: string, ownOnly: boolean): AsyncGenerator<StoredFile[]> {
    const folder = checkKey(prefix.replace(/\/+$/, ''));
    const Prefix = `${base}${folder}/`;
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix,
          // Only the folder's own files, not those of folders below it, as on disk.
          Delimiter: ownOnly ? '/' : undefined,
          MaxKeys: pageSize,
          ContinuationToken,
        }),
      );
      const found: StoredFile[] = [];
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(base.length);
        // Objects this store could not address (folder markers, foreign names) are skipped.
        if (!key || !isAddressable(key)) continue;
        found.push({ key, modifiedAt: object.LastModified ?? new Date(0), size: object.Size ?? 0 });
      }
      if (found.length) yield found;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    client,
    destroy: () => client.destroy(),
    async read(key) {
      const Key = objectKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        const bytes = (await res.Body?.transformToByteArray()) ?? new Uint8Array();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (isMissingKey(err)) throw new FileNotFoundError(key);
        throw err;
      }
    },
    async write(key, data) {
      const Key = objectKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key, Body: data, ContentLength: data.byteLength }),
      );
    },
    async moveIn(key, localFile) {
      const Key = objectKey(key);
      const { size } = await statFile(localFile);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: createReadStream(localFile),
          ContentLength: size,
        }),
      );
      await rm(localFile, { force: true });
    },
    async exists(key) {
      return (await stat(key)) !== null;
    },
    stat,
    async remove(key) {
      const Key = objectKey(key);
      // Deleting a missing object succeeds on S3, as rm --force does on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    },
    async list(prefix) {
      const found: StoredFile[] = [];
      for await (const page of listPages(prefix, true)) found.push(...page);
      return found;
    },
    walk: (prefix) => listPages(prefix, false),
    async openRead(key, range) {
      const Key = objectKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = res.Body;
        if (!(body instanceof Readable)) throw new Error('S3 answered without a body stream');
        // A ranged answer names the whole object's size after the slash of its Content-Range.
        const whole = /\/(\d+)$/.exec(res.ContentRange ?? '');
        return { stream: body, size: whole ? Number(whole[1]) : (res.ContentLength ?? 0) };
      } catch (err) {
        if (isMissingKey(err)) throw new FileNotFoundError(key);
        throw err;
      }
    },
  };
}

function isAddressable(key: string): boolean {
  try {
    return checkKey(key) === key;
  } catch {
    return false;
  }
}

function httpStatus(err: unknown): number | undefined {
  return err instanceof sdk().S3ServiceException ? err.$metadata.httpStatusCode : undefined;
}

/** A missing object, as opposed to a missing bucket or refused access. */
function isMissingKey(err: unknown): boolean {
  return (
    err instanceof sdk().S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound')
  );
}
