import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/**
 * DELETE /api/events/{id}/leave: gives up a seat (the first on the waitlist takes it) or a place
 * on the waitlist. The spec's client sends a body; the server accepts it empty, so none is sent.
 */
export async function leaveEvent(id: number): Promise<void> {
  await apiClient.delete(`/events/${id}/leave`);
}

export function useLeaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
