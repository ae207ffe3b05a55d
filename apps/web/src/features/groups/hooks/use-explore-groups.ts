import { searchQueryProblem } from '@dongne/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  type GroupSearchParams,
  groupsInfiniteQueryOptions,
  useInfiniteGroups,
  useInfinitePopularGroups,
} from '@/features/groups/api/get-groups.ts';
import { useInfiniteRecommendedGroups } from '@/features/groups/api/get-recommended-groups.ts';
import { type ExploreFilters, exploreMode } from '@/features/groups/lib/explore-params.ts';
import { errorBodyOf, errorStatusOf } from '@/lib/error-message.ts';
import { flattenPages } from '@/lib/pages.ts';

type SearchParams = GroupSearchParams;

/** The one list explore shows for these filters; only that query runs, the others stay idle. */
export function useExploreGroups(
  filters: ExploreFilters,
  isAuthenticated: boolean,
  { districts, popularDistrict }: { districts: number[]; popularDistrict: number | undefined },
) {
  const mode = exploreMode(filters, isAuthenticated, districts);
  // The query's own mistake, as the server would word it, found before it is sent. A plain
  // function, not the contract's zod field: explore's first screen loads no zod.
  const problem = searchQueryProblem(filters.q);
  const params: SearchParams = Object.fromEntries(
    Object.entries({
      query: filters.q || undefined,
      categoryId: filters.categoryId ?? undefined,
      locationIds: districts.length ? districts.join(',') : undefined,
      near: districts.length && filters.near ? true : undefined,
    }).filter(([, value]) => value !== undefined),
  );
  // While the next word's results load, the previous ones stay on screen instead of a skeleton flash.
  const search = useInfiniteQuery({
    ...groupsInfiniteQueryOptions(params),
    enabled: mode === 'search' && !problem,
    placeholderData: keepPreviousData,
  });
  const recommended = useInfiniteRecommendedGroups({ enabled: mode === 'recommended' });
  const popular = useInfinitePopularGroups(popularDistrict, { enabled: mode === 'popular' });
  const all = useInfiniteGroups({}, { enabled: mode === 'all' });
  const query = { search, recommended, popular, all }[mode];
  // A 400 is the query's fault and its message is for the person (e.g. '검색어는 5단어까지…').
  const serverProblem = query.isError && errorStatusOf(query.error) === 400 ? (errorBodyOf(query.error)?.message ?? null) : null;
  return {
    mode,
    query,
    problem: mode === 'search' ? (problem ?? serverProblem) : null,
    groups: flattenPages(query.data?.pages),
    total: query.data?.pages[0]?.totalElements ?? null,
    /** Empty in the chosen districts: how many the same search finds nearby and everywhere (contract §14). */
    alternatives: mode === 'search' ? (search.data?.pages[0]?.alternatives ?? null) : null,
  };
}
