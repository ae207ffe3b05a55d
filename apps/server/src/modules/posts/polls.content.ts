import type { ContentKind } from '../../lib/content-kind.ts';
import { deleteNamedBallotsOf, exportPollVotesOf } from './polls.repo.ts';

/**
 * Polls and their votes (docs/architecture.md, "Content kinds"). A poll is its post's: reported,
 * hidden and deleted with it (the post kind), and its creator is the post's author. What is the
 * user's here is their ballots: a named poll's name them (`voter_id`); an anonymous poll's ballot
 * names nobody (its key is an HMAC under the server's secret, docs/decisions.md), so neither the
 * voter's export nor anyone else's holds it, and it stays as a count after 회원탈퇴.
 */
export const pollContent: ContentKind = {
  name: 'poll',
  userColumns: { 'poll_ballots.voter_id': { exportKey: 'pollVotes' } },
  exportSections: { pollVotes: exportPollVotesOf },
  eraseUser: deleteNamedBallotsOf,
  blocks:
    "a blocked author's post shows no poll (pollId null, GET /api/polls/{id} 404: findVisiblePoll); a blocked voter's name is left out of a named poll's voters (pollVoters), the counts keep them",
};
