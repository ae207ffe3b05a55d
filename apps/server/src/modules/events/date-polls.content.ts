import type { ContentKind } from '../../lib/content-kind.ts';
import { deleteAnswersOf, exportDatePollAnswersOf, exportDatePollsCreatedOf } from './date-polls.repo.ts';

/**
 * Date polls (일정 조율) and their answers (docs/architecture.md, "Content kinds"). A poll is the
 * group's planning, like its events: it stays after its creator's 회원탈퇴 (shown as 탈퇴한 회원's)
 * and is not a report target (a title and times; its creator or the staff delete it, and the event
 * made from it is reportable). The answers are the user's: exported, and erased with the account.
 */
export const datePollContent: ContentKind = {
  name: 'date poll',
  userColumns: {
    'date_polls.creator_id': { exportKey: 'datePollsCreated' },
    'date_poll_answers.user_id': { exportKey: 'datePollAnswers' },
  },
  exportSections: { datePollsCreated: exportDatePollsCreatedOf, datePollAnswers: exportDatePollAnswersOf },
  eraseUser: deleteAnswersOf,
  blocks:
    "a blocked member's name is left out of each slot's answers (datePollAnswers), the counts keep them; a poll itself belongs to its group",
};
