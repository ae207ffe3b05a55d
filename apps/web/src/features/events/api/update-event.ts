import type { Event, UpdateEventPayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

export type UpdateEventInput = { id: number; payload: UpdateEventPayload };

/** PUT /api/events/{id}: the organizer or the group owner changes the event. */
export async function updateEvent({ id, payload }: UpdateEventInput): Promise<Event> {
  const { data } = await apiClient.put<Event>(`/events/${id}`, payload);
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
