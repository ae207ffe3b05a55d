import { pollChangedSchema } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useOnRealtimeReconnect, useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

/**
 * Keeps the group's poll cards live (contract §20): the group's poll topic names the poll that
 * changed, and its card reads it again as this user (their names, blocks and own choice).
 */
export function usePollLive(groupId: number | null, enabled = true) {
  const queryClient = useQueryClient();
  useRealtimeSubscription(enabled && groupId !== null ? destinations.pollTopic(groupId) : null, (payload) => {
    const parsed = pollChangedSchema.safeParse(payload);
    if (parsed.success) void queryClient.invalidateQueries({ queryKey: postKeys.poll(parsed.data.pollId) });
  });
  useOnRealtimeReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: [...postKeys.all, 'poll'] });
  });
}
