import { defineJob } from '../../jobs/queue.ts';
import { announcePoll } from './poll-view.ts';
import { closeDuePoll } from './polls.repo.ts';

/**
 * Closes a poll at its `closesAt` (contract §20), stored with the poll in its creation's
 * transaction. Votes are refused from that time on whether or not this ran yet (the poll reads as
 * closed by its time); the job marks it and tells the group's watchers.
 */
export const pollCloseJob = defineJob<{ pollId: number }>({
  name: 'posts.poll-close',
  retryLimit: 5,
  retryDelaySeconds: 10,
  run: async (deps, data) => {
    if (await closeDuePoll(deps.db, data.pollId, deps.clock.now())) await announcePoll(deps, data.pollId);
  },
});
