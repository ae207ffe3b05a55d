import type { Group, Page, SearchAlternatives } from '@dongne/contract';
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
  /** Contract §14: with words it is the search; districts several (`1,23`), `near` adds their neighbours. */
  query?: string;
  locationIds?: string;
  near?: boolean;
};

/**
 * A page of `GET /api/groups`; empty in chosen districts, `alternatives` counts the same search
 * nearby and everywhere (contract §14).
 */
export type GroupListPage = Page<Group> & { alternatives?: SearchAlternatives | null };

/** GET /api/groups: every group, newest first unless asked otherwise; with `query` the search (contract §14). */
export async function getGroups(params: GroupListParams & { page?: number }, signal?: AbortSignal): Promise<GroupListPage> {
  const { data } = await apiClient.get<GroupListPage>('/groups', { params, signal });
  return data;
}

/** GET /api/groups/popular: public groups by activity over 14 days, those in and near `locationId` first (contract §14). */
export async function getPopularGroups(
  params: { locationId?: number; page?: number; size?: number },
  signal?: AbortSignal,
): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>('/groups/popular', { params, signal });
  return data;
}

/**
 * GET /api/groups page after page for an endless grid: every list and search of explore (contract
 * §14) is one key per set of parameters. The key holds no page number, so it never meets a one-page key.
 */
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

/** Home's 인기 list: the 8 most active groups, the user's 동네 and its neighbours first (contract §14). */
export function popularGroupsQueryOptions(locationId: number | undefined) {
  const params = { size: HOME_LIST_SIZE, page: 0, ...(locationId ? { locationId } : {}) };
  return queryOptions({
    queryKey: groupKeys.list({ popular: true, ...params }),
    queryFn: ({ signal }) => getPopularGroups(params, signal),
  });
}

export function usePopularGroups(locationId: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...popularGroupsQueryOptions(locationId), enabled });
}

/** Explore with sort=popular (home's '더보기'): the same order, 20 at a time. */
export function popularGroupsInfiniteQueryOptions(locationId: number | undefined) {
  const params = { size: LIST_PAGE_SIZE, ...(locationId ? { locationId } : {}) };
  return infiniteQueryOptions({
    queryKey: groupKeys.list({ popular: true, infinite: true, ...params }),
    queryFn: ({ pageParam, signal }) => getPopularGroups({ ...params, page: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Group>,
  });
}

export function useInfinitePopularGroups(locationId: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...popularGroupsInfiniteQueryOptions(locationId), enabled });
}

export type GroupSearchParams = { query?: string; categoryId?: number; locationIds?: string; near?: boolean };
