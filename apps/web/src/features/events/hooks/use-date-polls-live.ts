import { datePollChangedSchema } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '@/features/events/api/query-keys.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useOnRealtimeReconnect, useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

/**
 * Keeps the group's 일정 조율 grid live (contract §20): the group's date poll topic says a poll
 * changed, and the list is read again as this member (names, blocks and their own answers).
 * `enabled` once the list loaded, so nobody the API refused subscribes.
 */
export function useDatePollsLive(groupId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: eventKeys.datePolls(groupId) });
  useRealtimeSubscription(enabled ? destinations.datePollTopic(groupId) : null, (payload) => {
    if (datePollChangedSchema.safeParse(payload).success) refresh();
  });
  useOnRealtimeReconnect(refresh);
}
