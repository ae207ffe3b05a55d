import type { Poll } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withOwnAnswer } from '@/features/posts/api/poll-state.ts';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';

/** POST /api/polls/{id}/close: its creator or the group's staff. */
export async function closePoll(pollId: number): Promise<Poll> {
  const { data } = await apiClient.post<Poll>(`/polls/${pollId}/close`);
  return data;
}

export function useClosePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePoll,
    onSuccess: (poll) => queryClient.setQueryData<Poll>(postKeys.poll(poll.id), (shown) => withOwnAnswer(shown, poll)),
  });
}
