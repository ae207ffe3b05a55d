import { GROUP_MSG, type LikeResponse, MSG, type Page, POST_MSG, type Post } from '@dongne/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { findGroup, findMembership } from '../groups/groups.repo.ts';
import { countOwnedUploads } from '../images/images.repo.ts';
import { deleteImage } from '../images/images.service.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { findUserById } from '../users/users.repo.ts';
import { toPost } from './post-mapper.ts';
import { postNotification } from './post-notifications.ts';
import {
  addLike,
  countPosts,
  deletePostRow,
  findPostAccess,
  insertPost,
  readableBy,
  readLikeState,
  removeLike,
  selectPosts,
  updatePostRow,
} from './posts.repo.ts';

type PostDeps = Pick<Deps, 'db' | 'storage' | 'log'>;
type Paging = { page: number; size: number };
type Sort = { sortBy: 'createdAt' | 'likeCount' | 'commentCount'; sortDirection: 'ASC' | 'DESC' };

async function pageOfPosts(
  deps: PostDeps,
  viewerId: number | null,
  where: SQL,
  { page, size, sortBy, sortDirection }: Paging & Sort,
): Promise<Page<Post>> {
  const column = { createdAt: sql`p.created_at`, likeCount: sql`p.like_count`, commentCount: sql`p.comment_count` }[sortBy];
  const direction = sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  const [rows, total] = await Promise.all([
    selectPosts(deps.db, { viewerId, where, orderBy: sql`${column} ${direction}, p.id ${direction}`, limit: size, offset: page * size }),
    countPosts(deps.db, where),
  ]);
  return toPage(
    rows.map((row) => toPost(row, viewerId)),
    { page, size, total },
  );
}

/** Refuses a viewer who may not read the group's posts: guests 401, non-members 403 (private groups). */
function assertReadable(access: { is_public: boolean; is_member: boolean }, viewerId: number | null) {
  if (access.is_public || access.is_member) return;
  if (viewerId === null) throw unauthorized(MSG.unauthorized);
  throw forbidden(POST_MSG.membersOnlyRead);
}

export async function listGroupPosts(deps: PostDeps, options: Paging & Sort & { groupId: number; viewerId: number | null }) {
  const group = await findGroup(deps.db, options.groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  const isMember = options.viewerId !== null && Boolean(await findMembership(deps.db, group.id, options.viewerId));
  assertReadable({ is_public: group.isPublic, is_member: isMember }, options.viewerId);
  return pageOfPosts(deps, options.viewerId, sql`p.group_id = ${group.id}`, options);
}

/** Every post the viewer may read, newest first by default. */
export const listFeed = (deps: PostDeps, options: Paging & Sort & { viewerId: number | null }) =>
  pageOfPosts(deps, options.viewerId, readableBy(options.viewerId), options);

/** A user's posts, as far as the viewer may read them. */
export const listUserPosts = (deps: PostDeps, options: Paging & Sort & { userId: number; viewerId: number | null }) =>
  pageOfPosts(deps, options.viewerId, sql`p.author_id = ${options.userId} and ${readableBy(options.viewerId)}`, options);

export async function getPost(deps: PostDeps, { postId, viewerId }: { postId: number; viewerId: number | null }): Promise<Post> {
  const access = await findPostAccess(deps.db, postId, viewerId);
  if (!access) throw notFound(POST_MSG.notFound);
  assertReadable(access, viewerId);
  const [row] = await selectPosts(deps.db, { viewerId, where: sql`p.id = ${postId}`, orderBy: sql`p.id`, limit: 1, offset: 0 });
  if (!row) throw notFound(POST_MSG.notFound);
  return toPost(row, viewerId);
}

async function assertOwnImages(deps: PostDeps, userId: number, imageUrls: string[]) {
  const unique = [...new Set(imageUrls)];
  if (unique.length !== imageUrls.length || (await countOwnedUploads(deps.db, userId, unique)) !== unique.length) {
    throw badRequest(POST_MSG.imageNotOwned, 'imageUrls');
  }
}

/** Members write posts in their group, with images they uploaded. */
export async function createPost(
  deps: PostDeps,
  { userId, groupId, content, imageUrls }: { userId: number; groupId: number; content: string; imageUrls: string[] },
) {
  const group = await findGroup(deps.db, groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  if (!(await findMembership(deps.db, groupId, userId))) throw forbidden(POST_MSG.membersOnlyWrite);
  await assertOwnImages(deps, userId, imageUrls);
  const postId = await insertPost(deps.db, { groupId, authorId: userId, content, imageUrls });
  return getPost(deps, { postId, viewerId: userId });
}

/** The author edits content and images. */
export async function updatePost(
  deps: PostDeps,
  { userId, postId, content, imageUrls }: { userId: number; postId: number; content?: string; imageUrls?: string[] },
) {
  const access = await findPostAccess(deps.db, postId, userId);
  if (!access) throw notFound(POST_MSG.notFound);
  if (access.author_id !== userId) throw forbidden(POST_MSG.authorOnlyEdit);
  if (imageUrls) await assertOwnImages(deps, userId, imageUrls);
  await updatePostRow(deps.db, postId, { ...(content !== undefined ? { content } : {}), ...(imageUrls ? { imageUrls } : {}) });
  if (imageUrls)
    await discardImages(
      deps,
      userId,
      access.image_urls.filter((url) => !imageUrls.includes(url)),
    );
  return getPost(deps, { postId, viewerId: userId });
}

/** The author or the group owner deletes; likes and comments go with it, and the author's image files. */
export async function deletePost(deps: PostDeps, { userId, postId }: { userId: number; postId: number }) {
  const access = await findPostAccess(deps.db, postId, userId);
  if (!access) throw notFound(POST_MSG.notFound);
  if (access.author_id !== userId && access.owner_id !== userId) throw forbidden(POST_MSG.authorOrOwnerDelete);
  await deletePostRow(deps.db, postId);
  await discardImages(deps, access.author_id, access.image_urls);
}

async function discardImages(deps: PostDeps, ownerId: number, urls: string[]) {
  for (const imageUrl of urls) {
    await deleteImage(deps, { userId: ownerId, imageUrl }).catch((error: unknown) =>
      deps.log.warn({ err: error, imageUrl }, 'image cleanup failed'),
    );
  }
}

async function assertCanReact(deps: PostDeps, postId: number, userId: number) {
  const access = await findPostAccess(deps.db, postId, userId);
  if (!access) throw notFound(POST_MSG.notFound);
  if (!access.is_member) {
    if (!access.is_public) throw forbidden(POST_MSG.membersOnlyRead);
    throw forbidden(POST_MSG.membersOnlyReact);
  }
  return access;
}

/** Idempotent like; the author is told unless they liked their own post. */
export async function likePost(deps: PostDeps, { userId, postId }: { userId: number; postId: number }): Promise<LikeResponse> {
  const access = await assertCanReact(deps, postId, userId);
  const user = await findUserById(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    const added = await addLike(tx, postId, userId);
    if (added && access.author_id !== userId && user)
      await insertNotifications(tx, [postNotification.liked(access.author_id, postId, user.nickname)]);
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

export { assertCanReact, assertReadable };
