import { flattenPages } from '../../../lib/pages.ts';
import { useInfiniteGroups } from '../api/get-groups.ts';
import { useInfiniteRecommendedGroups } from '../api/get-recommended-groups.ts';
import { useSearchGroups } from '../api/search-groups.ts';
import { type ExploreFilters, exploreMode } from '../lib/explore-params.ts';

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
