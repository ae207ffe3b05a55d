import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { NOTIFICATION_PAGE_SIZE } from './get-notifications.ts';
import { setUnreadCount } from './get-unread-count.ts';
import { notificationKeys } from './query-keys.ts';

/** DELETE /api/notifications/clear: removes every notification of the signed-in user. */
export async function clearNotifications(): Promise<void> {
  await apiClient.delete('/notifications/clear');
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => {
      // Keep only an empty first page, so "load more" does not offer pages that no longer exist.
      queryClient.setQueryData(notificationKeys.list(), {
        pages: [
          { content: [], number: 0, size: NOTIFICATION_PAGE_SIZE, totalElements: 0, totalPages: 0, first: true, last: true, empty: true },
        ],
        pageParams: [0],
      });
      setUnreadCount(queryClient, 0);
    },
  });
}
