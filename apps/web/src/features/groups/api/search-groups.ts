import type { Group, Page } from '@dongne/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/features/groups/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { groupKeys } from './query-keys.ts';

export type GroupSearchParams = {
  query?: string;
  locationId?: number;
  categoryId?: number;
};

/** GET /api/search/groups: text (name, description, tags), district and category, each optional. */
export async function searchGroups(
  params: GroupSearchParams & { page?: number; size?: number },
  signal?: AbortSignal,
): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>('/search/groups', { params, signal });
  return data;
}

export function searchGroupsInfiniteQueryOptions(params: GroupSearchParams) {
  // Absent filters are left out of the key, so `{ query: undefined }` and `{}` share one cache entry.
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')) as GroupSearchParams;
  return infiniteQueryOptions({
    queryKey: groupKeys.search(query),
    queryFn: ({ pageParam, signal }) => searchGroups({ ...query, page: pageParam, size: LIST_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Group>,
  });
}

export function useSearchGroups(params: GroupSearchParams, { enabled = true }: { enabled?: boolean } = {}) {
  // While the next word's results load, the previous ones stay on screen instead of a skeleton flash.
  return useInfiniteQuery({ ...searchGroupsInfiniteQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
