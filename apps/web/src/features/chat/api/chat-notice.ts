import { CHAT_MSG, type ChatRoom } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { apiClient } from '@/lib/api-client.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
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

/**
 * Pins (a message id) or takes down (null) the room's notice; the answer is the room as it now is.
 * The toasts are the mutation's own: taking the notice down unmounts the bar that asked (the room's
 * live change may already have read the room without it), and a `mutate` callback of an unmounted
 * component never runs.
 */
export function useChatNotice(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number | null) => (messageId === null ? clearChatNotice(groupId) : setChatNotice(groupId, messageId)),
    onSuccess: (room, messageId) => {
      queryClient.setQueryData(chatKeys.room(groupId), room);
      notify.success(messageId === null ? CHAT_MSG.noticeCleared : CHAT_MSG.noticeSet);
    },
    onError: (error) => notify.error(toErrorMessage(error, CHAT_TEXT.noticeFailed)),
  });
}
