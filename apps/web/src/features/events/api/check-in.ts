import type { CheckInPayload, EventAttendance } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** POST /api/events/{id}/check-in: a participant marks themself 출석 with the code the organiser shows. */
export async function checkIn(id: number, payload: CheckInPayload): Promise<EventAttendance> {
  const { data } = await apiClient.post<EventAttendance>(`/events/${id}/check-in`, payload);
  return data;
}

export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CheckInPayload) => checkIn(eventId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
  });
}
