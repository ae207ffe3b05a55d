import type { ChatMessage, SendChatMessagePayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
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

/** A fresh clientId for one send; its retries carry the same one, so the server stores it once. */
export function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** A lost answer (no response: the connection dropped) is retried; the clientId makes that safe. */
const isNoAnswer = (error: unknown) => isAxiosError(error) && error.response === undefined && error.code !== 'ERR_CANCELED';

export function useSendChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // The clientId is part of the variables, so the mutation's retries resend the same one.
    mutationFn: (payload: SendChatMessagePayload & { clientId: string }) => sendChatMessage(groupId, payload),
    retry: (failures, error) => failures < 2 && isNoAnswer(error),
    // The broadcast usually arrives first; this covers a socket that is reconnecting.
    onSuccess: (message) => upsertChatMessage(queryClient, groupId, message),
  });
}
