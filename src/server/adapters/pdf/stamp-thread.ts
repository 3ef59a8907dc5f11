/**
 * A stamping thread of the pool (stamp-pool.ts): takes a source PDF and the stamp, and writes the
 * stamped copy to a file or answers it (moved between the threads, not copied).
 */
import { writeFile } from 'node:fs/promises';
import { Piscina } from 'piscina';
import { stampPdf, type StampOptions } from './stamp';

export default async function stamp(task: {
  source: Uint8Array;
  options: StampOptions;
  /** Written here instead of handed back: the copy's bytes never reach the server's thread. */
  outputFile?: string;
}) {
  const stamped = await stampPdf(task.source, task.options);
  if (!task.outputFile) return Piscina.move(stamped);
  await writeFile(task.outputFile, stamped, { mode: 0o600 });
  return null;
}
