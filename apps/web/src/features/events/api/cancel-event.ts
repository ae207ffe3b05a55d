import type { Event, EventScope } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

export type CancelEventInput = { id: number; scope?: EventScope };

/**
 * POST /api/events/{id}/cancel?scope=: the organizer or the group owner calls the event off (and, by
 * scope, later occurrences or the whole series); it stays listed as 취소.
 */
export async function cancelEvent({ id, scope }: CancelEventInput): Promise<Event | null> {
  const { data } = await apiClient.post<Event | ''>(`/events/${id}/cancel`, undefined, { params: scope ? { scope } : undefined });
  return data && typeof data === 'object' ? data : null;
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEvent,
    onSuccess: (event) => {
      if (event) queryClient.setQueryData(eventKeys.detail(event.id), event);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
