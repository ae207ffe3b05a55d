import type { JoinEventResponse } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

export type JoinEventInput = { id: number; joinSeries?: boolean };

/**
 * POST /api/events/{id}/join: a seat when one is free, otherwise a place on the waitlist;
 * `joinSeries` also signs up for the series' later occurrences (contract §19).
 */
export async function joinEvent({ id, joinSeries = false }: JoinEventInput): Promise<JoinEventResponse> {
  const { data } = await apiClient.post<JoinEventResponse>(`/events/${id}/join`, joinSeries ? { joinSeries } : undefined);
  return data;
}

export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinEvent,
    onSuccess: (response) => queryClient.setQueryData(eventKeys.detail(response.event.id), response.event),
    // Also after a failure: a 409 (already in, cancelled) means the screen shows an old state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
