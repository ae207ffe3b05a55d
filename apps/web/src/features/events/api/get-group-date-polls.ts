import type { DatePoll, Page } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** How many of a group's date polls the 이벤트 tab shows: the newest, open ones among them. */
const DATE_POLL_LIST_SIZE = 20;

/** GET /api/groups/{id}/date-polls: the group's date polls, newest first (members only). */
export async function getGroupDatePolls(groupId: number, signal?: AbortSignal): Promise<Page<DatePoll>> {
  const { data } = await apiClient.get<Page<DatePoll>>(`/groups/${groupId}/date-polls`, {
    params: { page: 0, size: DATE_POLL_LIST_SIZE },
    signal,
  });
  return data;
}

export function useGroupDatePolls(groupId: number) {
  return useQuery({ queryKey: eventKeys.datePolls(groupId), queryFn: ({ signal }) => getGroupDatePolls(groupId, signal), staleTime: 0 });
}
