import type { ChatReactionKey, ChatReactions } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setMessageReactions } from '@/features/chat/lib/message-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

export type ReactionChange = { messageId: number; key: ChatReactionKey; on: boolean };

/** PUT (give) or DELETE (take back) /api/chat/messages/{id}/reactions/{key}: one per key and member. */
export async function changeReaction({ messageId, key, on }: ReactionChange): Promise<ChatReactions> {
  const path = `/chat/messages/${messageId}/reactions/${key}`;
  const { data } = on ? await apiClient.put<ChatReactions>(path) : await apiClient.delete<ChatReactions>(path);
  return data;
}

/** The answer is the message's reactions as the caller now sees them; the room hears it live. */
export function useChangeReaction(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeReaction,
    onSuccess: ({ messageId, reactions }) => setMessageReactions(queryClient, groupId, messageId, reactions),
  });
}
