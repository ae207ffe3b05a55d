import type { Notification, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { notificationKeys } from './query-keys.ts';

// Spec §9: notifications are read 20 at a time.
export const NOTIFICATION_PAGE_SIZE = 20;

/** GET /api/notifications?page&size: the signed-in user's notifications, newest first. */
export async function getNotifications(params: { page: number; size: number }, signal?: AbortSignal): Promise<Page<Notification>> {
  const { data } = await apiClient.get<Page<Notification>>('/notifications', { params, signal });
  return data;
}

export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationKeys.list(),
  queryFn: ({ pageParam, signal }) => getNotifications({ page: pageParam, size: NOTIFICATION_PAGE_SIZE }, signal),
  initialPageParam: 0,
  getNextPageParam: (lastPage: Page<Notification>) => (lastPage.last ? undefined : lastPage.number + 1),
  // A notification arrives while the user is elsewhere; coming back to the screen shows it.
  staleTime: 0,
});

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}
