import type { Notification } from '@dongne/contract';

export type BulkActions = { canMarkAllRead: boolean; canClearAll: boolean };

/**
 * Spec §2: mark-all-read only while something is unread, delete-all only while the list has rows.
 * The server's count also covers pages not loaded yet, so either source of "unread" is enough.
 */
export function bulkActionsFor(items: readonly Pick<Notification, 'isRead'>[], unreadCount: number): BulkActions {
  return {
    canMarkAllRead: unreadCount > 0 || items.some((item) => !item.isRead),
    canClearAll: items.length > 0,
  };
}
