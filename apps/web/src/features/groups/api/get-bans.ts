import type { GroupBan, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export const BANS_PAGE_SIZE = 20;

/** GET /api/groups/{id}/bans: the staff's list of banned users, newest first (contract §10). */
export async function getBans(id: number, { page = 0, size = BANS_PAGE_SIZE } = {}): Promise<Page<GroupBan>> {
  const { data } = await apiClient.get<Page<GroupBan>>(`/groups/${id}/bans`, { params: { page, size } });
  return data;
}

export function bansQueryOptions(id: number) {
  return infiniteQueryOptions({
    queryKey: groupKeys.bans(id),
    queryFn: ({ pageParam }) => getBans(id, { page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    staleTime: 0,
  });
}

export function useBans(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...bansQueryOptions(id), enabled });
}
