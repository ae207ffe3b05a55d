import type { Notification } from '@dongne/contract';
import { useNavigate } from 'react-router';
import { useMarkNotificationRead } from '@/features/notifications/api/mark-notification-read.ts';
import { notificationTarget } from '@/features/notifications/lib/notification-target.ts';

/**
 * Clicking a notification (spec §2, §4): an unread one is marked read, then its page opens. The
 * navigation does not wait for the server, since a failed mark is silent and only leaves it unread.
 */
export function useOpenNotification(): (notification: Notification) => void {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  return (notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };
}
