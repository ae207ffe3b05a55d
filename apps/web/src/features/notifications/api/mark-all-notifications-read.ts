import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLoadedNotifications } from '@/features/notifications/lib/notification-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { setUnreadCount } from './get-unread-count.ts';
import { notificationKeys } from './query-keys.ts';

/** PUT /api/notifications/read-all. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiClient.put('/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      updateLoadedNotifications(queryClient, (items) => items.map((item) => (item.isRead ? item : { ...item, isRead: true })));
      setUnreadCount(queryClient, 0);
      // A list or count request answered before the write landed must not put the unread ones back:
      // invalidating cancels it and asks again.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}
