import type { messageResponseSchema } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** DELETE /api/groups/{id}: owner only; removes the group with its posts, chat and events. */
export async function deleteGroup(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.delete<MessageResponse>(`/groups/${id}`);
  return data;
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_data, id) => {
      // Drop the deleted group first so its page cannot refetch into a 404 while leaving.
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
