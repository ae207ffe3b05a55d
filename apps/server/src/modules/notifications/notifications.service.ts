import type { Notification } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { isoTimestamp } from '../../lib/timestamps.ts';
import {
  countUnread,
  deleteAllNotifications,
  deleteNotificationRow,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
  selectNotificationPage,
} from './notifications.repo.ts';

type NotificationDeps = Pick<Deps, 'db'>;
const NOT_FOUND = '알림을 찾을 수 없습니다.';

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type as Notification['type'],
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: isoTimestamp(row.createdAt),
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
  return { count: await countUnread(deps.db, userId) };
}

/** Marks one of the user's notifications read; someone else's is 404 like a missing one. */
export async function markRead(deps: NotificationDeps, { userId, id }: { userId: number; id: number }) {
  const row = await markNotificationRead(deps.db, userId, id);
  if (!row) throw notFound(NOT_FOUND);
  return toNotification(row);
}

export async function markAllRead(deps: NotificationDeps, userId: number) {
  await markAllNotificationsRead(deps.db, userId);
}

export async function deleteNotification(deps: NotificationDeps, { userId, id }: { userId: number; id: number }) {
  if (!(await deleteNotificationRow(deps.db, userId, id))) throw notFound(NOT_FOUND);
}

export async function clearNotifications(deps: NotificationDeps, userId: number) {
  await deleteAllNotifications(deps.db, userId);
}

// Published for other modules' transactions (docs/architecture.md, "Module rule"): a change
// notifies in its own transaction, so a notice exists exactly when the change commits.
export { insertNotifications, type NewNotification, type UnblockableNotification } from './notifications.repo.ts';
