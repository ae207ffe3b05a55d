import type { ChatRoomListItem } from '@dongne/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime.ts';

// Unread chat (contract §21): the navigation, the group cards and the chat read these. While the
// STOMP connection is up, frames of the rooms mark them stale (app/live-chat-unread.tsx); the
// 30 s poll is the fallback for when it is not.
const POLL_MS = 30_000;

export const chatUnreadKeys = {
  all: ['chat-unread'] as const,
  rooms: () => [...chatUnreadKeys.all, 'rooms'] as const,
  total: () => [...chatUnreadKeys.all, 'total'] as const,
};

/** GET /api/chat/rooms: the caller's rooms, most recent first, with unread counts. */
export async function getChatRooms(signal?: AbortSignal): Promise<ChatRoomListItem[]> {
  const { data } = await apiClient.get<ChatRoomListItem[]>('/chat/rooms', { signal });
  return data;
}

/** GET /api/chat/unread-count → {count}. */
async function getChatUnreadTotal(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get<{ count: number }>('/chat/unread-count', { signal });
  return data.count;
}

export const chatRoomsQueryOptions = queryOptions({
  queryKey: chatUnreadKeys.rooms(),
  queryFn: ({ signal }) => getChatRooms(signal),
  staleTime: 0,
});

function usePolling() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isLive = useRealtimeStatus() === 'connected';
  return { enabled: isAuthenticated, refetchInterval: isLive ? (false as const) : POLL_MS };
}

/** The caller's rooms (empty while signed out). */
export function useChatRooms() {
  return useQuery({ ...chatRoomsQueryOptions, ...usePolling() });
}

/** One of the caller's rooms as the room list has it (undefined when unknown or not a member). */
function useRoomListItem(groupId: number, isMember: boolean): ChatRoomListItem | undefined {
  const { enabled, refetchInterval } = usePolling();
  const { data } = useQuery({ ...chatRoomsQueryOptions, enabled: enabled && isMember, refetchInterval });
  return data?.find((room) => room.groupId === groupId);
}

/** One group's unread count for the caller (0 when unknown or not a member). */
export const useRoomUnreadCount = (groupId: number, isMember = true): number => useRoomListItem(groupId, isMember)?.unreadCount ?? 0;

/** Whether the caller turned this room's pushes off (the group muted, or its 채팅 알림 끄기). */
export const useRoomMuted = (groupId: number): boolean => useRoomListItem(groupId, true)?.muted ?? false;

/** Unread messages over all the caller's rooms; 0 while signed out. */
export function useChatUnreadTotal(): number {
  const polling = usePolling();
  const { data } = useQuery({
    queryKey: chatUnreadKeys.total(),
    queryFn: ({ signal }) => getChatUnreadTotal(signal),
    staleTime: 0,
    ...polling,
  });
  return polling.enabled ? (data ?? 0) : 0;
}

/** Something was said or read: the counts are fetched again (each one query). */
export function refreshChatUnread(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: chatUnreadKeys.all });
}

/** '999+' above 999, as the badge shows it. */
export const formatUnread = (count: number) => (count > 999 ? '999+' : String(count));
/** The accessible name of a count. */
export const unreadLabel = (count: number) => `읽지 않은 메시지 ${formatUnread(count)}개`;
