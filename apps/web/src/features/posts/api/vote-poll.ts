import type { Poll } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withOwnAnswer } from '@/features/posts/api/poll-state.ts';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';

/** PUT /api/polls/{id}/vote {optionIds} replaces the caller's vote; an empty choice withdraws it (DELETE). */
export async function setPollVote({ pollId, optionIds }: { pollId: number; optionIds: number[] }): Promise<Poll> {
  const { data } =
    optionIds.length > 0
      ? await apiClient.put<Poll>(`/polls/${pollId}/vote`, { optionIds })
      : await apiClient.delete<Poll>(`/polls/${pollId}/vote`);
  return data;
}

export function useSetPollVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPollVote,
    onSuccess: (poll) => queryClient.setQueryData<Poll>(postKeys.poll(poll.id), (shown) => withOwnAnswer(shown, poll)),
  });
}
