import type { AttendanceHistory, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROFILE_PAGE_SIZE } from '@/features/profile/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { profileKeys } from './query-keys.ts';

/** GET /api/users/me/attendance: the events where the signed-in user was marked 출석 or 불참, latest first. */
export async function getMyAttendance(params: { page: number; size: number }, signal?: AbortSignal): Promise<Page<AttendanceHistory>> {
  const { data } = await apiClient.get<Page<AttendanceHistory>>('/users/me/attendance', { params, signal });
  return data;
}

export function useMyAttendance() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: profileKeys.attendance(),
      queryFn: ({ pageParam, signal }) => getMyAttendance({ page: pageParam, size: PROFILE_PAGE_SIZE }, signal),
      initialPageParam: 0,
      getNextPageParam: nextPageParam<AttendanceHistory>,
    }),
  );
}
