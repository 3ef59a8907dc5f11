import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookBlock, BookSpec, PdfRenderer } from '../../adapters/pdf/index';
import { FileNotFoundError, type FileStore } from '../../adapters/storage/types';
import type { Database } from '../../db/types';
import type { Logger } from '../../logger';
import { EDITION_COPY } from '../../content';
import { SAMPLE_BOOKS, type Framework, type Script } from '../../content/sample-book';
import { LANGS, toLang, type Lang } from '../../../shared/languages';
import { PRODUCT_FALLBACK_NAME } from '../checkout/catalog';
import { STAMPED_PREFIX } from './stamped-copies';

/**
 * The e-book files: one private PDF per language edition under DATA_DIR (the product row's
 * file_key), never under a public path; a sample edition is generated when a file is missing;
 * each buyer gets a copy stamped with their address, made once and cached on disk.
 */

// ---------------------------------------------------------------------------------------
// Sample editions: the text is in content/sample-book, one typed file per language.

/** French typography: a no-break space before ? ! : ; » and after «, so they never start a line. */
function frenchSpacing(text: string): string {
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
const CHAPTER_PAGES = [8, 14, 14, 12, 12, 12, 12, 3] as const;

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
    creator: SAMPLE_EDITION_CREATOR,
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

// ---------------------------------------------------------------------------------------
// Files: every read and write goes through the file store (local disk or a bucket).

/** The Creator entry of every generated sample edition: how a sample is told from the real book. */
const SAMPLE_EDITION_CREATOR = 'Restaurant Closer sample edition';

/** The file keys of active products that still sell a generated sample edition. */
export async function listSampleEditions(
  db: Kysely<Database>,
  deps: EbookFiles,
): Promise<string[]> {
  const products = await db
    .selectFrom('products')
    .select('file_key')
    .where('active', '=', 1)
    .execute();
  const samples: string[] = [];
  for (const key of new Set(products.map((p) => p.file_key))) {
    const bytes = await deps.files.read(key).catch(() => null);
    if (
      bytes &&
      (await deps.pdf.creatorOf(bytes).catch(() => undefined)) === SAMPLE_EDITION_CREATOR
    )
      samples.push(key);
  }
  return samples;
}

/** The file key of a language's edition when its product row is gone. */
function defaultFileKey(lang: Lang): string {
  return `ebooks/restaurant-closer-${lang}.pdf`;
}

interface EbookFiles {
  files: FileStore;
  pdf: PdfRenderer;
}

/** Writes the sample edition of `lang` to a file key; used when the real file is missing. */
async function writeSampleEbook(deps: EbookFiles, fileKey: string, lang: Lang) {
  await deps.files.write(fileKey, await deps.pdf.renderBook(sampleBookSpec(lang)));
}

/**
 * Makes sure every product's file exists, generating the sample edition of its language for
 * each missing one (all of them with `force`). Returns the file keys written.
 */
export async function ensureSampleEbooks(
  db: Kysely<Database>,
  deps: EbookFiles,
  opts: { force?: boolean; logger?: Pick<Logger, 'info'> } = {},
): Promise<string[]> {
  const products = await db.selectFrom('products').select(['language', 'file_key']).execute();
  const wanted = new Map<string, Lang>();
  for (const p of products) wanted.set(p.file_key, toLang(p.language));
  if (!products.length) for (const lang of LANGS) wanted.set(defaultFileKey(lang), lang);
  const written: string[] = [];
  for (const [fileKey, lang] of wanted) {
    if (!opts.force && (await deps.files.exists(fileKey))) continue;
    await writeSampleEbook(deps, fileKey, lang);
    written.push(fileKey);
  }
  if (written.length) {
    opts.logger?.info({ files: written }, 'sample e-book editions generated');
  }
  return written;
}

// ---------------------------------------------------------------------------------------
// Stamped copies

export interface StampSubject {
  id: string;
  email: string;
  language: string;
  /** A team member's copy (decision 100): kept apart from the order's other copies. */
  seat?: number;
}

/**
 * The licence line printed on every page of a buyer's copy, in the edition's language.
 * @internal Exported for its unit test: the licence line of each language is a format checked on
 * its own, and the download tests find it in the stamped pages.
 */
export function stampText(purchase: StampSubject): string {
  return EDITION_COPY[toLang(purchase.language)].stamp(purchase.email, purchase.id);
}

/** The file name a buyer's browser saves, in the edition's language (Restaurant-Closer-Methode-DE.pdf). */
export function downloadFileName(lang: string): string {
  return EDITION_COPY[toLang(lang)].fileName;
}

/** The folder of one purchase's copies: its older copies are found there, never by listing all. */
function purchaseFolder(purchaseId: string, seat?: number): string {
  return seat ? `${STAMPED_PREFIX}/${purchaseId}/seat-${seat}` : `${STAMPED_PREFIX}/${purchaseId}`;
}

// One stamping per copy at a time: concurrent first downloads share the same work.
const inflight = new Map<string, Promise<string>>();

/**
 * The file key of the buyer's stamped copy of `sourceKey`, creating it on first use. The
 * cache name carries a hash of the source and the stamp text, so replacing the e-book file (or
 * correcting the buyer's address) makes a fresh copy without a restart. The stamping itself
 * runs in the PDF renderer's thread pool (decision D20); this thread only waits for it.
 * @internal Exported for its unit test: the copy's cache name, its reuse and the shared stamping
 * are checked on a file store alone, without orders and products.
 */
export async function stampedCopy(
  deps: EbookFiles,
  sourceKey: string,
  purchase: StampSubject,
  title: string,
  /** Called when the copy is not there yet and must be (or is being) stamped. */
  onStamping?: () => void,
): Promise<string> {
  const source = await deps.files.stat(sourceKey);
  if (!source) throw new FileNotFoundError(sourceKey);
  const text = stampText(purchase);
  const hash = createHash('sha256')
    .update(`${sourceKey}\n${source.modifiedAt.getTime()}\n${source.size}\n${text}`)
    .digest('hex')
    .slice(0, 16);
  const folder = purchaseFolder(purchase.id, purchase.seat);
  const key = `${folder}/${hash}.pdf`;
  if (await deps.files.exists(key)) return key;
  onStamping?.();
  let job = inflight.get(key);
  if (!job) {
    job = (async () => {
      const stamped = await deps.pdf.stampToFile(
        () => deps.files.read(sourceKey),
        {
          text,
          title,
          author: PRODUCT_FALLBACK_NAME,
          subject: text,
          keywords: [PRODUCT_FALLBACK_NAME, `order:${purchase.id}`, `licensee:${purchase.email}`],
        },
        // The edition's version: every copy of it shares one reading.
        `${sourceKey}@${source.modifiedAt.getTime()}:${source.size}`,
      );
      await deps.files.moveIn(key, stamped);
      // Older copies of this purchase (a replaced source, an edited address) are obsolete.
      for (const old of await deps.files.list(folder)) {
        if (old.key !== key) await deps.files.remove(old.key).catch(() => {});
      }
      return key;
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
  }
  return job;
}

const samplesInFlight = new Map<string, Promise<void>>();

/**
 * The buyer's stamped copy of their edition, as a file key: the product row names the
 * edition's file; a missing file is regenerated as the sample edition first.
 */
async function prepareBuyerCopy(
  db: Kysely<Database>,
  deps: EbookFiles & { logger: Pick<Logger, 'warn'> },
  purchase: StampSubject & { product_id: string },
  onStamping?: () => void,
): Promise<string> {
  const lang = toLang(purchase.language);
  const product = await db
    .selectFrom('products')
    .select(['file_key', 'name'])
    .where('id', '=', purchase.product_id)
    .executeTakeFirst();
  const fileKey = product?.file_key ?? defaultFileKey(lang);
  if (!(await deps.files.exists(fileKey))) {
    onStamping?.();
    // Generated once however many downloads ask at the same moment: each write would change
    // the file's time, and so the name of the copy every other download waits for.
    let writing = samplesInFlight.get(fileKey);
    if (!writing) {
      deps.logger.warn({ fileKey }, 'e-book file missing: generating the sample edition');
      writing = writeSampleEbook(deps, fileKey, lang).finally(() =>
        samplesInFlight.delete(fileKey),
      );
      samplesInFlight.set(fileKey, writing);
    }
    await writing;
  }
  return stampedCopy(deps, fileKey, purchase, product?.name ?? PRODUCT_FALLBACK_NAME, onStamping);
}

type CopyDeps = EbookFiles & { logger: Pick<Logger, 'warn'> };

/**
 * The buyer's copy when it is ready within `waitMs`; null while it is still being prepared.
 * The preparing goes on either way, so that the page the buyer is shown meanwhile (which
 * reloads itself) finds the file. A failure within the wait is thrown; a later one is logged.
 */
export async function buyerCopyWithin(
  db: Kysely<Database>,
  deps: CopyDeps,
  purchase: StampSubject & { product_id: string },
  waitMs: number,
): Promise<string | null> {
  // Only the stamping is timed: a copy that is already there is answered whatever the wait
  // (with a wait of nothing, the look-ups alone lost the race to the timer).
  let timer: NodeJS.Timeout | undefined;
  let startClock = () => {};
  const late = new Promise<null>((resolve) => {
    startClock = () => {
      timer ??= setTimeout(resolve, waitMs, null);
    };
  });
  const job = prepareBuyerCopy(db, deps, purchase, () => startClock());
  try {
    const key = await Promise.race([job, late]);
    if (key === null)
      job.catch((err) =>
        deps.logger.warn({ err, purchaseId: purchase.id }, 'could not prepare the stamped e-book'),
      );
    return key;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stamps a copy in the background: a just-paid purchase's (by its id) or a team member's once
 * given out. A failure leaves it to the download.
 */
export function prepareCopyAhead(
  db: Kysely<Database>,
  deps: CopyDeps,
  copy: string | (StampSubject & { product_id: string }),
): void {
  // A team order has no copy of its own: each member's is stamped when given out.
  const subject =
    typeof copy === 'string'
      ? db
          .selectFrom('ebook_purchases')
          .select(['id', 'email', 'language', 'product_id'])
          .where('id', '=', copy)
          .where('copies', '=', 1)
          .executeTakeFirst()
      : Promise.resolve(copy);
  subject
    .then((found) => found && prepareBuyerCopy(db, deps, found))
    .catch((err) =>
      deps.logger.warn(
        { err, purchaseId: typeof copy === 'string' ? copy : copy.id },
        'could not prepare the stamped e-book in advance',
      ),
    );
}
