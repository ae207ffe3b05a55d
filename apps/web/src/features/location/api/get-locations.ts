import type { Location } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** GET /api/locations: the 25 Seoul districts (ids 1–25) and the business districts. */
export async function getLocations(): Promise<Location[]> {
  const { data } = await apiClient.get<Location[]>('/locations');
  return data;
}

// Reference data: the same list for every user and visit, so it never goes stale in a session.
export const locationsQueryOptions = queryOptions({ queryKey: ['locations'], queryFn: getLocations, staleTime: Infinity });

export function useLocations() {
  return useQuery(locationsQueryOptions);
}
