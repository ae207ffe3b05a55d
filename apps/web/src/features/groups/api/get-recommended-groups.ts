import { type Group, type Page, RECOMMENDED_SIZE } from '@dongne/contract';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/features/groups/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { groupKeys } from './query-keys.ts';

/**
 * GET /api/groups/recommended (signed in): open groups the user has not joined, those matching
 * their interests and districts first.
 */
export async function getRecommendedGroups(params: { page?: number; size?: number }, signal?: AbortSignal): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>('/groups/recommended', { params, signal });
  return data;
}

/**
 * Home: the first 8 (spec §9). The server ranks by the account's interests and 동네; `districts`
 * only keys the cache, so a 동네 changed on this page asks again.
 */
export function recommendedGroupsQueryOptions(districts: readonly number[] = []) {
  return queryOptions({
    queryKey: [...groupKeys.recommended(), { size: RECOMMENDED_SIZE, districts: [...districts] }],
    queryFn: ({ signal }) => getRecommendedGroups({ page: 0, size: RECOMMENDED_SIZE }, signal),
  });
}

/** A 동네 changed on the page keeps the previous list on screen until the new one answers. */
export function useRecommendedGroups({ enabled = true, districts = [] }: { enabled?: boolean; districts?: readonly number[] } = {}) {
  return useQuery({ ...recommendedGroupsQueryOptions(districts), enabled, placeholderData: keepPreviousData });
}

/** Explore with filter=recommended: the same list, 20 at a time. */
export const recommendedGroupsInfiniteQueryOptions = infiniteQueryOptions({
  queryKey: [...groupKeys.recommended(), 'infinite'],
  queryFn: ({ pageParam, signal }) => getRecommendedGroups({ page: pageParam, size: LIST_PAGE_SIZE }, signal),
  initialPageParam: 0,
  getNextPageParam: nextPageParam<Group>,
});

export function useInfiniteRecommendedGroups({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...recommendedGroupsInfiniteQueryOptions, enabled });
}
