import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** DELETE /api/date-polls/{id}: its creator or the staff delete it; an event made from it stays. */
export async function deleteDatePoll({ pollId }: { pollId: number; groupId: number }): Promise<void> {
  await apiClient.delete(`/date-polls/${pollId}`);
}

export function useDeleteDatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDatePoll,
    onSuccess: (_, { groupId }) => queryClient.invalidateQueries({ queryKey: eventKeys.datePolls(groupId) }),
  });
}
