import { pollChangedSchema } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { RefreshScheduler } from '@/lib/realtime/refresh-scheduler.ts';
import { useOnRealtimeReconnect, useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

/**
 * How far apart the screens that heard one poll change read it again: the server sends a poll's
 * changes at most once per 500 ms, and everyone watching the group hears each at the same moment.
 */
const POLL_REFRESH_SPREAD_MS = 500;

/**
 * Keeps the group's poll cards live (contract §20): the group's poll topic names the poll that
 * changed, and its card reads it again as this user (their names, blocks and own choice), one
 * read at a time per poll and spread over the window (`RefreshScheduler`).
 */
export function usePollLive(groupId: number | null, enabled = true) {
  const queryClient = useQueryClient();
  const scheduler = useRef<RefreshScheduler<number> | null>(null);
  useEffect(() => {
    const created = new RefreshScheduler((pollId: number) => queryClient.invalidateQueries({ queryKey: postKeys.poll(pollId) }), {
      spreadMs: POLL_REFRESH_SPREAD_MS,
    });
    scheduler.current = created;
    return () => {
      created.dispose();
      scheduler.current = null;
    };
  }, [queryClient]);
  useRealtimeSubscription(enabled && groupId !== null ? destinations.pollTopic(groupId) : null, (payload) => {
    const parsed = pollChangedSchema.safeParse(payload);
    if (parsed.success) scheduler.current?.changed(parsed.data.pollId);
  });
  useOnRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: [...postKeys.all, 'poll'] });
  });
}
