import { type Comment, EVENT_MSG, POST_MSG, type Reply, SAFETY_MSG } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import { authorize, commentViewerCan, roleFromMembership } from '../groups/group-policy.ts';
import { findMembership } from '../groups/groups.reads.ts';
import { insertStaffAudit } from '../groups/staff-audit.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import {
  adjustEventCommentCount,
  type CommentRow,
  type CommentThread,
  countVisibleReplies,
  deleteCommentRows,
  findEventCommentAccess,
  insertComment,
  lockComment,
  selectComment,
  selectReplies,
  selectTopLevelComments,
  type ThreadAccessRow,
  updateCommentRow,
} from './comments.repo.ts';
import { mentionsIn, notifyMentioned, withMentions } from './post-mentions.ts';
import { commentNotification } from './post-notifications.ts';
import { adjustCommentCount, findPostAccess } from './posts.repo.ts';
import { actorOn } from './posts.service.ts';

type CommentDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock' | 'jobs' | 'config' | 'limiter'>;
const iso = isoTimestamp;

/** The post or event a comment hangs under, as its rules see it. */
type ThreadAccess = ThreadAccessRow & { thread: CommentThread };

export const threadOf = (comment: { postId: number | null; eventId: number | null }): CommentThread =>
  comment.postId !== null ? { kind: 'post', id: comment.postId } : { kind: 'event', id: comment.eventId ?? 0 };
const threadOfRow = (row: CommentRow) => threadOf({ postId: row.post_id, eventId: row.event_id });
const isInThread = (comment: { postId: number | null; eventId: number | null }, thread: CommentThread) =>
  (thread.kind === 'post' ? comment.postId : comment.eventId) === thread.id;

async function findThreadAccess(db: Executor, thread: CommentThread, viewerId: number | null): Promise<ThreadAccess | null> {
  const access =
    thread.kind === 'post' ? await findPostAccess(db, thread.id, viewerId) : await findEventCommentAccess(db, thread.id, viewerId);
  return access ? { ...access, thread } : null;
}

const threadNotFound = (thread: CommentThread) => notFound(thread.kind === 'post' ? POST_MSG.notFound : EVENT_MSG.notFound);

/** The thread when the viewer may read it: guests 401, non-members of a private group 403, none 404. */
async function readableThread(db: Executor, thread: CommentThread, viewerId: number | null): Promise<ThreadAccess> {
  const access = await findThreadAccess(db, thread, viewerId);
  if (!access) throw threadNotFound(thread);
  authorize(thread.kind === 'post' ? 'readPosts' : 'readEvents', actorOn(access, viewerId), { isPublic: access.is_public });
  return access;
}

const adjustCount = (tx: Executor, thread: CommentThread, delta: number) =>
  thread.kind === 'post' ? adjustCommentCount(tx, thread.id, delta) : adjustEventCommentCount(tx, thread.id, delta);

function toReply(row: CommentRow, viewerId: number | null, access: ThreadAccess): Reply {
  const viewer = {
    ...actorOn(access, viewerId),
    isAuthor: viewerId !== null && viewerId === row.author_id,
    authorRole: roleFromMembership(row.author_role ? { role: row.author_role } : null),
  };
  // Contract §11: a hidden comment shows its text only to its author and operators.
  const isHidden = row.hidden_at !== null && !row.is_deleted;
  const withheld = isHidden && !viewer.isAuthor && !access.viewer_is_admin;
  const viewerCan = commentViewerCan(viewer, { authorId: row.author_id, authorDeleted: row.author_deleted, isDeleted: row.is_deleted });
  // Mentions are read under each member's nickname now (contract §21); a withheld or deleted text marks no one.
  const shown = row.is_deleted || row.is_blocked || withheld ? null : withMentions(row.content, row.mentions, row.mention_names);
  return {
    id: row.id,
    postId: row.post_id,
    eventId: row.event_id,
    parentId: row.parent_id,
    content: row.is_deleted
      ? POST_MSG.commentDeleted
      : row.is_blocked
        ? SAFETY_MSG.blockedContent
        : withheld
          ? SAFETY_MSG.hiddenContent
          : (shown?.content ?? row.content),
    author: { id: row.author_id, nickname: row.author_nickname, profileImage: row.author_profile_image, isDeleted: row.author_deleted },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    isDeleted: row.is_deleted,
    canEdit: viewerCan.edit,
    canDelete: viewerCan.delete,
    isHidden,
    isBlocked: row.is_blocked,
    viewerCan,
    mentions: shown?.mentions ?? [],
  };
}

/** Top-level comments of a post or an event, newest first, each with its replies: two queries per page. */
export async function listComments(
  deps: CommentDeps,
  { thread, viewerId, page, size }: { thread: CommentThread; viewerId: number | null; page: number; size: number },
) {
  const access = await readableThread(deps.db, thread, viewerId);
  const { rows, total } = await selectTopLevelComments(deps.db, thread, size, page * size, viewerId);
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
  const access = await readableThread(deps.db, threadOfRow(row), viewerId);
  const replies = row.parent_id === null ? await selectReplies(deps.db, [row.id], viewerId) : [];
  if (row.is_deleted && replies.length === 0) throw notFound(POST_MSG.commentNotFound);
  return { ...toReply(row, viewerId, access), replies: replies.map((reply) => toReply(reply, viewerId, access)) };
}

