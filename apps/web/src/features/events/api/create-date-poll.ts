import type { CreateDatePollPayload, DatePoll } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** POST /api/groups/{id}/date-polls: a member offers 2–30 candidate times. */
export async function createDatePoll({ groupId, ...payload }: CreateDatePollPayload & { groupId: number }): Promise<DatePoll> {
  const { data } = await apiClient.post<DatePoll>(`/groups/${groupId}/date-polls`, payload);
  return data;
}

export function useCreateDatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDatePoll,
    onSuccess: (poll) => queryClient.invalidateQueries({ queryKey: eventKeys.datePolls(poll.groupId) }),
  });
}
