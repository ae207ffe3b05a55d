import type { DatePoll, DatePollAnswer } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { putDatePoll } from './date-poll-cache.ts';

/** PUT /api/date-polls/{id}/answers: sets the caller's answer on the slots named; the others keep theirs. */
export async function answerDatePoll({
  pollId,
  answers,
}: {
  pollId: number;
  answers: { slotId: number; answer: DatePollAnswer }[];
}): Promise<DatePoll> {
  const { data } = await apiClient.put<DatePoll>(`/date-polls/${pollId}/answers`, { answers });
  return data;
}

export function useAnswerDatePoll() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: answerDatePoll, onSuccess: (poll) => putDatePoll(queryClient, poll) });
}
