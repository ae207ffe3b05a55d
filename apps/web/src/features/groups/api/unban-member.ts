import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type UnbanMemberInput = { groupId: number; userId: number };

/** DELETE /api/groups/{id}/bans/{userId}: the user may join or ask to join again (contract §10). */
export async function unbanMember({ groupId, userId }: UnbanMemberInput): Promise<void> {
  await apiClient.delete(`/groups/${groupId}/bans/${userId}`);
}

export function useUnbanMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanMember,
    onSuccess: (_, { groupId }) => queryClient.invalidateQueries({ queryKey: groupKeys.bans(groupId) }),
  });
}
