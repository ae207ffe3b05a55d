import type { JoinResponse } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { MEANINGFUL_ACT } from '@/lib/meaningful-act.ts';
import { groupKeys } from './query-keys.ts';

export type JoinGroupInput = { id: number; message?: string; answer?: string };

/**
 * POST /api/groups/{id}/join: a public group answers APPROVED (a member at once), a private one
 * PENDING (a request waits for the staff). `message` is the optional note to the staff, `answer`
 * the answer to the group's join question (contract §10: required when the group asks one).
 */
export async function joinGroup({ id, message, answer }: JoinGroupInput): Promise<JoinResponse> {
  const note = message?.trim();
  const reply = answer?.trim();
  const { data } = await apiClient.post<JoinResponse>(`/groups/${id}/join`, {
    ...(note ? { message: note } : {}),
    ...(reply ? { answer: reply } : {}),
  });
  return data;
}

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    meta: MEANINGFUL_ACT,
    // Also after a failure: a 409 (full, already a member) means the page shows an old state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
