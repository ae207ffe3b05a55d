import type { Group, Page } from '@dongne/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { HOME_LIST_SIZE, LIST_PAGE_SIZE } from '@/features/groups/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { groupKeys } from './query-keys.ts';

export type GroupListParams = {
  sortBy?: 'createdAt' | 'memberCount' | 'name';
  sortDirection?: 'ASC' | 'DESC';
  categoryId?: number;
  size?: number;
};

/** GET /api/groups: every group, newest first unless asked otherwise. */
export async function getGroups(params: GroupListParams & { page?: number }, signal?: AbortSignal): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>('/groups', { params, signal });
  return data;
}

/** Page after page for an endless grid; the key holds no page number, so it never meets a one-page key. */
export function groupsInfiniteQueryOptions(params: GroupListParams = {}) {
  const query = { size: LIST_PAGE_SIZE, ...params };
  return infiniteQueryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ pageParam, signal }) => getGroups({ ...query, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Group>,
  });
}

export function useInfiniteGroups(params: GroupListParams = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...groupsInfiniteQueryOptions(params), enabled });
}

// Spec §2 Home: the popular section is the first 8 groups by member count.
const POPULAR = { sortBy: 'memberCount', sortDirection: 'DESC', size: HOME_LIST_SIZE, page: 0 } as const;

export const popularGroupsQueryOptions = queryOptions({
  queryKey: groupKeys.list(POPULAR),
  queryFn: ({ signal }) => getGroups(POPULAR, signal),
});

export function usePopularGroups() {
  return useQuery(popularGroupsQueryOptions);
}
