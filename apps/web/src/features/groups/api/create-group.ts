import type { CreateGroupPayload, Group } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { MEANINGFUL_ACT } from '@/lib/meaningful-act.ts';
import { groupKeys } from './query-keys.ts';

/** POST /api/groups: creates a group; the caller becomes its owner and first member. */
export async function createGroup(payload: CreateGroupPayload): Promise<Group> {
  const { data } = await apiClient.post<Group>('/groups', payload);
  return data;
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    meta: MEANINGFUL_ACT,
    onSuccess: async (group) => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      // The detail page opens next: seed it so it renders without a second round trip.
      queryClient.setQueryData(groupKeys.detail(group.id), group);
    },
  });
}
