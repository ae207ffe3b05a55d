import {
  GROUP_MSG,
  type LikeResponse,
  MAX_PINNED_POSTS,
  type Page,
  POLL_MSG,
  POLL_QUESTION_MAX,
  POLL_QUESTION_MIN,
  POST_MSG,
  type Post,
} from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { authorize, authorizeInGroup, type GroupActor, roleFromMembership } from '../groups/group-policy.ts';
import { findGroup, findMembership } from '../groups/groups.reads.ts';
import { lockGroup } from '../groups/groups.service.ts';
import { insertStaffAudit } from '../groups/staff-audit.ts';
import { countOwnedUploads } from '../images/images.reads.ts';
import { discardUnusedImages } from '../images/images.service.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import { findUserById } from '../users/users.reads.ts';
import { announcePoll, findVisiblePoll, readPoll, readPollsOfPage } from './poll-view.ts';
import { pollIdOfPost, setPollQuestion } from './polls.repo.ts';
import { toPost } from './post-mapper.ts';
import { mentionsIn, notifyMentioned } from './post-mentions.ts';
import { isLikeNewsToday, postNotification } from './post-notifications.ts';
import {
  addLike,
  authorPostsPage,
  countPinned,
  deletePostRow,
  feedPage,
  findPostAccess,
  findPostCard,
  groupPostsPage,
  insertPost,
  type PostRow,
  type PostSort,
  readLikeState,
  removeLike,
  selectPostMentions,
  setPinned,
  updatePostRow,
} from './posts.repo.ts';

type PostDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock' | 'jobs' | 'config' | 'limiter'>;
type Paging = { page: number; size: number };
type PostAccess = NonNullable<Awaited<ReturnType<typeof findPostAccess>>>;

/** A page of posts, each carrying its poll (read for the whole page at once), so a list shows them without a request per poll. */
async function toPostPage(
  deps: PostDeps,
  { rows, total }: { rows: PostRow[]; total: number },
  viewerId: number | null,
  { page, size }: Paging,
): Promise<Page<Post>> {
  const posts = rows.map((row) => toPost(row, viewerId));
  const pollIds = posts.flatMap((post) => (post.pollId ? [post.pollId] : []));
  const polls = await readPollsOfPage(deps.db, pollIds, { viewerId, secret: deps.config.jwtSecret, now: deps.clock.now() });
  return toPage(
    posts.map((post) => (post.pollId ? { ...post, poll: polls.get(post.pollId) ?? null } : post)),
    { page, size, total },
  );
}

/** The user as the group policy sees them, from a post's access row (or an event's, for its comments). */
const actorOn = (access: Pick<PostAccess, 'viewer_role' | 'author_id' | 'author_role'>, userId: number | null): GroupActor => ({
  userId,
  role: roleFromMembership(access.viewer_role ? { role: access.viewer_role } : null),
  isAuthor: userId !== null && access.author_id === userId,
  authorRole: roleFromMembership(access.author_role ? { role: access.author_role } : null),
});

/** Refuses a viewer who may not read the post's group's posts: guests 401, non-members 403 (private groups). */
function assertReadable(access: PostAccess, viewerId: number | null) {
  authorize('readPosts', actorOn(access, viewerId), { isPublic: access.is_public });
}

