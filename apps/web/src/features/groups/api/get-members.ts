import type { Member, Page } from '@dongne/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

// A full group has 100 members: 20 at a time keeps the tab short on a phone.
export const MEMBERS_PAGE_SIZE = 20;

/**
 * GET /api/groups/{id}/members: public for public groups, members only for private ones; owner
 * first, then 운영진, then members by join date; `query` filters on nickname (contract §10).
 */
export async function getMembers(
  id: number,
  { query, page = 0, size = MEMBERS_PAGE_SIZE }: { query?: string; page?: number; size?: number } = {},
): Promise<Page<Member>> {
  const { data } = await apiClient.get<Page<Member>>(`/groups/${id}/members`, { params: { page, size, query: query || undefined } });
  return data;
}

export function membersQueryOptions(id: number, query = '') {
  return infiniteQueryOptions({
    queryKey: groupKeys.members(id, query),
    queryFn: ({ pageParam }) => getMembers(id, { query, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    // Typing a name should not flash the skeleton between answers.
    placeholderData: keepPreviousData,
  });
}

export function useMembers(id: number, query = '', { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...membersQueryOptions(id, query), enabled });
}
