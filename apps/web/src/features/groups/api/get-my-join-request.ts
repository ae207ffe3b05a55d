import type { JoinRequest } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { errorStatusOf } from '@/lib/error-message.ts';
import { groupKeys } from './query-keys.ts';

/** GET /api/groups/{id}/my-join-request: the caller's pending request, or null (the server's 404 means none). */
export async function getMyJoinRequest(id: number): Promise<JoinRequest | null> {
  try {
    const { data } = await apiClient.get<JoinRequest>(`/groups/${id}/my-join-request`);
    return data;
  } catch (error) {
    if (errorStatusOf(error) === 404) return null;
    throw error;
  }
}

export function myJoinRequestQueryOptions(id: number) {
  return queryOptions({ queryKey: groupKeys.myJoinRequest(id), queryFn: () => getMyJoinRequest(id) });
}

/** Only ask when signed in: a guest's call would answer 401 and end a session that does not exist. */
export function useMyJoinRequest(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myJoinRequestQueryOptions(id), enabled });
}
