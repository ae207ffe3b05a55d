import { type Comment, POST_MSG, type Reply, SAFETY_MSG } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { authorize, commentViewerCan, roleFromMembership } from '../groups/group-policy.ts';
import { findMembership } from '../groups/groups.reads.ts';
import { insertStaffAudit } from '../groups/staff-audit.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import {
  type CommentRow,
  countVisibleReplies,
  deleteCommentRows,
  insertComment,
  lockComment,
  selectComment,
  selectReplies,
  selectTopLevelComments,
  updateCommentRow,
} from './comments.repo.ts';
import { postNotification } from './post-notifications.ts';
import { adjustCommentCount, findPostAccess } from './posts.repo.ts';
import { actorOn, assertCanReact, assertReadable } from './posts.service.ts';

type CommentDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock' | 'jobs' | 'config'>;
const iso = (value: Date | string) => new Date(value).toISOString();

type PostAccess = NonNullable<Awaited<ReturnType<typeof findPostAccess>>>;

function toReply(row: CommentRow, viewerId: number | null, access: PostAccess): Reply {
  const viewer = {
    ...actorOn(access, viewerId),
    isAuthor: viewerId !== null && viewerId === row.author_id,
    authorRole: roleFromMembership(row.author_role ? { role: row.author_role } : null),
  };
  // Contract §11: a hidden comment shows its text only to its author and operators.
  const isHidden = row.hidden_at !== null && !row.is_deleted;
  const withheld = isHidden && !viewer.isAuthor && !access.viewer_is_admin;
  const viewerCan = commentViewerCan(viewer, { authorId: row.author_id, authorDeleted: row.author_deleted, isDeleted: row.is_deleted });
  return {
    id: row.id,
    postId: row.post_id,
    parentId: row.parent_id,
    content: row.is_deleted
      ? POST_MSG.commentDeleted
      : row.is_blocked
        ? SAFETY_MSG.blockedContent
        : withheld
          ? SAFETY_MSG.hiddenContent
          : row.content,
    author: { id: row.author_id, nickname: row.author_nickname, profileImage: row.author_profile_image, isDeleted: row.author_deleted },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    isDeleted: row.is_deleted,
    canEdit: viewerCan.edit,
    canDelete: viewerCan.delete,
    isHidden,
    isBlocked: row.is_blocked,
    viewerCan,
  };
}

async function readablePost(deps: CommentDeps, postId: number, viewerId: number | null) {
  const access = await findPostAccess(deps.db, postId, viewerId);
  if (!access) throw notFound(POST_MSG.notFound);
  assertReadable(access, viewerId);
  return access;
}

/** Top-level comments of a post, newest first, each with its replies: two queries per page. */
export async function listComments(
  deps: CommentDeps,
  { postId, viewerId, page, size }: { postId: number; viewerId: number | null; page: number; size: number },
) {
  const access = await readablePost(deps, postId, viewerId);
  const { rows, total } = await selectTopLevelComments(deps.db, postId, size, page * size, viewerId);
  const replies = await selectReplies(
    deps.db,
    rows.map((row) => row.id),
    viewerId,
  );
  const content: Comment[] = rows.map((row) => ({
    ...toReply(row, viewerId, access),
    replies: replies.filter((reply) => reply.parent_id === row.id).map((reply) => toReply(reply, viewerId, access)),
  }));
  return toPage(content, { page, size, total });
}

/** One comment with its replies (a reply answers with an empty list). */
export async function getComment(
  deps: CommentDeps,
  { commentId, viewerId }: { commentId: number; viewerId: number | null },
): Promise<Comment> {
  const row = await selectComment(deps.db, commentId, viewerId);
  if (!row || (row.is_deleted && row.parent_id !== null)) throw notFound(POST_MSG.commentNotFound);
  const access = await readablePost(deps, row.post_id, viewerId);
  const replies = row.parent_id === null ? await selectReplies(deps.db, [row.id], viewerId) : [];
  if (row.is_deleted && replies.length === 0) throw notFound(POST_MSG.commentNotFound);
  return { ...toReply(row, viewerId, access), replies: replies.map((reply) => toReply(reply, viewerId, access)) };
}

export async function listReplies(deps: CommentDeps, options: { commentId: number; viewerId: number | null }): Promise<Reply[]> {
  return (await getComment(deps, options)).replies;
}

