import type { Group, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIST_PAGE_SIZE } from '@/features/groups/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { groupKeys, type MyGroupsKind } from './query-keys.ts';

// Three endpoints with one shape and one rule (the caller's memberships, latest joined first); one
// file keeps them from drifting apart.
const PATHS: Record<MyGroupsKind, string> = {
  my: '/groups/my',
  owned: '/groups/owned',
  joined: '/groups/joined',
};

/** GET /api/groups/my (all), /owned (run by the caller) or /joined (member, not owner). */
export async function getMyGroups(
  kind: MyGroupsKind,
  params: { page?: number; size?: number },
  signal?: AbortSignal,
): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>(PATHS[kind], { params, signal });
  return data;
}

export function myGroupsInfiniteQueryOptions(kind: MyGroupsKind) {
  return infiniteQueryOptions({
    queryKey: groupKeys.mine(kind),
    queryFn: ({ pageParam, signal }) => getMyGroups(kind, { page: pageParam, size: LIST_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Group>,
  });
}

export function useMyGroups(kind: MyGroupsKind, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...myGroupsInfiniteQueryOptions(kind), enabled });
}
