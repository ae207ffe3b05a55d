import type { Event, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EVENT_LIST_SIZE } from '@/features/events/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { type EventListKind, eventKeys } from './query-keys.ts';

// Two endpoints with one shape (a page of events as the caller sees them); one file keeps them alike.
const PATHS: Record<EventListKind, string> = {
  upcoming: '/events/upcoming',
  my: '/events/my',
};

/** GET /api/events/upcoming (events of my groups from now on) or /api/events/my (the ones I joined). */
export async function getEvents(kind: EventListKind, params: { page: number; size: number }, signal?: AbortSignal): Promise<Page<Event>> {
  const { data } = await apiClient.get<Page<Event>>(PATHS[kind], { params, signal });
  return data;
}

export function eventsInfiniteQueryOptions(kind: EventListKind) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(kind),
    queryFn: ({ pageParam, signal }) => getEvents(kind, { page: pageParam, size: EVENT_LIST_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Event>,
    // Seats and waitlists move while the list sits in the cache; check again on every visit.
    staleTime: 0,
  });
}

export function useEvents(kind: EventListKind) {
  return useInfiniteQuery(eventsInfiniteQueryOptions(kind));
}
