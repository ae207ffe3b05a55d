import type { GroupDetail } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { errorStatusOf } from '@/lib/error-message.ts';
import { groupKeys } from './query-keys.ts';

/**
 * GET /api/groups/{id}: one group as the caller sees it (`membership` says owner, member, pending
 * or none), with a public group's preview and whether the caller is banned from it.
 */
export async function getGroup(id: number): Promise<GroupDetail> {
  const { data } = await apiClient.get<GroupDetail>(`/groups/${id}`);
  return data;
}

export function groupQueryOptions(id: number) {
  return queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: () => getGroup(id),
    // `membership` depends on who is looking (a guest who just logged in, a request just approved
    // elsewhere), so a cached copy is shown at once but always checked again on visit.
    staleTime: 0,
    // A missing group stays missing; asking again only delays the not-found screen.
    retry: (failures, error) => errorStatusOf(error) !== 404 && failures < 1,
  });
}

export function useGroup(id: number) {
  return useQuery({ ...groupQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
