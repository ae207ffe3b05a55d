import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATE_POLL_TEXT } from '@/features/events/date-poll-messages.ts';
import { apiClient } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { eventKeys } from './query-keys.ts';

/** DELETE /api/date-polls/{id}: its creator or the staff delete it; an event made from it stays. */
export async function deleteDatePoll({ pollId }: { pollId: number; groupId: number }): Promise<void> {
  await apiClient.delete(`/date-polls/${pollId}`);
}

/**
 * The toast is the mutation's own: the list read again without the poll unmounts the card that
 * asked (a live change may bring that read first), and a `mutate` callback of an unmounted
 * component never runs.
 */
export function useDeleteDatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDatePoll,
    onSuccess: (_, { groupId }) => {
      notify.success(DATE_POLL_TEXT.deleted);
      return queryClient.invalidateQueries({ queryKey: eventKeys.datePolls(groupId) });
    },
  });
}
