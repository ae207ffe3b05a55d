import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLoadedNotifications } from '@/features/notifications/lib/notification-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { setUnreadCount } from './get-unread-count.ts';

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
    },
  });
}
