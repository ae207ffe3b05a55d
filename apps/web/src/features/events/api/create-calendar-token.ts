import type { calendarTokenResponseSchema } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

export type CalendarFeed = z.infer<typeof calendarTokenResponseSchema>;

/**
 * POST /api/events/calendar-token: a new personal iCalendar feed address. Each call rotates the
 * token, so the previous address stops working; the screen only calls it when asked to.
 */
export async function createCalendarToken(): Promise<CalendarFeed> {
  const { data } = await apiClient.post<CalendarFeed>('/events/calendar-token');
  return data;
}

export function useCreateCalendarToken() {
  return useMutation({ mutationFn: createCalendarToken });
}
