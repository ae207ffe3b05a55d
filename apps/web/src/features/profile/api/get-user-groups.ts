import type { Group, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROFILE_PAGE_SIZE } from '@/features/profile/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { profileKeys, type UserGroupsKind } from './query-keys.ts';

const PATHS: Record<UserGroupsKind, (userId: number) => string> = {
  all: (userId) => `/users/groups/${userId}`,
  owned: (userId) => `/users/owned-groups/${userId}`,
};

/** GET /api/users/groups/{id} (every group the user is in) or /users/owned-groups/{id} (run by them). */
export async function getUserGroups(
  userId: number,
  kind: UserGroupsKind,
  params: { page: number; size: number },
  signal?: AbortSignal,
): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>(PATHS[kind](userId), { params, signal });
  return data;
}

export function userGroupsQueryOptions(userId: number, kind: UserGroupsKind) {
  return infiniteQueryOptions({
    queryKey: profileKeys.groups(userId, kind),
    queryFn: ({ pageParam, signal }) => getUserGroups(userId, kind, { page: pageParam, size: PROFILE_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Group>,
  });
}

export function useUserGroups(userId: number, kind: UserGroupsKind) {
  return useInfiniteQuery(userGroupsQueryOptions(userId, kind));
}
