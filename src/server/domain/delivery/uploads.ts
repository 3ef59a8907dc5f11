import { randomBytes } from 'node:crypto';
import type { FileStore } from '../../adapters/storage/types';

/**
 * Administrator uploads: images for the pages (served read-only at /uploads/media/<name>)
 * and e-book PDFs (referenced by products.file_key, never served). The type is taken from the
 * file's first bytes; the client's name and type are not trusted. Names are chosen here.
 */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_BYTES = 50 * 1024 * 1024;

const MEDIA_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
type MediaExt = keyof typeof MEDIA_TYPES;

const MEDIA_PREFIX = 'uploads/media';
const MEDIA_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|svg)$/;

/**
 * The image kind from the file's first bytes.
 * @internal Exported for its unit test: a parser of file signatures, checked for each image type
 * and for markup that is no image.
 */
export function sniffMedia(bytes: Uint8Array): MediaExt | null {
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return 'svg';
  return null;
}

/**
 * @internal Exported for its unit test: a parser of the PDF signature, checked with a right and a
 * near-miss header.
 */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

/** Stores an image under a fresh name; null when it is not a supported image. */
export async function storeMedia(files: FileStore, bytes: Uint8Array): Promise<string | null> {
  const ext = sniffMedia(bytes);
  if (!ext) return null;
  const name = `${randomBytes(16).toString('hex')}.${ext}`;
  await files.write(`${MEDIA_PREFIX}/${name}`, bytes);
  return name;
}

/** Stores an e-book PDF and answers its file key; null when it is not a PDF. */
export async function storeEbookFile(files: FileStore, bytes: Uint8Array): Promise<string | null> {
  if (!isPdf(bytes)) return null;
  const fileKey = `ebooks/uploads/${randomBytes(16).toString('hex')}.pdf`;
  await files.write(fileKey, bytes);
  return fileKey;
}

/** An uploaded image by its public name, or null for anything that is not one. */
export async function readMedia(
  files: FileStore,
  name: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  if (!MEDIA_NAME.test(name)) return null;
  const bytes = await files.read(`${MEDIA_PREFIX}/${name}`).catch(() => null);
  if (!bytes) return null;
  return { bytes, type: MEDIA_TYPES[name.split('.').pop() as MediaExt] };
}