export async function listGroupPosts(deps: PostDeps, options: Paging & PostSort & { groupId: number; viewerId: number | null }) {
  const { viewerId } = options;
  const group = await findGroup(deps.db, options.groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  const membership = viewerId === null ? null : await findMembership(deps.db, group.id, viewerId);
  authorize('readPosts', { userId: viewerId, role: roleFromMembership(membership) }, group);
  return toPostPage(deps, await groupPostsPage(deps.db, group.id, options), viewerId, options);
}

/** Every post the viewer may read, newest first by default. */
export const listFeed = async (deps: PostDeps, options: Paging & PostSort & { viewerId: number | null }) =>
  toPostPage(deps, await feedPage(deps.db, options), options.viewerId, options);

/** A user's posts, as far as the viewer may read them. */
export const listUserPosts = async (deps: PostDeps, options: Paging & PostSort & { userId: number; viewerId: number | null }) =>
  toPostPage(deps, await authorPostsPage(deps.db, options.userId, options), options.viewerId, options);

export async function getPost(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  { postId, viewerId }: { postId: number; viewerId: number | null },
): Promise<Post> {
  const access = await findPostAccess(deps.db, postId, viewerId);
  if (!access) throw notFound(POST_MSG.notFound);
  assertReadable(access, viewerId);
  const row = await findPostCard(deps.db, postId, viewerId);
  if (!row) throw notFound(POST_MSG.notFound);
  const post = toPost(row, viewerId);
  if (!post.pollId) return { ...post, poll: null };
  const poll = await readPoll(deps.db, {
    row: await findVisiblePoll(deps.db, post.pollId, viewerId),
    viewerId,
    secret: deps.config.jwtSecret,
    now: deps.clock.now(),
  });
  return { ...post, poll };
}

async function assertOwnImages(deps: PostDeps, userId: number, imageUrls: string[]) {
  const unique = [...new Set(imageUrls)];
  if (unique.length !== imageUrls.length || (await countOwnedUploads(deps.db, userId, unique)) !== unique.length) {
    throw badRequest(POST_MSG.imageNotOwned, 'imageUrls');
  }
}

/** Members write posts in their group, with images they uploaded; the members it mentions get MENTION (contract §21). */
export async function createPost(
  deps: PostDeps,
  {
    userId,
    groupId,
    content,
    imageUrls,
    mentions: picked,
  }: { userId: number; groupId: number; content: string; imageUrls: string[]; mentions?: number[] | undefined },
) {
  await authorizeInGroup(deps.db, 'writePost', { groupId, userId });
  await assertOwnImages(deps, userId, imageUrls);
  const mentions = picked?.length ? await mentionsIn(deps.db, { groupId, writerId: userId, text: content, picked }) : [];
  const postId = await deps.db.transaction(async (tx) => {
    const id = await insertPost(tx, { groupId, authorId: userId, content, imageUrls, ...(mentions.length > 0 ? { mentions } : {}) });
    await notifyMentioned(deps, tx, { writerId: userId, thread: { kind: 'post', id }, mentions });
    return id;
  });
  return getPost(deps, { postId, viewerId: userId });
}

/**
 * The author, while still a member, edits content and images. A new text's mentions are read again
 * (those it had and those picked now); only a member it newly mentions is told.
 */
export async function updatePost(
  deps: PostDeps & Pick<Deps, 'realtime'>,
  {
    userId,
    postId,
    content,
    imageUrls,
    mentions: picked = [],
  }: { userId: number; postId: number; content?: string; imageUrls?: string[]; mentions?: number[] | undefined },
) {
  const access = await findPostAccess(deps.db, postId, userId);
  if (!access) throw notFound(POST_MSG.notFound);
  authorize('editPost', actorOn(access, userId));
  if (imageUrls) await assertOwnImages(deps, userId, imageUrls);
  // A poll's post text is its question (contract §20): an edit keeps to the question's length and changes both.
  const pollId = content !== undefined ? await pollIdOfPost(deps.db, postId) : null;
  if (pollId !== null && content !== undefined && (content.length < POLL_QUESTION_MIN || content.length > POLL_QUESTION_MAX))
    throw badRequest(POLL_MSG.questionLength, 'content');
  const before = content !== undefined ? await selectPostMentions(deps.db, postId) : null;
  const mentions =
    content !== undefined
      ? await mentionsIn(deps.db, {
          groupId: access.group_id,
          writerId: userId,
          text: content,
          picked: [...(before ?? []).map((mention) => mention.userId), ...picked],
        })
      : [];
  await deps.db.transaction(async (tx) => {
    await updatePostRow(tx, postId, {
      ...(content !== undefined ? { content, mentions: mentions.length > 0 ? mentions : null } : {}),
      ...(imageUrls ? { imageUrls } : {}),
    });
    if (pollId !== null && content !== undefined) await setPollQuestion(tx, pollId, content);
    await notifyMentioned(deps, tx, { writerId: userId, thread: { kind: 'post', id: postId }, mentions, before });
  });
  if (pollId !== null) await announcePoll(deps, pollId);
  if (imageUrls)
    await discardImages(
      deps,
      userId,
      access.image_urls.filter((url) => !imageUrls.includes(url)),
    );
  return getPost(deps, { postId, viewerId: userId });
}

/**
 * The author or the group's staff delete (a manager only posts of those ranked below); likes and
 * comments go with it, and the author's image files. Staff deleting someone else's post leave an
 * audit row in the same transaction.
 */
export async function deletePost(deps: PostDeps, { userId, postId }: { userId: number; postId: number }) {
  const access = await deps.db.transaction(async (tx) => {
    const found = await findPostAccess(tx, postId, userId);
    if (!found) throw notFound(POST_MSG.notFound);
    authorize('deletePost', actorOn(found, userId));
    await deletePostRow(tx, postId);
    if (found.author_id !== userId)
      await insertStaffAudit(tx, {
        actorId: userId,
        action: 'POST_DELETED',
        targetType: 'POST',
        targetId: postId,
        groupId: found.group_id,
      });
    return found;
  });
  await discardImages(deps, access.author_id, access.image_urls);
}

/**
 * Pins (공지) or unpins a post: the group's staff. Under the group's row lock, so two tabs pinning
 * the 4th post at once get one 200 and one 409, never 4 pinned (contract §10). Pinning a pinned
 * post or unpinning an unpinned one changes nothing and answers the post.
 */
export async function setPostPinned(deps: PostDeps, { userId, postId, pinned }: { userId: number; postId: number; pinned: boolean }) {
  await deps.db.transaction(async (tx) => {
    const before = await findPostAccess(tx, postId, userId);
    if (!before) throw notFound(POST_MSG.notFound);
    if (!(await lockGroup(tx, before.group_id))) throw notFound(POST_MSG.notFound);
    // Read again under the lock: the post may have gone or been pinned meanwhile.
    const access = await findPostAccess(tx, postId, userId);
    if (!access) throw notFound(POST_MSG.notFound);
    authorize('pinPost', actorOn(access, userId));
    if ((access.pinned_at !== null) === pinned) return;
    if (pinned && (await countPinned(tx, access.group_id)) >= MAX_PINNED_POSTS) throw conflict(POST_MSG.pinLimit);
    await setPinned(tx, postId, pinned ? deps.clock.now() : null);
  });
  return getPost(deps, { postId, viewerId: userId });
}

/** The post's images that nothing else shows go with it (finding 15: a shared URL stays). */
async function discardImages(deps: PostDeps, ownerId: number, urls: string[]) {
  await discardUnusedImages(deps, { userId: ownerId, urls }).catch((error: unknown) =>
    deps.log.warn({ err: error, urls }, 'image cleanup failed'),
  );
}

/** Likes and comments are for members; an outsider of a private group hears that they may not even read it. */
async function assertCanReact(deps: PostDeps, postId: number, userId: number) {
  const access = await findPostAccess(deps.db, postId, userId);
  if (!access) throw notFound(POST_MSG.notFound);
  assertReadable(access, userId);
  authorize('reactToPost', actorOn(access, userId));
  return access;
}

/** Idempotent like; the author is told unless they liked their own post, once a day per liker. */
export async function likePost(
  deps: PostDeps & Pick<Deps, 'limiter'>,
  { userId, postId }: { userId: number; postId: number },
): Promise<LikeResponse> {
  const access = await assertCanReact(deps, postId, userId);
  const user = await findUserById(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    const added = await addLike(tx, postId, userId);
    if (added && access.author_id !== userId && user && (await isLikeNewsToday(deps.limiter, postId, userId)))
      await insertNotifications(tx, [postNotification.liked(access.author_id, postId)], { actorId: userId, jobs: deps.jobs });
  });
  return likeState(deps, postId, userId);
}

export async function unlikePost(deps: PostDeps, { userId, postId }: { userId: number; postId: number }): Promise<LikeResponse> {
  await assertCanReact(deps, postId, userId);
  await deps.db.transaction((tx) => removeLike(tx, postId, userId));
  return likeState(deps, postId, userId);
}

async function likeState(deps: PostDeps, postId: number, userId: number): Promise<LikeResponse> {
  const state = await readLikeState(deps.db, postId, userId);
  if (!state) throw notFound(POST_MSG.notFound);
  return { isLiked: state.is_liked, likeCount: state.like_count };
}

export { actorOn };
