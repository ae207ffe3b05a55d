import { DELETED_USER_NICKNAME, type NotificationType, type RelatedType, SAFETY_MSG } from '@dongne/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { notifications } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { pushFanOutJob } from '../push/push.jobs.ts';

export type NewNotification = {
  userId: number;
  type: NotificationType;
  title: string;
  /** With `namesActor`, the text that follows the actor's nickname ('님이 …'). */
  message: string;
  relatedType: RelatedType | null;
  relatedId: number | null;
  /** The comment a POST_COMMENT notification quotes (contract §11: its quote is hidden with it). */
  commentId?: number | null;
  /**
   * The message begins with the actor's nickname, filled in whenever it is read or pushed, never
   * stored (contract §12: a new nickname, or a deleted account's 탈퇴한 회원, shows at once).
   */
  namesActor?: boolean;
};

/**
 * A notification that reaches its recipient even when they blocked the actor (a removal, a ban,
 * a group's deletion: contract §11). Such a recipient reads `messageForBlocker`, which holds no
 * text the actor wrote; it never names the actor.
 */
export type UnblockableNotification = NewNotification & { namesActor?: false; messageForBlocker: string };

/**
 * Whose act a notification reports. Required at every insert, so no call site can leave out the
 * block filter of contract §11: `null` only for the service's own notices (an operator's decision
 * on a report), which no block applies to.
 */
export type NotificationActor = {
  actorId: number | null;
  /** The queue the push fan-out is stored in, in the notifications' own transaction (contract §17, §18). */
  jobs: Pick<JobQueue, 'enqueueInTx'>;
};

export const NOTIFICATIONS_CHANNEL = 'dongne_notifications';

/**
 * A notification's message as its recipient reads it (contract §11, §12): the actor's nickname as
 * it is now before a message that names them; a quoted comment hidden after reports quoted as
 * hidden. Needs `n` (notifications), `a` (users, the actor) and `c` (comments, the quote).
 */
export const RENDERED_MESSAGE = sql`case when n.names_actor then coalesce(a.nickname, ${DELETED_USER_NICKNAME}::text) else '' end
  || case when c.hidden_at is null then n.message else ${`님: ${SAFETY_MSG.hiddenContent}`}::text end`;
/** The joins RENDERED_MESSAGE reads: two primary-key lookups per notification. */
export const RENDER_JOINS = sql`left join users a on a.id = n.actor_id left join comments c on c.id = n.comment_id`;

/**
 * Stores notifications in one statement and NOTIFYs them: PostgreSQL delivers a NOTIFY only when
 * the transaction commits, so live pushes never announce a notification that was rolled back.
 * Never for the actor's own action (callers filter). Recipients who blocked the actor get none
 * (contract §11), left out by the same statement; `reachBlockers` (removal, ban, group deletion)
 * gives them `messageForBlocker` instead. Their pushes are a fan-out job stored in the same transaction.
 */
export async function insertNotifications(db: Executor, rows: NewNotification[], by: NotificationActor): Promise<{ id: number }[]>;
export async function insertNotifications(
  db: Executor,
  rows: UnblockableNotification[],
  by: { actorId: number; reachBlockers: true; jobs: NotificationActor['jobs'] },
): Promise<{ id: number }[]>;
export async function insertNotifications(
  db: Executor,
  rows: (NewNotification & { messageForBlocker?: string })[],
  { actorId, jobs, reachBlockers = false }: NotificationActor & { reachBlockers?: boolean },
) {
  if (rows.length === 0) return [];
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.userId}::int, ${row.type}, ${row.title}, ${row.message}, ${row.messageForBlocker ?? row.message}, ${row.relatedType}::text, ${row.relatedId}::int, ${row.commentId ?? null}::int, ${row.namesActor ?? false}::boolean)`,
    ),
    sql`, `,
  );
  const blocked = sql`exists (select 1 from user_blocks ub where ub.blocker_id = v.user_id and ub.blocked_id = ${actorId}::int)`;
  const inserted = await queryRows<{ id: number }>(
    db,
    sql`insert into notifications (user_id, type, title, message, related_type, related_id, comment_id, actor_id, names_actor)
        select v.user_id, v.type, v.title, ${reachBlockers ? sql`case when ${blocked} then v.blocker_message else v.message end` : sql`v.message`},
          v.related_type, v.related_id, v.comment_id, ${actorId}::int, v.names_actor
        from (values ${values}) as v (user_id, type, title, message, blocker_message, related_type, related_id, comment_id, names_actor)
        ${reachBlockers ? sql`` : sql`where not ${blocked}`}
        returning id`,
  );
  if (inserted.length === 0) return [];
  const ids = sql.join(
    inserted.map((row) => sql`${row.id}`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('userId', n.user_id, 'notification', json_build_object(
      'id', n.id, 'type', n.type, 'title', n.title, 'message', ${RENDERED_MESSAGE}, 'isRead', n.is_read,
      'createdAt', to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'relatedType', n.related_type, 'relatedId', n.related_id))::text)
      from notifications n ${RENDER_JOINS} where n.id in (${ids})`,
  );
  // Pushes to devices (contract §18) leave only if this transaction commits, read again at send time.
  await jobs.enqueueInTx(db as Tx, pushFanOutJob, { notificationIds: inserted.map((row) => row.id) });
  return inserted;
}

/** A notification as raw SQL answers it: drizzle's row, with the time as text or Date. */
export type NotificationRow = Pick<
  typeof notifications.$inferSelect,
  'id' | 'userId' | 'type' | 'title' | 'message' | 'isRead' | 'relatedType' | 'relatedId'
> & { createdAt: Date | string };

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
      // The message as its recipient reads it (RENDERED_MESSAGE): two primary-key joins per row.
      sql`select n.id, n.user_id as "userId", n.type, n.title, ${RENDERED_MESSAGE} as message,
        n.is_read as "isRead", n.related_type as "relatedType", n.related_id as "relatedId", n.created_at as "createdAt"
        from notifications n ${RENDER_JOINS}
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

/** Marks one of the user's notifications read, answered as they read it; null when the user has none with that id. */
export async function markNotificationRead(db: Executor, userId: number, id: number) {
  const [row] = await queryRows<NotificationRow>(
    db,
    sql`with n as (update notifications set is_read = true where user_id = ${userId} and id = ${id} returning *)
        select n.id, n.user_id as "userId", n.type, n.title, ${RENDERED_MESSAGE} as message,
          n.is_read as "isRead", n.related_type as "relatedType", n.related_id as "relatedId", n.created_at as "createdAt"
        from n ${RENDER_JOINS}`,
  );
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

/** The user's notifications for the export (contract §12), newest first, messages as they read today. */
export const exportNotificationsOf = (db: Executor, userId: number, limit: number) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select n.id, n.type, n.title, ${RENDERED_MESSAGE} as message, n.is_read as "isRead", n.related_type as "relatedType",
          n.related_id as "relatedId", n.created_at as "createdAt"
        from notifications n ${RENDER_JOINS} where n.user_id = ${userId} order by n.created_at desc, n.id desc limit ${limit}`,
  );

export async function deleteNotificationsOf(tx: Executor, userId: number) {
  await tx.execute(sql`delete from notifications where user_id = ${userId}`);
}
