import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { postLikes, posts } from '../../db/schema.ts';
import { POLL_OF_POST } from './polls.repo.ts';
import { mentionNames, type StoredMention } from './post-mentions.repo.ts';

export type PostRow = {
  id: number;
  group_id: number;
  group_name: string;
  group_owner_id: number;
  content: string;
  image_urls: string[];
  like_count: number;
  comment_count: number;
  created_at: Date | string;
  updated_at: Date | string;
  author_id: number;
  author_nickname: string;
  author_profile_image: string | null;
  author_deleted: boolean;
  is_liked: boolean;
  /** The viewer's and the author's roles in the group (null: not a member), and when it was pinned. */
  viewer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  author_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  pinned_at: Date | string | null;
  /** Contract §11: hidden after reports since then, and whether the viewer is an operator (who sees it anyway). */
  hidden_at: Date | string | null;
  viewer_is_admin: boolean;
  /** The viewer blocked the author (contract §11). */
  is_blocked: boolean;
  /** The poll the post carries (contract §20), or null. */
  poll_id: number | null;
  /** The members it mentions (contract §21), and their nicknames now by id (null when none). */
  mentions: StoredMention[] | null;
  mention_names: Record<string, string> | null;
};

/**
 * Whether the viewer is an operator, as one uncorrelated subquery: PostgreSQL runs it once per
 * statement (an InitPlan), not per row. Hidden content (contract §11) is shown to operators.
 */
export const viewerIsAdmin = (viewerId: number | null) =>
  sql`exists (select 1 from users va where va.id = ${viewerId ?? 0} and va.role = 'ADMIN')`;

/** A page of posts with author, group and the viewer's like in one query. */
function selectPosts(
  db: Executor,
  { viewerId, where, orderBy, limit, offset }: { viewerId: number | null; where: SQL; orderBy: SQL; limit: number; offset: number },
) {
  const viewer = viewerId ?? 0;
  return queryRows<PostRow>(
    db,
    sql`select p.id, p.group_id, g.name as group_name, g.owner_id as group_owner_id, p.content, p.image_urls,
          p.like_count, p.comment_count, p.created_at, p.updated_at,
          u.id as author_id, u.nickname as author_nickname, u.profile_image as author_profile_image, (u.deleted_at is not null) as author_deleted,
          exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${viewer}) as is_liked,
          (select vm.role from group_members vm where vm.group_id = p.group_id and vm.user_id = ${viewer}) as viewer_role,
          (select am.role from group_members am where am.group_id = p.group_id and am.user_id = p.author_id) as author_role,
          p.pinned_at, p.hidden_at, ${viewerIsAdmin(viewerId)} as viewer_is_admin,
          exists (select 1 from user_blocks ub where ub.blocker_id = ${viewer} and ub.blocked_id = p.author_id) as is_blocked,
          ${POLL_OF_POST} as poll_id,
          p.mentions, ${mentionNames(sql`p.mentions`)} as mention_names
        from posts p
        join groups g on g.id = p.group_id
        join users u on u.id = p.author_id
        where ${where}
        order by ${orderBy}
        limit ${limit} offset ${offset}`,
  );
}

