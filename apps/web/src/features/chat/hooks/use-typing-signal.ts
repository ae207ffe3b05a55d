import { useEffect, useLayoutEffect, useRef } from 'react';
import { destinations } from '@/lib/realtime/destinations.ts';
import { useRealtime } from '@/lib/realtime/use-realtime.ts';

// Repeat 'typing' at most this often while keys keep coming, and stop after this much quiet.
const TYPING_REPEAT_MS = 3_000;
const TYPING_IDLE_MS = 3_000;

/**
 * Tells the room this member is typing: `typing` when the draft changes (at most every 3 s),
 * `stopTyping` after 3 s without a change, when the draft is emptied or sent, and on leaving.
 */
export function useTypingSignal(groupId: number) {
  const realtime = useRealtime();
  const lastSentAt = useRef(0);
  const isTyping = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stop = () => {
    clearTimeout(idleTimer.current);
    if (!isTyping.current) return;
    isTyping.current = false;
    lastSentAt.current = 0;
    realtime.publish(destinations.stopTyping(groupId), {});
  };

  const onDraftChange = (draft: string) => {
    if (draft.trim() === '') return stop();
    const now = Date.now();
    if (!isTyping.current || now - lastSentAt.current >= TYPING_REPEAT_MS) {
      isTyping.current = realtime.publish(destinations.typing(groupId), {});
      lastSentAt.current = now;
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stop, TYPING_IDLE_MS);
  };

  // Leaving the room (tab switch, page change) must not leave '입력 중…' on the others' screens.
  const stopRef = useRef(stop);
  useLayoutEffect(() => {
    stopRef.current = stop;
  });
  useEffect(() => () => stopRef.current(), []);

  return { onDraftChange, stop };
}
