import type { Notification } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLoadedNotifications } from '@/features/notifications/lib/notification-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { setUnreadCount } from './get-unread-count.ts';
import { notificationKeys } from './query-keys.ts';

/** PUT /api/notifications/{id}/read: answers the notification as it is now. */
export async function markNotificationRead(id: number): Promise<Notification> {
  const { data } = await apiClient.put<Notification>(`/notifications/${id}/read`);
  return data;
}

/** Failures stay silent (spec §8); the row simply stays unread. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (read) => {
      updateLoadedNotifications(queryClient, (items) => items.map((item) => (item.id === read.id ? read : item)));
      setUnreadCount(queryClient, (count) => count - 1);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
    },
  });
}
