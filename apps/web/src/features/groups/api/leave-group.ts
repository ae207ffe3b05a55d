import type { messageResponseSchema } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/groups/{id}/leave: members only; the owner cannot leave (only delete). */
export async function leaveGroup(id: number): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(`/groups/${id}/leave`);
  return data;
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
