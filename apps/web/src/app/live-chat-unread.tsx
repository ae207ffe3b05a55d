import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshChatUnread, useChatRooms } from '@/lib/api/chat-unread.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

/** Rooms listened to at most: the server allows 50 subscriptions per connection, and an open room takes three. */
const MAX_ROOMS = 40;
/** A burst of messages is one refetch of the counts. */
const REFRESH_AFTER_MS = 300;

/**
 * Keeps the unread chat counts (navigation, group cards, room list) live: a message in any of the
 * signed-in user's most recent rooms marks them stale, and they are fetched again, at most once
 * per burst.
 */
export function LiveChatUnread() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const myId = useAuthStore((state) => state.user?.id ?? null);
  const rooms = useChatRooms();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (!isAuthenticated) return null;
  const onFrame = (payload: unknown) => {
    const senderId = (payload as { senderId?: unknown } | null)?.senderId;
    if (senderId === myId || timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      refreshChatUnread(queryClient);
    }, REFRESH_AFTER_MS);
  };
  return (
    <>
      {(rooms.data ?? []).slice(0, MAX_ROOMS).map((room) => (
        <RoomListener key={room.groupId} groupId={room.groupId} onFrame={onFrame} />
      ))}
    </>
  );
}

function RoomListener({ groupId, onFrame }: { groupId: number; onFrame: (payload: unknown) => void }) {
  useRealtimeSubscription(destinations.groupTopic(groupId), onFrame);
  return null;
}
