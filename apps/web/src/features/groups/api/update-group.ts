import type { Group, UpdateGroupPayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type UpdateGroupInput = { id: number; payload: UpdateGroupPayload };

/** PUT /api/groups/{id}: owner only; fields left out stay as they are. */
export async function updateGroup({ id, payload }: UpdateGroupInput): Promise<Group> {
  const { data } = await apiClient.put<Group>(`/groups/${id}`, payload);
  return data;
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: async (group) => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      queryClient.setQueryData(groupKeys.detail(group.id), group);
    },
  });
}
