/**
 * A stamping thread of the pool (stamp-pool.ts): takes a source PDF and the stamp, and writes the
 * stamped copy to a file or answers it (moved between the threads, not copied).
 */
import { open, writeFile } from 'node:fs/promises';
import { Piscina } from 'piscina';
import { joinPieces } from './pdf-pieces';
import { recentlyMade } from './recently-made';
import { stampCopy, stampTemplate, type StampOptions, type StampTemplate } from './stamp';

/**
 * The editions this thread made ready, by the source's id (its name and version): a launch
 * stamps one edition hundreds of times, and each copy only writes its own line into it.
 */
const templates = recentlyMade<StampTemplate>(2);

function templateOf(source: Uint8Array, sourceId: string | undefined): Promise<StampTemplate> {
  return sourceId ? templates(sourceId, () => stampTemplate(source)) : stampTemplate(source);
}

export default async function stamp(task: {
  source: Uint8Array;
  /** The source's name and version, when it is shared: its template is kept for the next copy. */
  sourceId?: string;
  options: StampOptions;
  /** Written here instead of handed back: the copy's bytes never reach the server's thread. */
  outputFile?: string;
}) {
  const stamped = stampCopy(await templateOf(task.source, task.sourceId), task.options);
  if (!task.outputFile) return Piscina.move(joinPieces(stamped));
  // Piece by piece: the edition's pictures go from the template to the file as they are. On
  // the disk before the copy counts as made: a crowd's copies would otherwise pile up unwritten
  // by the gigabyte, and the server's own small writes (its database) would wait behind them.
  const file = await open(task.outputFile, 'w', 0o600);
  try {
    await writeFile(file, stamped.pieces);
    await file.datasync();
  } finally {
    await file.close();
  }
  return null;
}
