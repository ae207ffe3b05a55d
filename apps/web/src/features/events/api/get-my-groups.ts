import type { Group, Page } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

export type GroupChoice = Pick<Group, 'id' | 'name'>;

// One page is enough for a picker: nobody is a member of more groups than this in practice.
const CHOICE_PAGE_SIZE = 100;

/** GET /api/groups/my: the groups the caller belongs to, as choices for where an event is held. */
export async function getGroupChoices(signal?: AbortSignal): Promise<GroupChoice[]> {
  const { data } = await apiClient.get<Page<Group>>('/groups/my', { params: { page: 0, size: CHOICE_PAGE_SIZE }, signal });
  return data.content.map(({ id, name }) => ({ id, name }));
}

export function groupChoicesQueryOptions() {
  return queryOptions({ queryKey: eventKeys.myGroups(), queryFn: ({ signal }) => getGroupChoices(signal), staleTime: 0 });
}

export function useGroupChoices() {
  return useQuery(groupChoicesQueryOptions());
}
