import { apiClient } from '@/lib/api-client.ts';

/** PUT /api/groups/{id}/chat/read {messageId}: the caller has read the room up to that message (moved forward only). */
export async function markChatRead(groupId: number, messageId: number): Promise<{ groupId: number; lastReadMessageId: number }> {
  const { data } = await apiClient.put<{ groupId: number; lastReadMessageId: number }>(`/groups/${groupId}/chat/read`, { messageId });
  return data;
}
