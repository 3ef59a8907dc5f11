import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../deps';
import {
  FILE_MAX_BYTES,
  MEDIA_MAX_BYTES,
  readMedia,
  storeEbookFile,
  storeMedia,
} from '../domain/delivery/uploads';
import { refuse } from './errors';
import { requireAdmin } from './guards';
import { recordAudit } from '../domain/tables/audit-log';
import type { FileStore } from '../adapters/storage/types';

/** Room for the multipart envelope around the file itself. */
export const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

const tooLarge = (c: Context, maxMb: number) =>
  refuse(c, 'too-large', `Die Datei ist zu groß (höchstens ${maxMb} MB).`);
const NO_FILE = 'Bitte eine Datei im Feld „file“ senden.';

/** The uploaded file of field 'file', or an answer refusing the request. */
async function readUpload(c: Context, maxBytes: number): Promise<Uint8Array | Response> {
  const declared = Number(c.req.header('content-length') ?? 0);
  // Refused before reading a byte when the declared size is already too large.
  if (declared > maxBytes + UPLOAD_ENVELOPE_BYTES) return tooLarge(c, maxBytes / 1024 / 1024);
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data')) {
    return refuse(c, 'invalid', NO_FILE);
  }
  const form = await c.req.parseBody().catch(() => null);
  const file = form?.file;
  if (!(file instanceof File)) {
    return refuse(c, 'invalid', NO_FILE);
  }
  if (file.size > maxBytes) return tooLarge(c, maxBytes / 1024 / 1024);
  if (file.size === 0) return refuse(c, 'invalid', 'Die Datei ist leer.');
  return new Uint8Array(await file.arrayBuffer());
}

/** How one kind of upload is stored, refused and told about. */
interface UploadKind {
  maxBytes: number;
  /** The stored file's name or key; null for a type this kind does not take. */
  store: (files: FileStore, bytes: Uint8Array) => Promise<string | null>;
  /** The file types it takes, as the refusal of any other names them. */
  allowed: string;
  /** What the audit log calls the file. */
  label: string;
  /** The audit entry's row and values, and the answer, of the stored file. */
  describe: (stored: string) => {
    rowId: string;
    after: Record<string, string>;
    answer: Record<string, string>;
  };
}

/** Reads, stores and records one upload by an administrator; 201 with where it is. */
async function acceptUpload(c: Context<AppEnv>, deps: AppDeps, kind: UploadKind) {
  const bytes = await readUpload(c, kind.maxBytes);
  if (bytes instanceof Response) return bytes;
  const stored = await kind.store(deps.files, bytes);
  if (!stored) {
    return refuse(
      c,
      'unsupported-type',
      `Nicht unterstützter Dateityp: erlaubt sind ${kind.allowed}.`,
    );
  }
  const { rowId, after, answer } = kind.describe(stored);
  await recordAudit(deps.db, {
    actor: c.get('user').email,
    action: 'upload',
    table: 'uploads',
    rowId,
    summary: `${kind.label} hochgeladen (${Math.ceil(bytes.length / 1024)} kB)`,
    after: { ...after, bytes: bytes.length },
  });
  return c.json(answer, 201);
}

const MEDIA_UPLOAD: UploadKind = {
  maxBytes: MEDIA_MAX_BYTES,
  store: storeMedia,
  allowed: 'PNG, JPEG, WebP und SVG',
  label: 'Bild',
  describe(name) {
    const url = `/uploads/media/${name}`;
    return { rowId: url, after: { url }, answer: { url, name } };
  },
};

const EBOOK_UPLOAD: UploadKind = {
  maxBytes: FILE_MAX_BYTES,
  store: storeEbookFile,
  allowed: 'nur PDF-Dateien',
  label: 'PDF',
  describe: (fileKey) => ({ rowId: fileKey, after: { fileKey }, answer: { fileKey } }),
};

/**
 * Admin uploads: images for the pages (served read-only at /uploads/media/<name>) and e-book
 * PDFs (stored under DATA_DIR/ebooks/uploads, referenced by products.file_key, never served).
 * Mounted at '/', so it defines full paths; only the upload calls need an administrator.
 */
export function uploadsApi(deps: AppDeps) {
  const admin = requireAdmin(deps);
  return new Hono<AppEnv>()
    .post('/api/upload/media', admin, (c) => acceptUpload(c, deps, MEDIA_UPLOAD))
    .post('/api/upload/file', admin, (c) => acceptUpload(c, deps, EBOOK_UPLOAD))
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
