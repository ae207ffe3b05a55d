import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { comments, events } from '../../db/schema.ts';
import { mentionNames, type StoredMention } from './post-mentions.repo.ts';
import { viewerIsAdmin } from './posts.repo.ts';

/** What a comment hangs under: a post, or an event (contract §19). */
export type CommentThread = { kind: 'post' | 'event'; id: number };

export type CommentRow = {
  id: number;
  post_id: number | null;
  event_id: number | null;
  parent_id: number | null;
  content: string;
  is_deleted: boolean;
  /** Contract §11: hidden after reports since then. */
  hidden_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author_id: number;
  /** The author's role in the group of the post or event, null when no longer a member. */
  author_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  author_nickname: string;
  author_profile_image: string | null;
  author_deleted: boolean;
  /** The viewer blocked the author (contract §11). */
  is_blocked: boolean;
  /** The members it mentions (contract §21), and their nicknames now by id (null when none). */
  mentions: StoredMention[] | null;
  mention_names: Record<string, string> | null;
};

/** The comment columns, with whether `viewerId` blocked the author (a primary-key probe per row). */
const select = (
  viewerId: number | null,
) => sql`select c.id, c.post_id, c.event_id, c.parent_id, c.content, c.is_deleted, c.hidden_at, c.created_at, c.updated_at,
  u.id as author_id, u.nickname as author_nickname, u.profile_image as author_profile_image, (u.deleted_at is not null) as author_deleted,
  (select am.role from group_members am where am.user_id = c.author_id and am.group_id = coalesce(
    (select ap.group_id from posts ap where ap.id = c.post_id), (select ae.group_id from events ae where ae.id = c.event_id))) as author_role,
  exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId ?? 0} and ub.blocked_id = c.author_id) as is_blocked,
  c.mentions, ${mentionNames(sql`c.mentions`)} as mention_names
  from comments c join users u on u.id = c.author_id`;

const threadColumn = (thread: CommentThread) => (thread.kind === 'post' ? sql`c.post_id` : sql`c.event_id`);

/** A page of a thread's top-level comments, newest first; deleted ones only while they still have replies. */
export async function selectTopLevelComments(
  db: Executor,
  thread: CommentThread,
  limit: number,
  offset: number,
  viewerId: number | null = null,
) {
  const where = sql`${threadColumn(thread)} = ${thread.id} and c.parent_id is null
    and (not c.is_deleted or exists (select 1 from comments r where r.parent_id = c.id and not r.is_deleted))`;
  const rows = await queryRows<CommentRow>(
    db,
    sql`${select(viewerId)} where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`,
  );
  const [total] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from comments c where ${where}`);
  return { rows, total: total?.count ?? 0 };
}

/** The visible replies of several top-level comments, oldest first, in one query. */
export function selectReplies(db: Executor, parentIds: number[], viewerId: number | null = null) {
  if (parentIds.length === 0) return Promise.resolve([] as CommentRow[]);
  return queryRows<CommentRow>(
    db,
    sql`${select(viewerId)} where c.parent_id in (${sql.join(
      parentIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and not c.is_deleted order by c.created_at, c.id`,
  );
}

export async function selectComment(db: Executor, id: number, viewerId: number | null = null) {
  const [row] = await queryRows<CommentRow>(db, sql`${select(viewerId)} where c.id = ${id}`);
  return row ?? null;
}

export async function lockComment(tx: Executor, id: number) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row ?? null;
}

export async function insertComment(db: Executor, values: typeof comments.$inferInsert) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('insert returned no comment');
  return row.id;
}

export async function updateCommentRow(db: Executor, id: number, values: Partial<typeof comments.$inferInsert>) {
  await db
    .update(comments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(comments.id, id));
}

export async function deleteCommentRows(db: Executor, ids: number[]) {
  if (ids.length > 0) await db.delete(comments).where(inArray(comments.id, ids));
}

export async function countVisibleReplies(db: Executor, parentId: number): Promise<number> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.parentId, parentId), eq(comments.isDeleted, false)));
  return rows.length;
}

/**
 * What a comment's rules read of the post or event it hangs under (posts.repo.ts findPostAccess
 * answers these for a post): its group, whether that group is public, the viewer's and the
 * author's roles, and the author (a post's writer, an event's organiser) who is told of new comments.
 */
export type ThreadAccessRow = {
  group_id: number;
  author_id: number;
  is_public: boolean;
  viewer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  author_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  viewer_is_admin: boolean;
  /** The event's title, quoted in its comment notifications. */
  title?: string;
};

/** An event as its comments' rules see it: the organiser stands where a post's author does. */
export async function findEventCommentAccess(db: Executor, eventId: number, viewerId: number | null) {
  const [row] = await queryRows<ThreadAccessRow>(
    db,
    sql`select e.group_id, e.organizer_id as author_id, g.is_public, e.title,
          ${viewerIsAdmin(viewerId)} as viewer_is_admin,
          (select m.role from group_members m where m.group_id = g.id and m.user_id = ${viewerId ?? 0}) as viewer_role,
          (select om.role from group_members om where om.group_id = g.id and om.user_id = e.organizer_id) as author_role
        from events e join groups g on g.id = e.group_id where e.id = ${eventId}`,
  );
  return row ?? null;
}

/** Keeps an event's comment count exact as comments come and go. */
export async function adjustEventCommentCount(db: Executor, eventId: number, delta: number) {
  await db
    .update(events)
    .set({ commentCount: sql`${events.commentCount} + ${delta}` })
    .where(eq(events.id, eventId));
}
