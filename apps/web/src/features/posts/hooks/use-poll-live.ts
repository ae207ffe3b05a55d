import { type Poll, pollChangedSchema } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { applyPollChange } from '@/features/posts/api/poll-state.ts';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useOnRealtimeReconnect, useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

/**
 * Keeps the group's poll cards live (contract §20): the group's poll topic carries each poll's
 * results as they change (without the voters this user blocked), and a card on screen takes them
 * as they come, with no read of its own; a poll not on screen is left alone. After a lost
 * connection every poll is read again, since frames may have gone by meanwhile.
 */
export function usePollLive(groupId: number | null, enabled = true) {
  const queryClient = useQueryClient();
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  useRealtimeSubscription(enabled && groupId !== null ? destinations.pollTopic(groupId) : null, (payload) => {
    const parsed = pollChangedSchema.safeParse(payload);
    if (!parsed.success) return;
    const change = parsed.data;
    queryClient.setQueryData<Poll>(postKeys.poll(change.pollId), (shown) => shown && applyPollChange(shown, change, viewerId));
  });
  useOnRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: [...postKeys.all, 'poll'] });
  });
}
