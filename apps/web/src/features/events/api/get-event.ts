import type { Event } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { errorStatusOf } from '@/lib/error-message.ts';
import { eventKeys } from './query-keys.ts';

/** GET /api/events/{id}: one event as the caller sees it (canJoin, isParticipating, waitlistPosition…). */
export async function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  const { data } = await apiClient.get<Event>(`/events/${id}`, { signal });
  return data;
}

export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => getEvent(id, signal),
    // A seat may have freed (or the event started) since the cached copy; show it, then ask again.
    staleTime: 0,
    // A missing event stays missing; asking again only delays the not-found screen.
    retry: (failures, error) => errorStatusOf(error) !== 404 && failures < 1,
  });
}

export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
