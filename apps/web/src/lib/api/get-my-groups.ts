import type { Group, Page } from '@dongne/contract';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { myGroupsKeys } from './query-keys.ts';

/** Which of the signed-in user's group lists: all of them, the ones they run, the ones they joined. */
export type MyGroupsKind = 'my' | 'owned' | 'joined';

// Three endpoints with one shape and one rule (the caller's memberships, latest joined first); one
// file keeps them from drifting apart.
const PATHS: Record<MyGroupsKind, string> = {
  my: '/groups/my',
  owned: '/groups/owned',
  joined: '/groups/joined',
};

/** GET /api/groups/my (all), /owned (run by the caller) or /joined (member, not owner). */
async function getMyGroups(kind: MyGroupsKind, params: { page?: number; size?: number }, signal?: AbortSignal): Promise<Page<Group>> {
  const { data } = await apiClient.get<Page<Group>>(PATHS[kind], { params, signal });
  return data;
}

function myGroupsInfiniteQueryOptions(kind: MyGroupsKind, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: myGroupsKeys.list(kind),
    queryFn: ({ pageParam, signal }) => getMyGroups(kind, { page: pageParam, size: pageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Group>,
  });
}

export function useMyGroups(kind: MyGroupsKind, pageSize: number) {
  return useInfiniteQuery(myGroupsInfiniteQueryOptions(kind, pageSize));
}

export type GroupChoice = Pick<Group, 'id' | 'name'>;

// One page is enough for a picker: nobody is a member of more groups than this in practice.
const CHOICE_PAGE_SIZE = 100;

/** The groups the caller belongs to, as choices for where an event is held. */
async function getGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const page = await getMyGroups('my', { page: 0, size: CHOICE_PAGE_SIZE }, signal);
  return page.content.map(({ id, name }) => ({ id, name }));
}

function groupChoicesQueryOptions() {
  return queryOptions({ queryKey: myGroupsKeys.choices(), queryFn: ({ signal }) => getGroupChoices(signal), staleTime: 0 });
}

export function useGroupChoices() {
  return useQuery(groupChoicesQueryOptions());
}
