import type { Location } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { referenceKeys } from './query-keys.ts';

/** GET /api/locations: Seoul's districts in the server's order. */
export async function getLocations(): Promise<Location[]> {
  const { data } = await apiClient.get<Location[]>('/locations');
  return data;
}

export const locationsQueryOptions = queryOptions({
  queryKey: referenceKeys.locations(),
  queryFn: getLocations,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useLocations() {
  return useQuery(locationsQueryOptions);
}
