import type { Event, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { EVENT_LIST_SIZE } from '@/features/events/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { eventKeys } from './query-keys.ts';

/** GET /api/events/group/{groupId}: one group's events, upcoming first. */
export async function getGroupEvents(groupId: number, params: { page: number; size: number }, signal?: AbortSignal): Promise<Page<Event>> {
  const { data } = await apiClient.get<Page<Event>>(`/events/group/${groupId}`, { params, signal });
  return data;
}

export function groupEventsInfiniteQueryOptions(groupId: number) {
  return infiniteQueryOptions({
    queryKey: eventKeys.group(groupId),
    queryFn: ({ pageParam, signal }) => getGroupEvents(groupId, { page: pageParam, size: EVENT_LIST_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Event>,
    staleTime: 0,
  });
}

export function useGroupEvents(groupId: number) {
  return useInfiniteQuery(groupEventsInfiniteQueryOptions(groupId));
}
