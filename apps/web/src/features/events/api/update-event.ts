import type { Event, EventScope, UpdateEventPayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** `scope`: which occurrences of a series change too (contract §19); left out for a one-off event. */
export type UpdateEventInput = { id: number; payload: UpdateEventPayload; scope?: EventScope };

/** PUT /api/events/{id}?scope=: the organizer or the group owner changes the event (and, by scope, its series). */
export async function updateEvent({ id, payload, scope }: UpdateEventInput): Promise<Event> {
  const { data } = await apiClient.put<Event>(`/events/${id}`, payload, { params: scope ? { scope } : undefined });
  return data;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: async (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    },
  });
}
