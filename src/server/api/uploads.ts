import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import { requireAdmin } from './guards';

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const FILE_MAX_BYTES = 50 * 1024 * 1024;
/** Room for the multipart envelope around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

const MEDIA_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
} as const;
type MediaExt = keyof typeof MEDIA_TYPES;

/** The image kind from the file's first bytes; the client's name and type are not trusted. */
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

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

const tooLarge = (c: Context, maxMb: number) =>
  c.json({ message: `Die Datei ist zu groß (höchstens ${maxMb} MB).` }, 413);

/** The uploaded file of field 'file', or an answer refusing the request. */
async function readUpload(c: Context, maxBytes: number): Promise<Uint8Array | Response> {
  const declared = Number(c.req.header('content-length') ?? 0);
  // Refused before reading a byte when the declared size is already too large.
  if (declared > maxBytes + ENVELOPE_BYTES) return tooLarge(c, maxBytes / 1024 / 1024);
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return c.json({ message: 'Bitte eine Datei im Feld „file“ senden.' }, 400);
  }
  const form = await c.req.parseBody().catch(() => null);
  const file = form?.file;
  if (!(file instanceof File)) {
    return c.json({ message: 'Bitte eine Datei im Feld „file“ senden.' }, 400);
  }
  if (file.size > maxBytes) return tooLarge(c, maxBytes / 1024 / 1024);
  if (file.size === 0) return c.json({ message: 'Die Datei ist leer.' }, 400);
  return new Uint8Array(await file.arrayBuffer());
}

async function writeNew(file: string, bytes: Uint8Array) {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, bytes, { flag: 'wx' });
  await rename(temp, file);
}

const MEDIA_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|svg)$/;

/**
 * Admin uploads: images for the pages (served read-only at /uploads/media/<name>) and e-book
 * PDFs (stored under DATA_DIR/ebooks/uploads, referenced by products.file_key, never served).
 * Mounted at '/', so it defines full paths; only the upload calls need an administrator.
 */
export function uploadsApi(deps: AppDeps) {
  const mediaDir = path.join(deps.config.dataDir, 'uploads', 'media');
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .post('/api/upload/media', admin, async (c) => {
      const bytes = await readUpload(c, MEDIA_MAX_BYTES);
      if (bytes instanceof Response) return bytes;
      const ext = sniffMedia(bytes);
      if (!ext) {
        return c.json(
          { message: 'Nicht unterstützter Dateityp: erlaubt sind PNG, JPEG, WebP und SVG.' },
          415,
        );
      }
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeNew(path.join(mediaDir, name), bytes);
      return c.json({ url: `/uploads/media/${name}`, name }, 201);
    })
    .post('/api/upload/file', admin, async (c) => {
      const bytes = await readUpload(c, FILE_MAX_BYTES);
      if (bytes instanceof Response) return bytes;
      if (!isPdf(bytes)) {
        return c.json(
          { message: 'Nicht unterstützter Dateityp: erlaubt sind nur PDF-Dateien.' },
          415,
        );
      }
      const fileKey = `ebooks/uploads/${randomBytes(16).toString('hex')}.pdf`;
      await writeNew(path.join(deps.config.dataDir, fileKey), bytes);
      return c.json({ fileKey }, 201);
    })
    .on(['GET', 'HEAD'], '/uploads/media/:name', async (c) => {
      const name = c.req.param('name');
      if (!MEDIA_NAME.test(name)) return c.text('Not found', 404);
      const bytes = await readFile(path.join(mediaDir, name)).catch(() => null);
      if (!bytes) return c.text('Not found', 404);
      const ext = name.split('.').pop() as MediaExt;
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': MEDIA_TYPES[ext],
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened directly runs no script and loads nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    });
}