/**
 * Members comment; a reply to a reply hangs under the same top-level comment. The post's author
 * and, for a reply, the parent's author are told, never about their own comment.
 */
export async function createComment(
  deps: CommentDeps,
  { userId, postId, content, parentId }: { userId: number; postId: number; content: string; parentId?: number | null },
): Promise<Comment> {
  const access = await assertCanReact(deps, postId, userId);
  const commentId = await deps.db.transaction(async (tx) => {
    let topLevel: { id: number; authorId: number } | null = null;
    if (parentId) {
      const parent = await lockComment(tx, parentId);
      if (!parent || parent.postId !== postId) throw notFound(POST_MSG.commentNotFound);
      const root = parent.parentId === null ? parent : await lockComment(tx, parent.parentId);
      if (!root || root.isDeleted || parent.isDeleted) throw badRequest(POST_MSG.replyToDeleted, 'parentId');
      topLevel = { id: root.id, authorId: parent.authorId };
    }
    const id = await insertComment(tx, { postId, authorId: userId, parentId: topLevel?.id ?? null, content });
    await adjustCommentCount(tx, postId, 1);
    const recipients = [];
    if (access.author_id !== userId) recipients.push(postNotification.commented(access.author_id, postId, content, id));
    if (topLevel && topLevel.authorId !== userId && topLevel.authorId !== access.author_id) {
      recipients.push(postNotification.replied(topLevel.authorId, postId, content, id));
    }
    await insertNotifications(tx, recipients, { actorId: userId, jobs: deps.jobs });
    return id;
  });
  return getComment(deps, { commentId, viewerId: userId });
}

/** The author, while still a member, edits their comment. */
export async function updateComment(
  deps: CommentDeps,
  { userId, commentId, content }: { userId: number; commentId: number; content: string },
) {
  const row = await selectComment(deps.db, commentId);
  if (!row || row.is_deleted) throw notFound(POST_MSG.commentNotFound);
  const access = await findPostAccess(deps.db, row.post_id, userId);
  if (!access) throw notFound(POST_MSG.notFound);
  authorize('editComment', { ...actorOn(access, userId), isAuthor: row.author_id === userId });
  await updateCommentRow(deps.db, commentId, { content });
  return getComment(deps, { commentId, viewerId: userId });
}

/**
 * The author or the group owner deletes. A top-level comment with replies stays as a placeholder;
 * a placeholder whose last reply goes is removed with it.
 */
export async function deleteComment(deps: CommentDeps, { userId, commentId }: { userId: number; commentId: number }) {
  await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId);
    if (!comment || comment.isDeleted) throw notFound(POST_MSG.commentNotFound);
    const access = await findPostAccess(tx, comment.postId, userId);
    if (!access) throw notFound(POST_MSG.notFound);
    const authorRole = roleFromMembership(await findMembership(tx, access.group_id, comment.authorId));
    authorize('deleteComment', { ...actorOn(access, userId), isAuthor: comment.authorId === userId, authorRole });
    if (comment.authorId !== userId)
      await insertStaffAudit(tx, {
        actorId: userId,
        action: 'COMMENT_DELETED',
        targetType: 'COMMENT',
        targetId: comment.id,
        groupId: access.group_id,
      });
    await removeComment(tx, comment);
  });
}

/**
 * Deletes a locked, not yet deleted comment as contract §5 says (callers check permission): with
 * replies it stays as a placeholder; a placeholder whose last reply goes is removed with it.
 * Also the operators' DELETE of a reported comment (contract §13).
 */
export async function removeComment(tx: Executor, comment: { id: number; postId: number; parentId: number | null }) {
  if (comment.parentId === null && (await countVisibleReplies(tx, comment.id)) > 0) {
    await updateCommentRow(tx, comment.id, { isDeleted: true });
  } else {
    await deleteCommentRows(tx, [comment.id]);
    if (comment.parentId !== null) {
      const parent = await lockComment(tx, comment.parentId);
      if (parent?.isDeleted && (await countVisibleReplies(tx, parent.id)) === 0) await deleteCommentRows(tx, [parent.id]);
    }
  }
  await adjustCommentCount(tx, comment.postId, -1);
}
