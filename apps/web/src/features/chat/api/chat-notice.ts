import type { ChatRoom } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { chatKeys } from './query-keys.ts';

/** PUT /api/groups/{id}/chat/notice {messageId}: staff pin a message above the room (contract §21). */
export async function setChatNotice(groupId: number, messageId: number): Promise<ChatRoom> {
  const { data } = await apiClient.put<ChatRoom>(`/groups/${groupId}/chat/notice`, { messageId });
  return data;
}

/** DELETE /api/groups/{id}/chat/notice: staff take the notice down. */
export async function clearChatNotice(groupId: number): Promise<ChatRoom> {
  const { data } = await apiClient.delete<ChatRoom>(`/groups/${groupId}/chat/notice`);
  return data;
}

/** Pins (a message id) or takes down (null) the room's notice; the answer is the room as it now is. */
export function useChatNotice(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number | null) => (messageId === null ? clearChatNotice(groupId) : setChatNotice(groupId, messageId)),
    onSuccess: (room) => queryClient.setQueryData(chatKeys.room(groupId), room),
  });
}
