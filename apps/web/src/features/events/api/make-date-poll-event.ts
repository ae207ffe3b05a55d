import type { DatePollEventPayload, Event } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** POST /api/date-polls/{id}/event: the creator or the staff turn one slot into an event. */
export async function makeDatePollEvent({ pollId, ...payload }: DatePollEventPayload & { pollId: number }): Promise<Event> {
  const { data } = await apiClient.post<Event>(`/date-polls/${pollId}/event`, payload);
  return data;
}

export function useMakeDatePollEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDatePollEvent,
    onSuccess: async (event) => {
      // Every event list, calendar month and the group's date polls (now decided) read again.
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      queryClient.setQueryData(eventKeys.detail(event.id), event);
    },
  });
}
