import { POST_MSG } from '@dongne/contract';
import { notFound } from '../../lib/app-error.ts';
import type { ContentKind } from '../../lib/content-kind.ts';
import { lockComment } from './comments.repo.ts';
import { getComment, removeComment } from './comments.service.ts';
import { COMMENT_GONE, exportCommentsOf, readCommentSnapshot, setCommentHidden } from './posts-content.repo.ts';

/** Comments on posts (docs/architecture.md, "Content kinds"). */
export const commentContent: ContentKind = {
  name: 'comment',
  userColumns: { 'comments.author_id': { exportKey: 'comments' } },
  exportSections: { comments: exportCommentsOf },
  blocks: "a blocked author's comments show as the placeholder to the blocker (is_blocked in the comment readers' SQL)",
  report: {
    type: 'COMMENT',
    assertVisible: async (deps, userId, id) => {
      const comment = await getComment(deps, { commentId: id, viewerId: userId });
      // A deleted comment's placeholder (kept for its replies) is not something to report.
      if (comment.isDeleted) throw notFound(POST_MSG.commentNotFound);
    },
    snapshot: readCommentSnapshot,
    goneSql: COMMENT_GONE,
    setHidden: setCommentHidden,
    // As its author would: a placeholder when it has replies, else the row.
    remove: async (_deps, tx, id) => {
      const comment = await lockComment(tx, id);
      if (!comment || comment.isDeleted) return null;
      await removeComment(tx, comment);
      return async () => {};
    },
  },
};
