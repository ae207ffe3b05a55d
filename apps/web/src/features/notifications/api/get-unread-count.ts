import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime.ts';
import { notificationKeys } from './query-keys.ts';

// While the STOMP connection is up, pushes on /user/queue/notifications move the count; the 30 s
// poll is the fallback for when it is not (TanStack pauses it while the tab is hidden).
export const UNREAD_POLL_MS = 30_000;

/** GET /api/notifications/unread-count → {count}. */
export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get<{ count: number }>('/notifications/unread-count', { signal });
  return data.count;
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: ({ signal }) => getUnreadCount(signal),
  staleTime: 0,
  refetchOnWindowFocus: true,
});

/** The signed-in user's unread count; 0 while signed out, when no request is made at all. */
export function useUnreadCount(): number {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isLive = useRealtimeStatus() === 'connected';
  const { data } = useQuery({ ...unreadCountQueryOptions, enabled: isAuthenticated, refetchInterval: isLive ? false : UNREAD_POLL_MS });
  return isAuthenticated ? (data ?? 0) : 0;
}

/** For a live push (STOMP `/user/queue/notifications`): put the new count where the header reads it. */
export function setUnreadCount(queryClient: QueryClient, update: number | ((count: number) => number)): void {
  queryClient.setQueryData<number>(notificationKeys.unreadCount(), (current = 0) =>
    Math.max(0, typeof update === 'function' ? update(current) : update),
  );
}
