import type { JoinRequest } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export type ApproveJoinRequestInput = { requestId: number; message?: string };

/** POST /api/groups/join-requests/{requestId}/approve: owner only; capacity is checked again. */
export async function approveJoinRequest({ requestId, message }: ApproveJoinRequestInput): Promise<JoinRequest> {
  const trimmed = message?.trim();
  const { data } = await apiClient.post<JoinRequest>(`/groups/join-requests/${requestId}/approve`, trimmed ? { message: trimmed } : {});
  return data;
}

export function useApproveJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveJoinRequest,
    // A new member changes counts, member lists and every request filter at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
