import type { FileStore } from '../../adapters/storage/types';

/** The folder of every stamped copy: stamped/ORDER/ (a team member's: stamped/ORDER/seat-N/). */
export const STAMPED_PREFIX = 'stamped';

/**
 * Deletes stamped copies made more than `maxAgeDays` ago (use the link validity: by then the
 * link has expired unless it was refreshed). They are only a cache, a later download stamps
 * again, and one copy per purchase would otherwise grow without end. The store is gone
 * through a page at a time, so its size costs time, never memory.
 */
export async function pruneStampedCopies(
  files: FileStore,
  maxAgeDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = now.getTime() - maxAgeDays * 24 * 60 * 60 * 1000;
  let removed = 0;
  for await (const page of files.walk(STAMPED_PREFIX)) {
    for (const copy of page) {
      if (copy.modifiedAt.getTime() < cutoff) {
        await files.remove(copy.key);
        removed++;
      }
    }
  }
  return removed;
}
