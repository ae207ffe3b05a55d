import type { Deps } from '../../deps.ts';
import { deleteOrphanUploads } from './images.repo.ts';

/** Advisory-lock scope of the sweeper (the chat uses 7_001); one key, since one sweep covers everything. */
const SWEEP_LOCK_SCOPE = 7_002;
const SWEEP_LOCK_KEY = 1;
// Long enough after start-up that migrations, seeding and the first requests are done.
const FIRST_SWEEP_DELAY_MS = 60_000;

/**
 * Deletes the uploads no profile, group, post or chat IMAGE message refers to, oldest first, rows
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

/**
 * Sweeps about a minute after start and then every `everyMs`, one instance at a time; a failed
 * sweep is logged and the next one tries again. Answers the function that stops it, which
 * resolves once a sweep in progress has finished its batch (so the database can close after it).
 */
export function startOrphanSweeper(
  deps: Deps,
  { everyMs = 3_600_000, minAgeMs = 24 * 3_600_000 }: { everyMs?: number; minAgeMs?: number } = {},
): () => Promise<void> {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    try {
      const { deleted } = await deps.database.withSharedLock(SWEEP_LOCK_SCOPE, SWEEP_LOCK_KEY, () =>
        stopping.signal.aborted ? Promise.resolve({ deleted: 0 }) : sweepOrphanUploads(deps, { minAgeMs, signal: stopping.signal }),
      );
      if (deleted > 0) deps.log.info({ deleted }, 'orphan uploads deleted');
    } catch (error) {
      deps.log.error({ err: error }, 'orphan upload sweep failed');
    }
  };
  const schedule = (delayMs: number) => {
    if (stopping.signal.aborted) return;
    // Each sweep is scheduled after the last one ends, so a slow sweep never overlaps the next.
    timer = setTimeout(() => {
      running = run().finally(() => schedule(everyMs));
    }, delayMs);
    timer.unref();
  };
  schedule(FIRST_SWEEP_DELAY_MS);
  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}
