import type { JoinRequest } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type RejectJoinRequestInput = { groupId: number; requestId: number; reason?: string };

/** POST /api/groups/join-requests/{requestId}/reject: owner only; the reason is sent to the requester. */
export async function rejectJoinRequest({ requestId, reason }: RejectJoinRequestInput): Promise<JoinRequest> {
  const trimmed = reason?.trim();
  const { data } = await apiClient.post<JoinRequest>(`/groups/join-requests/${requestId}/reject`, trimmed ? { reason: trimmed } : {});
  return data;
}

export function useRejectJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectJoinRequest,
    onSuccess: (_request, { groupId }) => queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
  });
}
