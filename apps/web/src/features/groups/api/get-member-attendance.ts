import type { AttendanceHistory, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

const PAGE_SIZE = 20;

/** GET /api/groups/{id}/attendance/{userId}: one member's 출석 and 불참 in the group, latest first (staff only). */
export async function getMemberAttendance(id: number, userId: number, page: number, signal?: AbortSignal) {
  const { data } = await apiClient.get<Page<AttendanceHistory>>(`/groups/${id}/attendance/${userId}`, {
    params: { page, size: PAGE_SIZE },
    signal,
  });
  return data;
}

export function useMemberAttendance(id: number, userId: number, enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: groupKeys.memberAttendance(id, userId),
      queryFn: ({ pageParam, signal }) => getMemberAttendance(id, userId, pageParam, signal),
      initialPageParam: 0,
      getNextPageParam: (last: Page<AttendanceHistory>) => (last.last ? undefined : last.number + 1),
      staleTime: 0,
    }),
    enabled,
  });
}
