import type { EventScope } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/**
 * DELETE /api/events/{id}/leave: gives up a seat (the first on the waitlist takes it) or a place
 * on the waitlist. The spec's client sends a body; the server accepts it empty, so none is sent.
 * `scope` FOLLOWING also leaves the later occurrences and the series (contract §19).
 */
export async function leaveEvent({ id, scope }: { id: number; scope?: Extract<EventScope, 'THIS' | 'FOLLOWING'> }): Promise<void> {
  await apiClient.delete(`/events/${id}/leave`, { params: scope ? { scope } : undefined });
}

export function useLeaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
