import type { Event, Page } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** How many of a series' next occurrences the detail page lists. */
export const SERIES_PREVIEW_SIZE = 5;

/** GET /api/events/series/{seriesId}?upcoming=true: the series' occurrences that have not ended, in start order. */
export async function getSeriesUpcoming(seriesId: number, signal?: AbortSignal): Promise<Page<Event>> {
  const { data } = await apiClient.get<Page<Event>>(`/events/series/${seriesId}`, {
    params: { page: 0, size: SERIES_PREVIEW_SIZE, upcoming: true },
    signal,
  });
  return data;
}

export function seriesUpcomingQueryOptions(seriesId: number) {
  return queryOptions({
    queryKey: eventKeys.series(seriesId),
    queryFn: ({ signal }) => getSeriesUpcoming(seriesId, signal),
    // A cancel or an edit elsewhere in the series changes these rows; ask again on every visit.
    staleTime: 0,
  });
}

export function useSeriesUpcoming(seriesId: number | null) {
  return useQuery({ ...seriesUpcomingQueryOptions(seriesId ?? 0), enabled: seriesId !== null && seriesId > 0 });
}
