import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type HandOverGroupInput = { groupId: number; userId: number };

/** POST /api/groups/{id}/owner: the owner hands the group to a member and becomes 운영진 (contract §10). */
export async function handOverGroup({ groupId, userId }: HandOverGroupInput): Promise<void> {
  await apiClient.post(`/groups/${groupId}/owner`, { userId });
}

export function useHandOverGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverGroup,
    // The owner shows on cards and lists too, and the caller's own tabs and actions change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
