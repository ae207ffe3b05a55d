import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadDistrictShapes } from '@/features/location/geo/district-data.ts';

// Static data from our own bundle: load once per page, never refetch.
const districtShapesQueryOptions = queryOptions({
  queryKey: ['location', 'district-shapes'],
  queryFn: loadDistrictShapes,
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useDistrictShapes(enabled = true) {
  return useQuery({ ...districtShapesQueryOptions, enabled });
}
