import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { renderBook, stampPdf, type BookBlock, type BookSpec } from '../adapters/pdf';
import type { Database } from '../db/types';
import type { Logger } from '../logger';
import { SAMPLE_BOOKS, type Framework, type Script } from '../content/sample-book';
import { isLang, LANGS, type Lang } from '../../shared/languages';

/**
 * The e-book files: one private PDF per language edition under DATA_DIR (the product row's
 * file_key), never under a public path; a sample edition is generated when a file is missing;
 * each buyer gets a copy stamped with their address, made once and cached on disk.
 */

// ---------------------------------------------------------------------------------------
// Sample editions: the text is in content/sample-book, one typed file per language.

/** French typography: a no-break space before ? ! : ; » and after «, so they never start a line. */
export function frenchSpacing(text: string): string {
  return text.replace(/ ([?!:;»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');
}

function frameworkBlocks(f: Framework): BookBlock[] {
  return [
    ...f.intro.map((text): BookBlock => ({ kind: 'paragraph', text })),
    ...f.steps.flatMap(([letter, name, text]): BookBlock[] => [
      { kind: 'heading', text: `${letter} – ${name}` },
      { kind: 'paragraph', text },
    ]),
    { kind: 'script', title: f.script.title, lines: scriptLines(f.script) },
    ...(f.list ? [{ kind: 'checklist' as const, ...f.list }] : []),
    ...(f.callout ? [{ kind: 'callout' as const, ...f.callout }] : []),
  ];
}

function scriptLines(s: Script) {
  return s.lines.map(([speaker, text]) => ({ speaker, text }));
}

/** The page plan: 3 front pages and eight chapters, 90 pages in all, as the sales page says. */
export const CHAPTER_PAGES = [8, 14, 14, 12, 12, 12, 12, 3] as const;

export function sampleBookSpec(lang: Lang): BookSpec {
  const c = SAMPLE_BOOKS[lang];
  const chapters: Array<{ title: string; blocks: BookBlock[] }> = [
    {
      title: c.intro.title,
      blocks: [
        ...c.intro.paragraphs.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'callout', ...c.intro.callout },
        { kind: 'checklist', ...c.intro.list },
      ],
    },
    { title: c.oasi.title, blocks: frameworkBlocks(c.oasi) },
    { title: c.safe.title, blocks: frameworkBlocks(c.safe) },
    { title: c.lara.title, blocks: frameworkBlocks(c.lara) },
    {
      title: c.scripts.title,
      blocks: [
        { kind: 'paragraph', text: c.scripts.intro },
        ...c.scripts.scripts.map((s): BookBlock => ({
          kind: 'script',
          title: s.title,
          lines: scriptLines(s),
        })),
        { kind: 'callout', ...c.scripts.callout },
      ],
    },
    {
      title: c.kpis.title,
      blocks: [
        ...c.kpis.intro.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'table', ...c.kpis.table },
        ...c.kpis.lists.map((l): BookBlock => ({ kind: 'checklist', ...l })),
      ],
    },
    {
      title: c.plan.title,
      blocks: [
        ...c.plan.intro.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'table', ...c.plan.table },
        ...c.plan.lists.map((l): BookBlock => ({ kind: 'checklist', ...l })),
      ],
    },
    {
      title: c.closing.title,
      blocks: [
        ...c.closing.paragraphs.map((text): BookBlock => ({ kind: 'paragraph', text })),
        { kind: 'checklist', ...c.closing.recap },
        { kind: 'callout', ...c.closing.callout },
      ],
    },
  ];
  const spec: BookSpec = {
    language: lang,
    title: c.title,
    subtitle: c.subtitle,
    tagline: c.tagline,
    badges: ['O.A.S.I.', 'S.A.F.E.', 'L.A.R.A.'],
    author: c.author,
    edition: c.edition,
    shortTitle: 'Restaurant Closer',
    front: c.front,
    toc: { title: c.tocTitle },
    chapters: chapters.map((ch, i) => ({
      kicker: `${c.chapterWord} ${i + 1}`,
      title: ch.title,
      pages: CHAPTER_PAGES[i],
      blocks: ch.blocks,
    })),
  };
  return lang === 'fr' ? mapStrings(spec, frenchSpacing) : spec;
}

/** Applies `fn` to every string in a JSON-like value. */
function mapStrings<T>(value: T, fn: (s: string) => string): T {
  if (typeof value === 'string') return fn(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)])) as T;
  }
  return value;
}

/** The 90-page sample edition of a language, as PDF bytes. */
export function renderSampleEbook(lang: Lang): Promise<Uint8Array> {
  return renderBook(sampleBookSpec(lang));
}

// ---------------------------------------------------------------------------------------
// Files

