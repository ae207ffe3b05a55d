import { CHAT_PAGE_SIZE, type ChatMessage, type Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { chatKeys } from './query-keys.ts';

/** GET /api/groups/{id}/chat/messages: page 0 is the newest 50, page 1 the 50 before; each oldest first. */
export async function getChatMessages(groupId: number, page: number, signal?: AbortSignal): Promise<Page<ChatMessage>> {
  const { data } = await apiClient.get<Page<ChatMessage>>(`/groups/${groupId}/chat/messages`, {
    params: { page, size: CHAT_PAGE_SIZE },
    signal,
  });
  return data;
}

export function chatMessagesQueryOptions(groupId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(groupId),
    queryFn: ({ pageParam, signal }) => getChatMessages(groupId, pageParam, signal),
    initialPageParam: 0,
    // "Next" here means further back in time.
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    // The socket keeps an open panel current; a panel opened again reloads what it missed while closed.
    staleTime: 0,
  });
}

export function useChatMessages(groupId: number) {
  return useInfiniteQuery(chatMessagesQueryOptions(groupId));
}
