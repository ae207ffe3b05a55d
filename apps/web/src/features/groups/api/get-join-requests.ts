import type { JoinRequest, JoinRequestStatus, Page } from '@dongne/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

export const JOIN_REQUESTS_PAGE_SIZE = 20;

/** GET /api/groups/{id}/join-requests: owner only; no `status` means every request. */
export async function getJoinRequests(
  id: number,
  { status, page = 0, size = JOIN_REQUESTS_PAGE_SIZE }: { status?: JoinRequestStatus; page?: number; size?: number } = {},
): Promise<Page<JoinRequest>> {
  const { data } = await apiClient.get<Page<JoinRequest>>(`/groups/${id}/join-requests`, { params: { status, page, size } });
  return data;
}

export function joinRequestsQueryOptions(id: number, status?: JoinRequestStatus) {
  return infiniteQueryOptions({
    queryKey: groupKeys.joinRequests(id, status),
    queryFn: ({ pageParam }) => getJoinRequests(id, { status, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
    // Requests arrive while the owner looks; switching filters should not flash an empty list.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useJoinRequests(id: number, status?: JoinRequestStatus, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...joinRequestsQueryOptions(id, status), enabled });
}
