import type { CreateEventPayload, Event } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** POST /api/events: any member creates an event in their group and takes its first seat as organizer. */
export async function createEvent(payload: CreateEventPayload): Promise<Event> {
  const { data } = await apiClient.post<Event>('/events', payload);
  return data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: async (event) => {
      await queryClient.invalidateQueries({ queryKey: eventKeys.all });
      // The detail page opens next: seed it so it renders without waiting for a round trip.
      queryClient.setQueryData(eventKeys.detail(event.id), event);
    },
  });
}
