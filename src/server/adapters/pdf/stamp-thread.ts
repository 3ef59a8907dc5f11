/**
 * A stamping thread of the pool (stamp-pool.ts): takes a source PDF and the stamp, answers the
 * stamped copy. Both byte arrays are moved between the threads, not copied.
 */
import { Piscina } from 'piscina';
import { stampPdf, type StampOptions } from './stamp';

export default async function stamp(task: { source: Uint8Array; options: StampOptions }) {
  const stamped = await stampPdf(task.source, task.options);
  return Piscina.move(stamped);
}
