import type { ChatMessage, SendChatMessagePayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertChatMessage } from '@/features/chat/lib/message-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

/**
 * POST /api/groups/{id}/chat/messages. REST rather than a STOMP SEND: a refused message answers
 * with its own Korean error, while a STOMP ERROR would close the tab's whole connection (and its
 * notifications); the server broadcasts the stored message to every subscriber either way.
 */
export async function sendChatMessage(groupId: number, payload: SendChatMessagePayload): Promise<ChatMessage> {
  const { data } = await apiClient.post<ChatMessage>(`/groups/${groupId}/chat/messages`, payload);
  return data;
}

export function useSendChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SendChatMessagePayload) => sendChatMessage(groupId, payload),
    // The broadcast usually arrives first; this covers a socket that is reconnecting.
    onSuccess: (message) => upsertChatMessage(queryClient, groupId, message),
  });
}
