import { useInfiniteGroups } from '@/features/groups/api/get-groups.ts';
import { useInfiniteRecommendedGroups } from '@/features/groups/api/get-recommended-groups.ts';
import { useSearchGroups } from '@/features/groups/api/search-groups.ts';
import { type ExploreFilters, exploreMode } from '@/features/groups/lib/explore-params.ts';
import { flattenPages } from '@/lib/pages.ts';

/** The one list explore shows for these filters; only that query runs, the other two stay idle. */
export function useExploreGroups(filters: ExploreFilters, isAuthenticated: boolean) {
  const mode = exploreMode(filters, isAuthenticated);
  const search = useSearchGroups(
    { query: filters.q || undefined, categoryId: filters.categoryId ?? undefined, locationId: filters.locationId ?? undefined },
    { enabled: mode === 'search' },
  );
  const recommended = useInfiniteRecommendedGroups({ enabled: mode === 'recommended' });
  const all = useInfiniteGroups({}, { enabled: mode === 'all' });
  const query = mode === 'search' ? search : mode === 'recommended' ? recommended : all;
  return {
    mode,
    query,
    groups: flattenPages(query.data?.pages),
    total: query.data?.pages[0]?.totalElements ?? null,
  };
}
