import type { Readable } from 'node:stream';

/**
 * Where the shop keeps its files: uploads, e-book editions and stamped copies. Keys are
 * relative, slash-separated paths (`uploads/cover-ab12.webp`, `ebooks/restaurant-closer-en.pdf`);
 * a key that would leave the store's root is refused. The local disk is one implementation; an
 * S3-compatible bucket plugs into the same interface.
 */
export interface FileStore {
  /** Reads a whole file; throws FileNotFoundError when it does not exist. */
  read(key: string): Promise<Buffer>;
  /** Writes a whole file atomically: readers see the old content or the new, never a part. */
  write(key: string, data: Uint8Array): Promise<void>;
  /**
   * Moves a file of the local disk into the store under `key`, atomically like `write`; the
   * local file is gone afterwards. Its bytes are copied by the system, never held in memory.
   */
  moveIn(key: string, localFile: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Size and last change of a file, or null when it does not exist. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  remove(key: string): Promise<void>;
  /** Files directly in a folder (not in folders below it) with their last change. */
  list(prefix: string): Promise<StoredFile[]>;
  /**
   * Every file below a folder, at any depth, a page at a time: a store of any size is gone
   * through without holding its whole listing.
   */
  walk(prefix: string): AsyncIterable<StoredFile[]>;
  /**
   * A file as a stream, whole or the bytes `range` names (both ends included), with its full
   * size; throws FileNotFoundError when it does not exist. Destroying the stream stops the read.
   */
  openRead(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number }>;
  /**
   * A file read piece by piece into buffers the caller keeps, for stores that can (the local
   * disk): a download reuses its few buffers instead of a new one per piece. Throws
   * FileNotFoundError when the file does not exist.
   */
  openReader?(key: string): Promise<PieceReader>;
}

/** An open file of the store, read into the caller's buffers; `close` once done. */
export interface PieceReader {
  size: number;
  /** Reads up to `length` bytes at `position` into the start of `into`; 0 at the end. */
  read(into: Uint8Array, length: number, position: number): Promise<number>;
  close(): void;
}

export interface StoredFile {
  key: string;
  modifiedAt: Date;
  size: number;
}

export interface ByteRange {
  start: number;
  end: number;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`file not found: ${key}`);
  }
}

export class UnsafeKeyError extends Error {
  constructor(readonly key: string) {
    super('unsafe file key');
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/**
 * Checks a key and answers its normalised form: relative, no empty, dot or dot-dot segments,
 * only letters, digits, dot, dash and underscore in each segment.
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    !key ||
    key.length > 500 ||
    segments.some((s) => !SAFE_SEGMENT.test(s) || s === '.' || s === '..' || s.includes('..'))
  ) {
    throw new UnsafeKeyError(key);
  }
  return segments.join('/');
}
