import type { messageResponseSchema } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

type MessageResponse = z.infer<typeof messageResponseSchema>;

export type CancelJoinRequestInput = { groupId: number; requestId: number };

/** POST /api/groups/{id}/join-requests/{requestId}/cancel: the requester withdraws a pending request. */
export async function cancelJoinRequest({ groupId, requestId }: CancelJoinRequestInput): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>(`/groups/${groupId}/join-requests/${requestId}/cancel`);
  return data;
}

export function useCancelJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelJoinRequest,
    onSuccess: (_data, { groupId }) => {
      queryClient.setQueryData(groupKeys.myJoinRequest(groupId), null);
      // Only the group itself (membership back to NONE): the request is known to be gone.
      return queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId), exact: true });
    },
  });
}
