import type { EventParticipant, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PARTICIPANT_PAGE_SIZE } from '@/features/events/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { eventKeys } from './query-keys.ts';

/** GET /api/events/{id}/participants: participants first, then the waitlist in its order. */
export async function getParticipants(
  id: number,
  params: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<EventParticipant>> {
  const { data } = await apiClient.get<Page<EventParticipant>>(`/events/${id}/participants`, { params, signal });
  return data;
}

export function participantsInfiniteQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: eventKeys.participants(id),
    queryFn: ({ pageParam, signal }) => getParticipants(id, { page: pageParam, size: PARTICIPANT_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<EventParticipant>,
    staleTime: 0,
  });
}

export function useParticipants(id: number) {
  return useInfiniteQuery(participantsInfiniteQueryOptions(id));
}
