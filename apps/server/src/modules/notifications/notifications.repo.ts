import { type NotificationType, type RelatedType, SAFETY_MSG } from '@dongne/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { notifications } from '../../db/schema.ts';

export type NewNotification = {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  relatedType: RelatedType | null;
  relatedId: number | null;
  /** The comment a POST_COMMENT notification quotes (contract §11: its quote is hidden with it). */
  commentId?: number | null;
};

export const NOTIFICATIONS_CHANNEL = 'dongne_notifications';

/**
 * Stores notifications in one insert and NOTIFYs them: PostgreSQL delivers a NOTIFY only when the
 * transaction commits, so live pushes never announce a notification that was rolled back.
 * Never for the actor's own action (callers filter). With `actorId` (the user whose action this
 * is), recipients who blocked the actor get none (contract §11): the same insert leaves them out.
 */
export async function insertNotifications(db: Executor, rows: NewNotification[], { actorId }: { actorId?: number } = {}) {
  if (rows.length === 0) return [];
  const inserted =
    actorId === undefined ? await db.insert(notifications).values(rows).returning() : await insertUnlessBlocked(db, rows, actorId);
  if (inserted.length === 0) return [];
  const ids = sql.join(
    inserted.map((row) => sql`${row.id}`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('userId', n.user_id, 'notification', json_build_object(
      'id', n.id, 'type', n.type, 'title', n.title, 'message', n.message, 'isRead', n.is_read,
      'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'relatedType', n.related_type, 'relatedId', n.related_id))::text)
      from notifications n where n.id in (${ids})`,
  );
  return inserted;
}

/** `insert … select … where not exists (block)`: one statement however many recipients (contract §11). */
async function insertUnlessBlocked(db: Executor, rows: NewNotification[], actorId: number) {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.userId}::int, ${row.type}, ${row.title}, ${row.message}, ${row.relatedType}::text, ${row.relatedId}::int, ${row.commentId ?? null}::int)`,
    ),
    sql`, `,
  );
  return queryRows<{ id: number }>(
    db,
    sql`insert into notifications (user_id, type, title, message, related_type, related_id, comment_id)
        select v.user_id, v.type, v.title, v.message, v.related_type, v.related_id, v.comment_id
        from (values ${values}) as v (user_id, type, title, message, related_type, related_id, comment_id)
        where not exists (select 1 from user_blocks ub where ub.blocker_id = v.user_id and ub.blocked_id = ${actorId})
        returning id`,
  );
}

/** A notification as raw SQL answers it: drizzle's row, with the time as text or Date. */
export type NotificationRow = Omit<typeof notifications.$inferSelect, 'createdAt'> & { createdAt: Date | string };

/**
 * One page of the user's notifications, newest first, and their total, as plain SQL: this is the
 * most frequent request of the app (the bell, the notification page) and drizzle's select
 * builder was a fifth of its CPU (docs/benchmarks.md, notifications).
 */
export function selectNotificationPage(db: Executor, { userId, limit, offset }: { userId: number; limit: number; offset: number }) {
  return Promise.all([
    // camelCase aliases give the shape of drizzle's own selects, but the time arrives as the
    // driver's text (drizzle turns it into a Date only in its builder): see NotificationRow.
    queryRows<NotificationRow>(
      db,
      // A quoted comment hidden after reports (contract §11) is quoted as hidden: one primary-key join.
      sql`select n.id, n.user_id as "userId", n.type, n.title,
        case when c.hidden_at is null then n.message else cu.nickname || '님: ' || ${SAFETY_MSG.hiddenContent} end as message,
        n.is_read as "isRead", n.related_type as "relatedType", n.related_id as "relatedId", n.created_at as "createdAt"
        from notifications n left join comments c on c.id = n.comment_id left join users cu on cu.id = c.author_id
        where n.user_id = ${userId} order by n.created_at desc, n.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ count: number }>(db, sql`select count(*)::int as count from notifications where user_id = ${userId}`),
  ]).then(([rows, [total]]) => ({ rows, total: total?.count ?? 0 }));
}

const mine = (userId: number, id?: number) =>
  id === undefined ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.id, id));

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}

/** Marks one of the user's notifications read; null when the user has none with that id. */
export async function markNotificationRead(db: Executor, userId: number, id: number) {
  const [row] = await db.update(notifications).set({ isRead: true }).where(mine(userId, id)).returning();
  return row ?? null;
}

export async function markAllNotificationsRead(db: Executor, userId: number) {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId), eq(notifications.isRead, false)));
}

/** Deletes one of the user's notifications; false when the user has none with that id. */
export async function deleteNotificationRow(db: Executor, userId: number, id: number): Promise<boolean> {
  const removed = await db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
  return removed.length > 0;
}

export async function deleteAllNotifications(db: Executor, userId: number) {
  await db.delete(notifications).where(mine(userId));
}
