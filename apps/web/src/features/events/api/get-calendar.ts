import type { CalendarMonth } from '@dongne/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** GET /api/events/calendar?month= (the caller's groups) or /api/groups/{id}/calendar?month= (contract §19). */
export async function getCalendarMonth(groupId: number | null, month: string, signal?: AbortSignal): Promise<CalendarMonth> {
  const url = groupId === null ? '/events/calendar' : `/groups/${groupId}/calendar`;
  const { data } = await apiClient.get<CalendarMonth>(url, { params: { month }, signal });
  return data;
}

/** A month of events; the month before stays on screen while the next one loads, so the grid does not jump. */
export function useCalendarMonth(groupId: number | null, month: string) {
  return useQuery({
    queryKey: eventKeys.calendar(groupId, month),
    queryFn: ({ signal }) => getCalendarMonth(groupId, month, signal),
    placeholderData: keepPreviousData,
  });
}
