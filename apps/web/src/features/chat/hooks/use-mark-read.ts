import type { ChatMessage } from '@dongne/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markChatRead } from '@/features/chat/api/mark-chat-read.ts';
import { refreshChatUnread } from '@/lib/api/chat-unread.ts';

/** One read move a second at most while messages arrive: the last one always goes. */
const MARK_EVERY_MS = 1_000;

/**
 * While the room is open and the tab visible, the newest stored message is read (contract §21):
 * the position moves there (a burst costs one request a second), and the unread counts of the
 * navigation and the cards are fetched again.
 */
export function useMarkRead(groupId: number, messages: readonly ChatMessage[], isReady: boolean) {
  const queryClient = useQueryClient();
  const newestId = messages.at(-1)?.id ?? 0;
  const latest = useRef(newestId);
  const sent = useRef(0);
  const lastSentAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    latest.current = newestId;
    const send = () => {
      timer.current = null;
      const messageId = latest.current;
      if (document.visibilityState !== 'visible' || messageId <= sent.current) return;
      sent.current = messageId;
      lastSentAt.current = Date.now();
      markChatRead(groupId, messageId)
        .then(() => refreshChatUnread(queryClient))
        .catch(() => {
          // Not read after all (offline, left the group): the next message tries again.
          sent.current = 0;
        });
    };
    const schedule = () => {
      if (!isReady || latest.current <= sent.current || timer.current) return;
      timer.current = setTimeout(send, Math.max(0, lastSentAt.current + MARK_EVERY_MS - Date.now()));
    };
    schedule();
    // Coming back to the tab reads what came meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [groupId, newestId, isReady, queryClient]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