async function countPosts(db: Executor, where: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from posts p join groups g on g.id = p.group_id where ${where}`,
  );
  return row?.count ?? 0;
}

/**
 * Posts the viewer may read, as a filter over many posts: public groups' and those of groups the
 * viewer belongs to. It is group-policy.ts's `readPosts` rule (members read a private group), put
 * as SQL so a feed page is cut in one query.
 */
const readableBy = (viewerId: number | null) =>
  viewerId === null
    ? sql`g.is_public`
    : sql`(g.is_public or exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${viewerId}))`;

export type PostSort = { sortBy: 'createdAt' | 'likeCount' | 'commentCount'; sortDirection: 'ASC' | 'DESC' };
type PageQuery = PostSort & { viewerId: number | null; page: number; size: number };

/**
 * A page of the posts `where` matches, in the chosen order (ties by id the same way), and their
 * total; `pinnedFirst` (one group's list, contract §10) puts its notices first, newest pin first.
 */
async function pageOfPosts(db: Executor, where: SQL, { viewerId, page, size, sortBy, sortDirection }: PageQuery, pinnedFirst = false) {
  const column = { createdAt: sql`p.created_at`, likeCount: sql`p.like_count`, commentCount: sql`p.comment_count` }[sortBy];
  const direction = sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  const pinned = pinnedFirst ? sql`p.pinned_at desc nulls last, ` : sql``;
  const [rows, total] = await Promise.all([
    selectPosts(db, {
      viewerId,
      where,
      orderBy: sql`${pinned}${column} ${direction}, p.id ${direction}`,
      limit: size,
      offset: page * size,
    }),
    countPosts(db, where),
  ]);
  return { rows, total };
}

/** A page of one group's posts (whether the viewer may read them is the service's question). */
export const groupPostsPage = (db: Executor, groupId: number, query: PageQuery) =>
  pageOfPosts(db, sql`p.group_id = ${groupId}`, query, true);

/** A page of every post the viewer may read. */
export const feedPage = (db: Executor, query: PageQuery) => pageOfPosts(db, readableBy(query.viewerId), query);

/** A page of one author's posts, as far as the viewer may read them. */
export const authorPostsPage = (db: Executor, authorId: number, query: PageQuery) =>
  pageOfPosts(db, sql`p.author_id = ${authorId} and ${readableBy(query.viewerId)}`, query);

/** One post as a card or the detail shows it, for the viewer; null when it does not exist. */
export async function findPostCard(db: Executor, postId: number, viewerId: number | null): Promise<PostRow | null> {
  const [row] = await selectPosts(db, { viewerId, where: sql`p.id = ${postId}`, orderBy: sql`p.id`, limit: 1, offset: 0 });
  return row ?? null;
}

/** The post with what permission checks need: its group's visibility and owner, and the viewer's membership. */
export async function findPostAccess(db: Executor, postId: number, viewerId: number | null) {
  const [row] = await queryRows<{
    id: number;
    group_id: number;
    author_id: number;
    is_public: boolean;
    owner_id: number;
    viewer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
    author_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
    image_urls: string[];
    pinned_at: Date | string | null;
    viewer_is_admin: boolean;
  }>(
    db,
    sql`select p.id, p.group_id, p.author_id, g.is_public, g.owner_id, p.image_urls, p.pinned_at,
          ${viewerIsAdmin(viewerId)} as viewer_is_admin,
          (select m.role from group_members m where m.group_id = g.id and m.user_id = ${viewerId ?? 0}) as viewer_role,
          (select am.role from group_members am where am.group_id = g.id and am.user_id = p.author_id) as author_role
        from posts p join groups g on g.id = p.group_id where p.id = ${postId}`,
  );
  return row ?? null;
}

/** How many of the group's posts are pinned (call under the group's row lock). */
export async function countPinned(db: Executor, groupId: number): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from posts where group_id = ${groupId} and pinned_at is not null`,
  );
  return row?.count ?? 0;
}

/** Pins or unpins; false when the post is gone. */
export async function setPinned(db: Executor, postId: number, pinnedAt: Date | null): Promise<boolean> {
  const updated = await db.update(posts).set({ pinnedAt }).where(eq(posts.id, postId)).returning({ id: posts.id });
  return updated.length > 0;
}

export async function insertPost(db: Executor, values: typeof posts.$inferInsert) {
  const [row] = await db.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('insert returned no post');
  return row.id;
}

export async function updatePostRow(db: Executor, id: number, values: Partial<typeof posts.$inferInsert>) {
  await db
    .update(posts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(posts.id, id));
}

/** The members a post mentions now, as stored (an edit tells only those it adds). */
export async function selectPostMentions(db: Executor, postId: number): Promise<StoredMention[] | null> {
  const [row] = await queryRows<{ mentions: StoredMention[] | null }>(db, sql`select mentions from posts where id = ${postId}`);
  return row?.mentions ?? null;
}

export async function deletePostRow(db: Executor, id: number) {
  await db.delete(posts).where(eq(posts.id, id));
}

/** Adds the like unless it exists, and the count with it; true when a like was added. */
export async function addLike(db: Executor, postId: number, userId: number): Promise<boolean> {
  const inserted = await db.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: postLikes.postId });
  if (inserted.length === 0) return false;
  await db
    .update(posts)
    .set({ likeCount: sql`${posts.likeCount} + 1` })
    .where(eq(posts.id, postId));
  return true;
}

export async function removeLike(db: Executor, postId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  if (removed.length === 0) return false;
  await db
    .update(posts)
    .set({ likeCount: sql`${posts.likeCount} - 1` })
    .where(eq(posts.id, postId));
  return true;
}

export async function readLikeState(db: Executor, postId: number, userId: number) {
  const [row] = await queryRows<{ like_count: number; is_liked: boolean }>(
    db,
    sql`select p.like_count, exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = ${userId}) as is_liked from posts p where p.id = ${postId}`,
  );
  return row ?? null;
}

export async function adjustCommentCount(db: Executor, postId: number, delta: number) {
  await db
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + ${delta}` })
    .where(eq(posts.id, postId));
}
