import type { ChatRoom } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { chatKeys } from './query-keys.ts';

/** GET /api/groups/{id}/chat/room: the server creates the room on first use, so GET is enough. */
export async function getChatRoom(groupId: number, signal?: AbortSignal): Promise<ChatRoom> {
  const { data } = await apiClient.get<ChatRoom>(`/groups/${groupId}/chat/room`, { signal });
  return data;
}

export function chatRoomQueryOptions(groupId: number) {
  return queryOptions({ queryKey: chatKeys.room(groupId), queryFn: ({ signal }) => getChatRoom(groupId, signal) });
}

export function useChatRoom(groupId: number) {
  return useQuery(chatRoomQueryOptions(groupId));
}

/**
 * The room as it was when this screen opened it: its `lastReadMessageId` places the
 * '여기까지 읽었습니다' divider, which stays put while the reader reads on. Fetched afresh on every
 * opening (dropped when the screen goes).
 */
export function useChatRoomAsOpened(groupId: number) {
  return useQuery({
    queryKey: [...chatKeys.room(groupId), 'opened'],
    queryFn: ({ signal }) => getChatRoom(groupId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
