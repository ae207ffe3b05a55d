import type { Notification } from '@dongne/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { eventKeys } from '@/features/events/api/query-keys.ts';
import { groupKeys } from '@/features/groups/api/query-keys.ts';
import { setUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { notificationKeys } from '@/features/notifications/api/query-keys.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { TOAST_ERROR_MS } from '@/lib/notify.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

// A change of the reader's place in a group (contract §10): the group page they may have open
// turns into what they now are (a removed member sees the non-member page, a new manager the staff menus).
const GROUP_PLACE_CHANGES = new Set(['GROUP_MEMBER_REMOVED', 'GROUP_ROLE_CHANGED', 'GROUP_JOIN_APPROVED', 'GROUP_JOIN_REJECTED']);

/**
 * Each notification the server pushes to the signed-in user (contract §5) moves the header's
 * unread badge at once, marks the notifications list stale, and shows its title as a toast.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  useRealtimeSubscription(isAuthenticated ? destinations.userNotifications : null, (payload) => {
    // The contract's schemas (and zod) load with the first push, not with the first screen.
    void import('./notification-frame.ts').then(({ parseNotificationFrame }) => {
      const notification = parseNotificationFrame(payload);
      if (notification) showNotification(queryClient, notification);
    });
  });
  return null;
}

function showNotification(queryClient: QueryClient, notification: Notification): void {
  // +1 on a count we hold; a count never loaded is fetched instead of guessed from zero.
  if (queryClient.getQueryData(notificationKeys.unreadCount()) === undefined) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
  } else {
    setUnreadCount(queryClient, (count) => count + 1);
  }
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  if (GROUP_PLACE_CHANGES.has(notification.type)) void queryClient.invalidateQueries({ queryKey: groupKeys.all });
  // A change of one's own place at an event (a freed seat taken from the waitlist, a cancellation):
  // an open event page shows it at once instead of '대기 1번' until reload.
  if (notification.relatedType === 'EVENT') {
    const detail = notification.relatedId === null ? eventKeys.all : eventKeys.detail(notification.relatedId);
    void queryClient.invalidateQueries({ queryKey: detail });
    void queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] });
  }
  // Long enough to read two lines; the same id never shows twice (a push repeated on reconnect).
  toast(notification.title, { id: `notification-${notification.id}`, description: notification.message, duration: TOAST_ERROR_MS });
}