/** The absolute path of a file key, refusing anything that would leave DATA_DIR. */
export function ebookPath(dataDir: string, fileKey: string): string {
  const root = path.resolve(dataDir);
  const full = path.resolve(root, fileKey);
  if (!full.startsWith(root + path.sep)) throw new Error(`file key outside DATA_DIR: ${fileKey}`);
  return full;
}

/** The file key of a language's edition when its product row is gone. */
export function defaultFileKey(lang: Lang): string {
  return `ebooks/restaurant-closer-${lang}.pdf`;
}

async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, file);
}

/** Writes the sample edition of `lang` to a file key; used when the real file is missing. */
export async function writeSampleEbook(dataDir: string, fileKey: string, lang: Lang) {
  await writeAtomically(ebookPath(dataDir, fileKey), await renderSampleEbook(lang));
}

/**
 * Makes sure every product's file exists, generating the sample edition of its language for
 * each missing one (all of them with `force`). Returns the file keys written.
 */
export async function ensureSampleEbooks(
  db: Kysely<Database>,
  dataDir: string,
  opts: { force?: boolean; logger?: Logger } = {},
): Promise<string[]> {
  const products = await db.selectFrom('products').select(['language', 'file_key']).execute();
  const wanted = new Map<string, Lang>();
  for (const p of products) wanted.set(p.file_key, isLang(p.language) ? p.language : 'en');
  if (!products.length) for (const lang of LANGS) wanted.set(defaultFileKey(lang), lang);
  const written: string[] = [];
  for (const [fileKey, lang] of wanted) {
    if (!opts.force && existsSync(ebookPath(dataDir, fileKey))) continue;
    await writeSampleEbook(dataDir, fileKey, lang);
    written.push(fileKey);
  }
  if (written.length) {
    opts.logger?.warn(
      { files: written },
      'sample e-book editions generated: replace them with the real manuscripts (same file names)',
    );
  }
  return written;
}

// ---------------------------------------------------------------------------------------
// Stamped copies

export interface StampSubject {
  id: string;
  email: string;
  language: string;
}

/** The licence line printed on every page of a buyer's copy. */
export function stampText(purchase: StampSubject): string {
  return `Licensed to ${purchase.email} · Order ${purchase.id}`;
}

/** The file name a buyer's browser saves: Restaurant-Closer-Method-EN.pdf. */
export function downloadFileName(lang: string): string {
  return `Restaurant-Closer-Method-${(isLang(lang) ? lang : 'en').toUpperCase()}.pdf`;
}

// One stamping per purchase at a time: concurrent first downloads share the same work.
const inflight = new Map<string, Promise<string>>();

/**
 * The path of the buyer's stamped copy of `sourcePath`, creating it on first use. The cache
 * name carries the source's mtime and size and the stamp text, so replacing the e-book file
 * (or correcting the buyer's address) makes a fresh copy without a restart.
 */
export async function stampedCopy(
  dataDir: string,
  sourcePath: string,
  purchase: StampSubject,
  title: string,
): Promise<string> {
  const source = await stat(sourcePath);
  const text = stampText(purchase);
  const key = createHash('sha256')
    .update(`${sourcePath}\n${source.mtimeMs}\n${source.size}\n${text}`)
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(dataDir, 'stamped');
  const file = path.join(dir, `${purchase.id}.${key}.pdf`);
  if (existsSync(file)) return file;
  let job = inflight.get(file);
  if (!job) {
    job = (async () => {
      const stamped = await stampPdf(await readFile(sourcePath), {
        text,
        title,
        author: 'Restaurant Closer',
        subject: text,
        keywords: ['Restaurant Closer', `order:${purchase.id}`, `licensee:${purchase.email}`],
      });
      await writeAtomically(file, stamped);
      // Older copies of this purchase (a replaced source, an edited address) are obsolete.
      for (const name of await readdir(dir)) {
        if (
          name.startsWith(`${purchase.id}.`) &&
          name.endsWith('.pdf') &&
          name !== path.basename(file)
        )
          await unlink(path.join(dir, name)).catch(() => {});
      }
      return file;
    })().finally(() => inflight.delete(file));
    inflight.set(file, job);
  }
  return job;
}

/**
 * Deletes stamped copies made more than `maxAgeDays` ago (use the link validity: by then the
 * link has expired unless it was refreshed). They are only a cache, a later download stamps
 * again, and one copy per purchase would otherwise grow without end.
 */
export async function pruneStampedCopies(
  dataDir: string,
  maxAgeDays: number,
  now: Date = new Date(),
): Promise<number> {
  const dir = path.join(dataDir, 'stamped');
  if (!existsSync(dir)) return 0;
  const cutoff = now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000;
  let removed = 0;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtimeMs < cutoff) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
