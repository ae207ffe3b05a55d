import { defineJob } from '../../jobs/queue.ts';
import { deleteRefreshTokensEndedBefore } from './tokens.repo.ts';

/** Contract §2.3: rotated, revoked and expired refresh-token rows are kept this long, then deleted. */
export const ENDED_REFRESH_TOKENS_KEPT_MS = 30 * 24 * 3_600_000;
const BATCH = 5_000;

/**
 * Every hour, deletes the refresh-token rows that ended more than 30 days ago, in batches so no
 * statement holds many row locks. A token that old belongs to a family past its 30-day lifetime,
 * so reuse detection never needs it again.
 */
export const refreshTokenPruningJob = defineJob({
  name: 'auth.prune-refresh-tokens',
  cron: '41 * * * *',
  singleton: true,
  retryLimit: 3,
  run: async (deps, _data, job) => {
    const cutoff = new Date(deps.clock.now().getTime() - ENDED_REFRESH_TOKENS_KEPT_MS);
    let deleted = 0;
    for (;;) {
      const count = await deleteRefreshTokensEndedBefore(deps.db, cutoff, BATCH);
      deleted += count;
      if (count < BATCH || job.signal.aborted) break;
    }
    if (deleted > 0) deps.log.info({ deleted }, 'ended refresh tokens deleted');
  },
});
