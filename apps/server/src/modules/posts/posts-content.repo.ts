import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { comments, posts } from '../../db/schema.ts';
import { type ExportRow, type SnapshotRow, toSnapshot } from '../../lib/content-kind.ts';

// The SQL behind the post and comment content kinds (posts.content.ts, comments.content.ts).

export async function readPostSnapshot(db: Executor, id: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select p.content as text, p.image_urls, u.id as author_id, u.nickname as author_nickname, g.id as group_id, g.name as group_name
        from posts p join users u on u.id = p.author_id join groups g on g.id = p.group_id where p.id = ${id}`,
  );
  return toSnapshot(row);
}

export const POST_GONE = sql`not exists (select 1 from posts x where x.id = t.target_id)`;

export async function setPostHidden(tx: Executor, id: number, hiddenAt: Date | null): Promise<boolean> {
  return (await tx.update(posts).set({ hiddenAt }).where(eq(posts.id, id)).returning({ id: posts.id })).length > 0;
}

export const exportPostsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select p.id, p.group_id as "groupId", g.name as "groupName", p.content, p.image_urls as "imageUrls",
          p.like_count as "likeCount", p.comment_count as "commentCount", p.created_at as "createdAt", p.updated_at as "updatedAt"
        from posts p join groups g on g.id = p.group_id
        where p.author_id = ${userId} order by p.created_at desc, p.id desc limit ${limit}`,
  );

export const exportLikesOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select l.post_id as "postId", l.created_at as "createdAt"
        from post_likes l where l.user_id = ${userId} order by l.created_at desc, l.post_id desc limit ${limit}`,
  );

/** The user's likes, each liked post's count kept exact. */
export async function deleteLikesOf(tx: Executor, userId: number) {
  await tx.execute(sql`with gone as (delete from post_likes where user_id = ${userId} returning post_id)
    update posts p set like_count = p.like_count - 1 from gone where gone.post_id = p.id`);
}

export async function readCommentSnapshot(db: Executor, id: number) {
  const [row] = await queryRows<SnapshotRow>(
    db,
    sql`select c.content as text, '{}'::text[] as image_urls, u.id as author_id, u.nickname as author_nickname,
          g.id as group_id, g.name as group_name
        from comments c join users u on u.id = c.author_id
          left join posts p on p.id = c.post_id left join events e on e.id = c.event_id
          join groups g on g.id = coalesce(p.group_id, e.group_id)
        where c.id = ${id} and not c.is_deleted`,
  );
  return toSnapshot(row);
}

export const COMMENT_GONE = sql`not exists (select 1 from comments x where x.id = t.target_id and not x.is_deleted)`;

export async function setCommentHidden(tx: Executor, id: number, hiddenAt: Date | null): Promise<boolean> {
  return (await tx.update(comments).set({ hiddenAt }).where(eq(comments.id, id)).returning({ id: comments.id })).length > 0;
}

export const exportCommentsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<ExportRow>(
    db,
    sql`select c.id, c.post_id as "postId", c.event_id as "eventId", c.parent_id as "parentId", c.content, c.is_deleted as "isDeleted",
          c.created_at as "createdAt", c.updated_at as "updatedAt"
        from comments c where c.author_id = ${userId} order by c.id desc limit ${limit}`,
  );
