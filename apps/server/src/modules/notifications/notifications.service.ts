import type { Notification } from '@dongne/contract';
import { and, count, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { type NotificationRow, selectNotificationPage } from './notifications.repo.ts';

type NotificationDeps = Pick<Deps, 'db'>;
const NOT_FOUND = '알림을 찾을 수 없습니다.';
const mine = (userId: number, id?: number) =>
  id === undefined ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.id, id));

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: new Date(row.createdAt).toISOString(),
    relatedType: row.relatedType as Notification['relatedType'],
    relatedId: row.relatedId,
  };
}

/** The user's notifications, newest first. */
export async function listNotifications(deps: NotificationDeps, { userId, page, size }: { userId: number; page: number; size: number }) {
  const { rows, total } = await selectNotificationPage(deps.db, { userId, limit: size, offset: page * size });
  return toPage(rows.map(toNotification), { page, size, total });
}

export async function unreadCount(deps: NotificationDeps, userId: number) {
  const [row] = await deps.db
    .select({ value: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.isRead, false)));
  return { count: row?.value ?? 0 };
}

/** Marks one of the user's notifications read; someone else's is 404 like a missing one. */
export async function markRead(deps: NotificationDeps, { userId, id }: { userId: number; id: number }) {
  const [row] = await deps.db.update(notifications).set({ isRead: true }).where(mine(userId, id)).returning();
  if (!row) throw notFound(NOT_FOUND);
  return toNotification(row);
}

export async function markAllRead(deps: NotificationDeps, userId: number) {
  await deps.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId), eq(notifications.isRead, false)));
}

export async function deleteNotification(deps: NotificationDeps, { userId, id }: { userId: number; id: number }) {
  const removed = await deps.db.delete(notifications).where(mine(userId, id)).returning({ id: notifications.id });
  if (removed.length === 0) throw notFound(NOT_FOUND);
}

export async function clearNotifications(deps: NotificationDeps, userId: number) {
  await deps.db.delete(notifications).where(mine(userId));
}
