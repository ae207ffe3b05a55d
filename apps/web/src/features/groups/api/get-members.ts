import type { Member, Page } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

// Capacity is at most 100, so one page of 100 shows every member without paging controls.
export const MEMBERS_PAGE_SIZE = 100;

/** GET /api/groups/{id}/members: public for public groups, members only for private ones. */
export async function getMembers(id: number, { page = 0, size = MEMBERS_PAGE_SIZE } = {}): Promise<Page<Member>> {
  const { data } = await apiClient.get<Page<Member>>(`/groups/${id}/members`, { params: { page, size } });
  return data;
}

export function membersQueryOptions(id: number) {
  return queryOptions({ queryKey: groupKeys.members(id), queryFn: () => getMembers(id) });
}

export function useMembers(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...membersQueryOptions(id), enabled });
}
