import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import { threadModule } from '../../thread-module';
import { recentlyMade } from './recently-made';
import type { StampOptions } from './stamp';

/**
 * Stamping off the thread that answers requests (decision D20): a pool of worker threads, at
 * most `threads` copies in progress, the rest waiting in order. A waiting copy holds nothing:
 * its source is read only when a thread takes it, so two hundred buyers at once cost two
 * hundred small records, not two hundred files in memory.
 */
export interface StampPool {
  /**
   * Stamps the bytes `readSource` gives once a thread is free. With `sourceId` (the source's
   * name and version) the source is read once and shared with the threads for every copy of
   * it, instead of read and handed over per copy.
   */
  stamp(
    readSource: () => Promise<Uint8Array>,
    options: StampOptions,
    sourceId?: string,
  ): Promise<Uint8Array>;
  /**
   * The same, written by the thread to a new file of the process's scratch folder, whose path is
   * answered: the copy's bytes never pass through the server's thread. The caller moves or
   * removes the file.
   */
  stampToFile(
    readSource: () => Promise<Uint8Array>,
    options: StampOptions,
    sourceId?: string,
  ): Promise<string>;
  /** Copies in progress and waiting. */
  backlog(): { running: number; waiting: number };
  close(): Promise<void>;
}

/**
 * One thread per core, at most four. The threads run at a lower priority than the server's
 * own thread (THREAD_NICENESS), so a crowd's stamping takes the cores only while they are not
 * answering visitors.
 */
function defaultStampThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * The stamping thread's heap. Without a limit V8 sizes a thread's heap to the machine and
 * collects late: each copy's parsed document stayed in memory long after it was written, about
 * the file's size per copy. With it, the thread collects as it goes.
 */
const STAMP_THREAD_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 };

/** Editions kept shared with the threads at once. */
const SHARED_SOURCES = 2;

/**
 * How much lower than the server's thread the stamping threads run (nice(2), 0 to 19). The
 * lowest level, 19, kept a little more of the landing page's speed during a launch, but on a
 * machine busy with other work it starved the stamping: a buyer waited over a minute.
 */
const THREAD_NICENESS = 10;

export function createStampPool(
  threads = defaultStampThreads(),
  /** Tests stamp at the server's own priority: their machine has no buyers to keep fast. */
  niceness = THREAD_NICENESS,
): StampPool {
  let pool: Piscina | undefined;
  /**
   * Fails the copies in progress when the pool itself fails (a thread that cannot start). One
   * function per copy, dropped when it ends: a race against one lasting promise would keep
   * every finished copy's bytes reachable from it.
   */
  const failInProgress = new Set<(err: unknown) => void>();
  let running = 0;
  const waiting: Array<() => void> = [];

  // Threads start with the first copy, not with the process: most processes stamp rarely.
  async function threadPool(): Promise<Piscina> {
    if (!pool) {
      const created = new Piscina({
        filename: (await threadModule('stamp-thread')).href,
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 60_000,
        niceIncrement: niceness,
        resourceLimits: STAMP_THREAD_LIMITS,
      });
      // A pool error is not a copy's: it would end the process unheard. The copies in
      // progress fail (the buyer gets the "try again" page) and the next one starts a new pool.
      created.on('error', (err: unknown) => {
        if (pool === created) pool = undefined;
        void created.close({ force: true }).catch(() => {});
        for (const fail of failInProgress) fail(err);
      });
      pool = created;
    }
    return pool;
  }

  async function turn(): Promise<void> {
    if (running < threads) {
      running++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function done() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  /**
   * Sources shared with the threads, by id: the last few editions stamped. A launch stamps one
   * edition hundreds of times; reading it for each copy cost the server's thread a file's worth
   * of memory (and its collection) per copy.
   */
  const shared = recentlyMade<Uint8Array>(SHARED_SOURCES);
  function sharedSource(id: string, read: () => Promise<Uint8Array>): Promise<Uint8Array> {
    return shared(id, () =>
      read().then((bytes) => {
        const copy = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
        copy.set(bytes);
        return copy;
      }),
    );
  }

  async function run(
    readSource: () => Promise<Uint8Array>,
    options: StampOptions,
    sourceId: string | undefined,
    outputFile: string | undefined,
  ): Promise<Uint8Array | null> {
    await turn();
    try {
      const source = sourceId
        ? await sharedSource(sourceId, readSource)
        : movable(await readSource());
      const threads = await threadPool();
      let fail: (err: unknown) => void = () => {};
      try {
        return await new Promise<Uint8Array | null>((resolve, reject) => {
          fail = reject;
          failInProgress.add(fail);
          (
            threads.run(
              { source, sourceId, options, outputFile },
              // A shared source is shared, not moved.
              { transferList: sourceId ? [] : [source.buffer as ArrayBuffer] },
            ) as Promise<Uint8Array | null>
          ).then(resolve, reject);
        });
      } finally {
        failInProgress.delete(fail);
      }
    } finally {
      done();
    }
  }

  return {
    async stamp(readSource, options, sourceId) {
      return (await run(readSource, options, sourceId, undefined))!;
    },
    async stampToFile(readSource, options, sourceId) {
      const file = path.join(await scratchDir(), `${randomUUID()}.pdf`);
      try {
        await run(readSource, options, sourceId, file);
      } catch (err) {
        await rm(file, { force: true });
        throw err;
      }
      return file;
    },
    backlog: () => ({ running, waiting: waiting.length }),
    async close() {
      await pool?.close({ force: true });
      pool = undefined;
    },
  };
}

/**
 * The folder copies are written to before their callers move them: one for the process, made on
 * first use and removed when it exits. One per pool, each with an exit hook of its own, added a
 * hook for every app a process opened (the unit workers open one per test file).
 */
let scratch: Promise<string> | undefined;
function scratchDir(): Promise<string> {
  return (scratch ??= mkdtemp(path.join(tmpdir(), 'shop-stamps-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }));
}

/** Bytes that own their whole buffer, so that it can be moved to the thread without a copy. */
function movable(bytes: Uint8Array): Uint8Array {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  return new Uint8Array(bytes);
}
