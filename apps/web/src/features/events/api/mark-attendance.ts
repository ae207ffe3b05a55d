import type { EventAttendance, MarkAttendancePayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** PUT /api/events/{id}/attendance: the staff mark one participant 출석 or 불참 (null clears it). */
export async function markAttendance(id: number, payload: MarkAttendancePayload): Promise<EventAttendance> {
  const { data } = await apiClient.put<EventAttendance>(`/events/${id}/attendance`, payload);
  return data;
}

export function useMarkAttendance(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: MarkAttendancePayload) => markAttendance(eventId, payload),
    onSuccess: (row) =>
      queryClient.setQueryData<EventAttendance[]>(eventKeys.attendance(eventId), (rows) =>
        rows?.map((current) => (current.userId === row.userId ? row : current)),
      ),
    // The event's attended count changed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
  });
}
