import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type RemoveMemberInput = { groupId: number; userId: number; ban: boolean; reason?: string };

/**
 * DELETE /api/groups/{id}/members/{userId}[?ban=true&reason=…]: the owner removes anyone else, a
 * manager removes members only (contract §10). The reason is kept with the ban and the audit row.
 */
export async function removeMember({ groupId, userId, ban, reason }: RemoveMemberInput): Promise<void> {
  const trimmed = reason?.trim();
  await apiClient.delete(`/groups/${groupId}/members/${userId}`, {
    params: { ban: ban ? 'true' : undefined, reason: trimmed || undefined },
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    // The member count shows on cards and lists as well as the group page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
