import type { Location } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

/** GET /api/locations: the 25 Seoul districts (ids 1–25) and the business districts, in the server's order. */
export async function getLocations(): Promise<Location[]> {
  const { data } = await apiClient.get<Location[]>('/locations');
  return data;
}

// Reference data: the same list for every user and visit, so it never goes stale in a session.
export const locationsQueryOptions = queryOptions({
  queryKey: referenceKeys.locations(),
  queryFn: getLocations,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useLocations() {
  return useQuery(locationsQueryOptions);
}
