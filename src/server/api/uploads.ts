import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import {
  FILE_MAX_BYTES,
  MEDIA_MAX_BYTES,
  readMedia,
  storeEbookFile,
  storeMedia,
} from '../domain/uploads';
import { requireAdmin } from './guards';
import { recordAudit } from '../domain/audit-log';

/** Room for the multipart envelope around the file itself. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (c: Context, maxMb: number) =>
  c.json({ message: `Die Datei ist zu groß (höchstens ${maxMb} MB).` }, 413);

/** The uploaded file of field 'file', or an answer refusing the request. */
async function readUpload(c: Context, maxBytes: number): Promise<Uint8Array | Response> {
  const declared = Number(c.req.header('content-length') ?? 0);
  // Refused before reading a byte when the declared size is already too large.
  if (declared > maxBytes + UPLOAD_ENVELOPE_BYTES) return tooLarge(c, maxBytes / 1024 / 1024);
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

/**
 * Admin uploads: images for the pages (served read-only at /uploads/media/<name>) and e-book
 * PDFs (stored under DATA_DIR/ebooks/uploads, referenced by products.file_key, never served).
 * Mounted at '/', so it defines full paths; only the upload calls need an administrator.
 */
export function uploadsApi(deps: AppDeps) {
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .post('/api/upload/media', admin, async (c) => {
      const bytes = await readUpload(c, MEDIA_MAX_BYTES);
      if (bytes instanceof Response) return bytes;
      const name = await storeMedia(deps.files, bytes);
      if (!name) {
        return c.json(
          { message: 'Nicht unterstützter Dateityp: erlaubt sind PNG, JPEG, WebP und SVG.' },
          415,
        );
      }
      const url = `/uploads/media/${name}`;
      await recordAudit(deps.db, {
        actor: c.get('user').email,
        action: 'upload',
        table: 'uploads',
        rowId: url,
        summary: `Bild hochgeladen (${Math.ceil(bytes.length / 1024)} kB)`,
        after: { url, bytes: bytes.length },
      });
      return c.json({ url, name }, 201);
    })
    .post('/api/upload/file', admin, async (c) => {
      const bytes = await readUpload(c, FILE_MAX_BYTES);
      if (bytes instanceof Response) return bytes;
      const fileKey = await storeEbookFile(deps.files, bytes);
      if (!fileKey) {
        return c.json(
          { message: 'Nicht unterstützter Dateityp: erlaubt sind nur PDF-Dateien.' },
          415,
        );
      }
      await recordAudit(deps.db, {
        actor: c.get('user').email,
        action: 'upload',
        table: 'uploads',
        rowId: fileKey,
        summary: `PDF hochgeladen (${Math.ceil(bytes.length / 1024)} kB)`,
        after: { fileKey, bytes: bytes.length },
      });
      return c.json({ fileKey }, 201);
    })
    .on(['GET', 'HEAD'], '/uploads/media/:name', async (c) => {
      const media = await readMedia(deps.files, c.req.param('name'));
      if (!media) return c.text('Not found', 404);
      return c.body(new Uint8Array(media.bytes), 200, {
        'Content-Type': media.type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened directly runs no script and loads nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      });
    });
}
