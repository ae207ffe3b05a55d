import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/queue.ts';
import { deleteOrphanUploads } from './images.repo.ts';

/**
 * Deletes the uploads no profile, group, post, chat IMAGE message or event photo refers to, oldest first, rows
 * and then files. Soft-deleted chat messages still count (their row still holds the URL, and
 * keeping a file too long costs less than losing one still shown). `minAgeMs` spares uploads whose
 * form is still being filled in; the cutoff is the database's clock, the same one as created_at.
 * An aborted `signal` ends the sweep after the batch in progress.
 */
export async function sweepOrphanUploads(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  { minAgeMs, batchSize = 500, signal }: { minAgeMs: number; batchSize?: number; signal?: AbortSignal },
): Promise<{ deleted: number }> {
  const minAgeSecs = minAgeMs / 1000;
  let deleted = 0;
  for (;;) {
    // Rows go first, in one statement per batch, so a crash can only leave an unreferenced file
    // behind, never a row pointing at a deleted file.
    const rows = await deleteOrphanUploads(deps.db, { minAgeSecs, limit: batchSize });
    for (const { url } of rows) {
      try {
        await deps.storage.remove(url);
      } catch (error) {
        deps.log.warn({ err: error, url }, 'orphan upload: file could not be removed');
      }
    }
    deleted += rows.length;
    if (rows.length < batchSize || signal?.aborted) return { deleted };
  }
}

/** An upload unattached for this long is an orphan: its form was abandoned, not still being filled in. */
export const ORPHAN_MIN_AGE_MS = 24 * 3_600_000;

/**
 * Every hour, one instance sweeps the unused uploads (a singleton job: one waits and one runs at a
 * time across instances). A failed sweep is retried; stopping the instance ends the sweep after
 * the batch in progress.
 */
export const orphanUploadSweepJob = defineJob({
  name: 'images.sweep-orphan-uploads',
  cron: '17 * * * *',
  singleton: true,
  retryLimit: 3,
  expireInSeconds: 3_600,
  run: async (deps, _data, job) => {
    const { deleted } = await sweepOrphanUploads(deps, { minAgeMs: ORPHAN_MIN_AGE_MS, signal: job.signal });
    if (deleted > 0) deps.log.info({ deleted }, 'orphan uploads deleted');
  },
});