export async function listReplies(deps: CommentDeps, options: { commentId: number; viewerId: number | null }): Promise<Reply[]> {
  return (await getComment(deps, options)).replies;
}

/**
 * Members comment; a reply to a reply hangs under the same top-level comment. The post's author
 * (an event's organiser) and, for a reply, the parent's author are told, never about their own
 * comment; the members it mentions get MENTION (contract §21), which stands for the other notice
 * when it reaches the post's author or the parent's.
 */
export async function createComment(
  deps: CommentDeps,
  {
    userId,
    thread,
    content,
    parentId,
    mentions: picked,
  }: { userId: number; thread: CommentThread; content: string; parentId?: number | null; mentions?: number[] | undefined },
): Promise<Comment> {
  const access = await readableThread(deps.db, thread, userId);
  authorize('reactToPost', actorOn(access, userId));
  const mentions = picked?.length ? await mentionsIn(deps.db, { groupId: access.group_id, writerId: userId, text: content, picked }) : [];
  const commentId = await deps.db.transaction(async (tx) => {
    let topLevel: { id: number; authorId: number } | null = null;
    if (parentId) {
      const parent = await lockComment(tx, parentId);
      if (!parent || !isInThread(parent, thread)) throw notFound(POST_MSG.commentNotFound);
      const root = parent.parentId === null ? parent : await lockComment(tx, parent.parentId);
      if (!root || root.isDeleted || parent.isDeleted) throw badRequest(POST_MSG.replyToDeleted, 'parentId');
      topLevel = { id: root.id, authorId: parent.authorId };
    }
    const id = await insertComment(tx, {
      postId: thread.kind === 'post' ? thread.id : null,
      eventId: thread.kind === 'event' ? thread.id : null,
      authorId: userId,
      parentId: topLevel?.id ?? null,
      content,
      ...(mentions.length > 0 ? { mentions } : {}),
    });
    await adjustCount(tx, thread, 1);
    const about = { thread, title: access.title ?? '', content, commentId: id };
    const told = await notifyMentioned(deps, tx, { writerId: userId, thread, mentions, comment: { id, content } });
    const recipients = [];
    if (access.author_id !== userId) recipients.push(commentNotification.commented(access.author_id, about));
    if (topLevel && topLevel.authorId !== userId && topLevel.authorId !== access.author_id) {
      recipients.push(commentNotification.replied(topLevel.authorId, about));
    }
    await insertNotifications(
      tx,
      recipients.filter((notification) => !told.has(notification.userId)),
      { actorId: userId, jobs: deps.jobs },
    );
    return id;
  });
  return getComment(deps, { commentId, viewerId: userId });
}

/**
 * The author, while still a member, edits their comment. Its mentions are read again from the new
 * text (those it had and those picked now); only a member it newly mentions is told.
 */
export async function updateComment(
  deps: CommentDeps,
  {
    userId,
    commentId,
    content,
    mentions: picked = [],
  }: { userId: number; commentId: number; content: string; mentions?: number[] | undefined },
) {
  const row = await selectComment(deps.db, commentId);
  if (!row || row.is_deleted) throw notFound(POST_MSG.commentNotFound);
  const thread = threadOfRow(row);
  const access = await findThreadAccess(deps.db, thread, userId);
  if (!access) throw threadNotFound(thread);
  authorize('editComment', { ...actorOn(access, userId), isAuthor: row.author_id === userId });
  const mentions = await mentionsIn(deps.db, {
    groupId: access.group_id,
    writerId: userId,
    text: content,
    picked: [...(row.mentions ?? []).map((mention) => mention.userId), ...picked],
  });
  await deps.db.transaction(async (tx) => {
    await updateCommentRow(tx, commentId, { content, mentions: mentions.length > 0 ? mentions : null });
    await notifyMentioned(deps, tx, { writerId: userId, thread, mentions, before: row.mentions, comment: { id: commentId, content } });
  });
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
    const thread = threadOf(comment);
    const access = await findThreadAccess(tx, thread, userId);
    if (!access) throw threadNotFound(thread);
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
 * Deletes a locked, not yet deleted comment (of a post or an event) as contract §5 says (callers check permission): with
 * replies it stays as a placeholder; a placeholder whose last reply goes is removed with it.
 * Also the operators' DELETE of a reported comment (contract §13).
 */
export async function removeComment(
  tx: Executor,
  comment: { id: number; postId: number | null; eventId: number | null; parentId: number | null },
) {
  if (comment.parentId === null && (await countVisibleReplies(tx, comment.id)) > 0) {
    await updateCommentRow(tx, comment.id, { isDeleted: true });
  } else {
    await deleteCommentRows(tx, [comment.id]);
    if (comment.parentId !== null) {
      const parent = await lockComment(tx, comment.parentId);
      if (parent?.isDeleted && (await countVisibleReplies(tx, parent.id)) === 0) await deleteCommentRows(tx, [parent.id]);
    }
  }
  await adjustCount(tx, threadOf(comment), -1);
}
