import { datePollChangedSchema } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { eventKeys } from '@/features/events/api/query-keys.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { RefreshScheduler } from '@/lib/realtime/refresh-scheduler.ts';
import { useOnRealtimeReconnect, useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

/** How far apart the screens that heard one date poll change read the list again. */
const DATE_POLL_REFRESH_SPREAD_MS = 500;

/**
 * Keeps the group's 일정 조율 grid live (contract §20): the group's date poll topic says a poll
 * changed, and the list is read again as this member (names, blocks and their own answers), one
 * read at a time and spread over half a second (`RefreshScheduler`), so a burst of answers costs
 * each screen a read or two and the members watching do not all ask at the same moment.
 * `enabled` once the list loaded, so nobody the API refused subscribes.
 */
export function useDatePollsLive(groupId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  const scheduler = useRef<RefreshScheduler<number> | null>(null);
  useEffect(() => {
    const created = new RefreshScheduler((id: number) => queryClient.invalidateQueries({ queryKey: eventKeys.datePolls(id) }), {
      spreadMs: DATE_POLL_REFRESH_SPREAD_MS,
    });
    scheduler.current = created;
    return () => {
      created.dispose();
      scheduler.current = null;
    };
  }, [queryClient]);
  useRealtimeSubscription(enabled ? destinations.datePollTopic(groupId) : null, (payload) => {
    if (datePollChangedSchema.safeParse(payload).success) scheduler.current?.changed(groupId);
  });
  useOnRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: eventKeys.datePolls(groupId) }));
}
