import { CHAT_MSG, type ChatMessage } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertChatMessage } from '@/features/chat/lib/message-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

/** DELETE /api/groups/{id}/chat/messages/{messageId}: the sender's soft delete, broadcast to the room. */
export async function deleteChatMessage(groupId: number, messageId: number): Promise<void> {
  await apiClient.delete(`/groups/${groupId}/chat/messages/${messageId}`);
}

export function useDeleteChatMessage(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: ChatMessage) => deleteChatMessage(groupId, message.id),
    onSuccess: (_, message) =>
      upsertChatMessage(queryClient, groupId, { ...message, isDeleted: true, content: CHAT_MSG.deletedPlaceholder }),
  });
}
