import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLoadedNotifications } from '@/features/notifications/lib/notification-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { notificationKeys } from './query-keys.ts';

/** DELETE /api/notifications/{id}. */
export async function deleteNotification(id: number): Promise<void> {
  await apiClient.delete(`/notifications/${id}`);
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_, id) => {
      updateLoadedNotifications(queryClient, (items) => items.filter((item) => item.id !== id));
      // Later pages moved up by one, and the deleted row may have been unread: read both again.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
