import {
  chatMessageSchema,
  chatNoticeChangedSchema,
  chatReactionsChangedSchema,
  chatReadMoveSchema,
  chatResyncSignalSchema,
  typingEventSchema,
} from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fillChatGap } from '@/features/chat/api/fill-chat-gap.ts';
import { chatKeys } from '@/features/chat/api/query-keys.ts';
import { applyReadMoves, setMessageReactions, upsertChatMessage } from '@/features/chat/lib/message-cache.ts';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useOnRealtimeReconnect, useRealtimeSubscription } from '@/lib/realtime/use-realtime.ts';

// A lost stopTyping (closed tab) must not leave '입력 중…' forever; senders repeat 'typing' every 3 s.
const TYPING_TTL_MS = 6_000;

type Typist = { userId: number; nickname: string };

/**
 * The room's live side: new and deleted messages go into the loaded history, others' typing
 * becomes a list of nicknames, and after a reconnect, or when the server says its link to the
 * other instances was interrupted (a RESYNC on the room's topic), what was missed is fetched with
 * `afterId` and merged by id (contract §7).
 */
export function useLiveChat(groupId: number, myId: number | null) {
  const queryClient = useQueryClient();
  const [typists, setTypists] = useState<Typist[]>([]);
  const [deniedMessage, setDeniedMessage] = useState<string | null>(null);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const stopTyping = (userId: number) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTypists((current) => (current.some((typist) => typist.userId === userId) ? current.filter((t) => t.userId !== userId) : current));
  };

  useRealtimeSubscription(
    destinations.groupTopic(groupId),
    (payload) => {
      const signal = chatResyncSignalSchema.safeParse(payload);
      if (signal.success) {
        void fillChatGap(queryClient, groupId, signal.data.since).catch(() => {});
        return;
      }
      // The room's notice changed (contract §21): the room is read again. Only the room itself: the
      // room as this screen opened it keeps placing '여기까지 읽었습니다'.
      const refreshRoom = () => void queryClient.invalidateQueries({ queryKey: chatKeys.room(groupId), exact: true });
      if (chatNoticeChangedSchema.safeParse(payload).success) return refreshRoom();
      // A message's reactions changed (contract §21): the tally names who gave each, so `mine` is worked out here.
      const reactions = chatReactionsChangedSchema.safeParse(payload);
      if (reactions.success) {
        const { messageId, reactions: tallies } = reactions.data;
        const seen = tallies.map(({ key, count, userIds }) => ({ key, count, mine: myId !== null && userIds.includes(myId) }));
        return setMessageReactions(queryClient, groupId, messageId, seen);
      }
      const parsed = chatMessageSchema.safeParse(payload);
      if (!parsed.success) return;
      upsertChatMessage(queryClient, groupId, parsed.data);
      if (parsed.data.senderId !== null) stopTyping(parsed.data.senderId);
      // A join or leave notice changes the head count in the header; a deletion may take the notice down.
      if (parsed.data.messageType === 'SYSTEM' || parsed.data.isDeleted) refreshRoom();
    },
    setDeniedMessage,
  );

  useRealtimeSubscription(destinations.typingTopic(groupId), (payload) => {
    const parsed = typingEventSchema.safeParse(payload);
    if (!parsed.success || parsed.data.userId === myId) return;
    const { userId, nickname, typing } = parsed.data;
    if (!typing) return stopTyping(userId);
    clearTimeout(timers.current.get(userId));
    timers.current.set(
      userId,
      setTimeout(() => stopTyping(userId), TYPING_TTL_MS),
    );
    setTypists((current) => (current.some((typist) => typist.userId === userId) ? current : [...current, { userId, nickname }]));
  });

  // Others reading (contract §21): the numbers beside the bubbles fall. A frame is a window's moves
  // (an array); a lone move is still read, as a server of the previous release sends it.
  useRealtimeSubscription(destinations.readsTopic(groupId), (payload) => {
    const moves = (Array.isArray(payload) ? payload : [payload]).flatMap((entry: unknown) => {
      const parsed = chatReadMoveSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    applyReadMoves(queryClient, groupId, moves);
  });

  useOnRealtimeReconnect(() => {
    // A failed fill leaves the history as it was; the next reconnect or signal tries again.
    void fillChatGap(queryClient, groupId).catch(() => {});
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { typingNicknames: typists.map((typist) => typist.nickname), deniedMessage };
}
