import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { createStampPool } from './stamp-pool';
import { PDFDocument } from 'pdf-lib';

/** A small PDF of three pages. */
async function smallPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < 3; i++) doc.addPage([420, 595]);
  return doc.save();
}

describe('the stamp pool', () => {
  const pool = createStampPool(1);
  afterAll(() => pool.close());

  it('stamps in its thread, one copy at a time, and reads a waiting copy’s source only when its turn comes', async () => {
    const source = await smallPdf();
    const reads: number[] = [];
    const copies = await Promise.all(
      [0, 1, 2].map((i) =>
        pool.stamp(
          async () => {
            reads.push(i);
            // Only one copy is ever in progress with one thread.
            expect(pool.backlog().running).toBe(1);
            return source.slice();
          },
          { text: `Licensed to reader${i}@example.com` },
        ),
      ),
    );
    expect(reads).toEqual([0, 1, 2]);
    for (const [i, copy] of copies.entries())
      expect((await PDFDocument.load(copy)).getSubject()).toBe(
        `Licensed to reader${i}@example.com`,
      );
    expect(pool.backlog()).toEqual({ running: 0, waiting: 0 });
  });

  it('reads a shared edition once for all its copies, and again for a new version', async () => {
    const source = await smallPdf();
    let reads = 0;
    const read = async () => (reads++, source.slice());
    const copies = await Promise.all(
      [0, 1, 2, 3].map((i) => pool.stamp(read, { text: `reader ${i}` }, 'ebooks/de.pdf@1:100')),
    );
    expect(reads).toBe(1);
    for (const [i, copy] of copies.entries())
      expect((await PDFDocument.load(copy)).getSubject()).toBe(`reader ${i}`);
    await pool.stamp(read, { text: 'new version' }, 'ebooks/de.pdf@2:100');
    expect(reads).toBe(2);
  });

  it('keeps no finished copy in memory', async () => {
    // A collection on demand, to tell what is still reachable from what is only garbage.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const doc = await PDFDocument.create();
    const page = doc.addPage([420, 595]);
    // About 4 MB that pdf-lib keeps as it is: an image stream of noise.
    const image = doc.context.register(
      doc.context.stream(randomBytes(4_000_000), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: 1000,
        Height: 1000,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    page.node.newXObject('Photo', image);
    const source = await doc.save();
    await pool.stamp(async () => source.slice(), { text: 'warm-up' });
    gc();
    const before = process.memoryUsage().external;
    for (let i = 0; i < 15; i++)
      await pool.stamp(async () => source.slice(), { text: `copy ${i}` });
    // Freed buffers are swept in the background: collected again until it shows, or 5 s.
    // Fifteen copies of 4 MB held would be 60 MB.
    const growth = () => (gc(), process.memoryUsage().external - before);
    for (let i = 0; i < 50 && growth() >= 20_000_000; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(growth()).toBeLessThan(20_000_000);
  });

  it('shares one folder of copies and one exit hook among all pools of a process', async () => {
    const hooks = process.listenerCount('exit');
    const folders = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const own = createStampPool(1);
      const file = await own.stampToFile(smallPdf, { text: `reader${i}@example.com` });
      expect(existsSync(file)).toBe(true);
      folders.add(path.dirname(file));
      rmSync(file);
      await own.close();
    }
    expect(folders.size).toBe(1);
    // At most the one hook of the process's folder, if no pool before these made it.
    expect(process.listenerCount('exit')).toBeLessThanOrEqual(hooks + 1);
  });

  it('fails a copy whose source is no PDF, and goes on stamping the next', async () => {
    await expect(
      pool.stamp(async () => new TextEncoder().encode('not a pdf'), { text: 'x' }),
    ).rejects.toThrow();
    const copy = await pool.stamp(smallPdf, { text: 'after' });
    expect((await PDFDocument.load(copy)).getSubject()).toBe('after');
  });
});
