import type { ChangeRolePayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type ChangeMemberRoleInput = { groupId: number; userId: number } & ChangeRolePayload;

/** PUT /api/groups/{id}/members/{userId}/role: the owner makes a member 운영진 or back (contract §10). */
export async function changeMemberRole({ groupId, userId, role }: ChangeMemberRoleInput): Promise<void> {
  await apiClient.put(`/groups/${groupId}/members/${userId}/role`, { role });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (_, { groupId }) => queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
  });
}
