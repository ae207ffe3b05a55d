import type { EventAttendance } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** GET /api/events/{id}/attendance: the staff get every participant, a participant their own row. */
export async function getEventAttendance(id: number, signal?: AbortSignal): Promise<EventAttendance[]> {
  const { data } = await apiClient.get<EventAttendance[]>(`/events/${id}/attendance`, { signal });
  return data;
}

export function eventAttendanceQueryOptions(id: number) {
  return queryOptions({ queryKey: eventKeys.attendance(id), queryFn: ({ signal }) => getEventAttendance(id, signal) });
}

export function useEventAttendance(id: number, enabled: boolean) {
  return useQuery({ ...eventAttendanceQueryOptions(id), enabled });
}
