import type { DatePoll } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { putDatePoll } from './date-poll-cache.ts';

/** POST /api/date-polls/{id}/close: its creator or the staff stop the answers. */
export async function closeDatePoll(pollId: number): Promise<DatePoll> {
  const { data } = await apiClient.post<DatePoll>(`/date-polls/${pollId}/close`);
  return data;
}

export function useCloseDatePoll() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeDatePoll, onSuccess: (poll) => putDatePoll(queryClient, poll) });
}
