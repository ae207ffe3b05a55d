import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

// Within this many pixels of the end the reader counts as "at the latest message".
const PINNED_SLACK_PX = 80;
// Room left above a message brought to the top, so what precedes it is seen to exist.
const REVEAL_MARGIN_PX = 12;

type ChatScrollInput = { newestId: number | null; oldestId: number | null; isNewestMine: boolean };

/**
 * Keeps a chat list where a reader expects it: at the latest message on open and while they are
 * there (also when photos finish loading), in place when older messages are added above, and
 * counting new messages instead of jumping when they have scrolled up to read. `revealAtTop`
 * opens it at a given message instead (the first unread).
 */
export function useChatScroll({ newestId, oldestId, isNewestMine }: ChatScrollInput) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const isPinned = useRef(true);
  const lastHeight = useRef(0);
  const previous = useRef<{ newestId: number | null; oldestId: number | null }>({ newestId: null, oldestId: null });
  const [unseenCount, setUnseenCount] = useState(0);
  const [isReady, setIsReady] = useState(false);

  const scrollToLatest = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    isPinned.current = true;
    lastHeight.current = element.scrollHeight;
    setUnseenCount(0);
  }, []);

  /**
   * Brings `target` near the top of the list (as far as the list scrolls): a room opened with
   * unread messages shows the first of them, not the latest, when they do not all fit.
   */
  const revealAtTop = useCallback((target: HTMLElement | null) => {
    const element = scrollRef.current;
    if (!element || !target) return;
    const top = target.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop - REVEAL_MARGIN_PX;
    element.scrollTop = Math.max(0, Math.min(top, element.scrollHeight - element.clientHeight));
    isPinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < PINNED_SLACK_PX;
    lastHeight.current = element.scrollHeight;
  }, []);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    const before = previous.current;
    previous.current = { newestId, oldestId };
    if (!element || newestId === null) return;
    const isPrepend = before.oldestId !== null && oldestId !== null && oldestId < before.oldestId && newestId === before.newestId;
    if (isPrepend) {
      element.scrollTop += element.scrollHeight - lastHeight.current;
      lastHeight.current = element.scrollHeight;
    } else if (newestId !== before.newestId) {
      if (before.newestId === null || isPinned.current || isNewestMine) scrollToLatest();
      else setUnseenCount((count) => count + 1);
    }
    if (before.newestId === null) setIsReady(true);
  }, [newestId, oldestId, isNewestMine, scrollToLatest]);

  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (isPinned.current) element.scrollTop = element.scrollHeight;
      lastHeight.current = element.scrollHeight;
    });
    // The list itself shrinks too (upload bar, a taller input): the latest message stays in view.
    observer.observe(content);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    isPinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < PINNED_SLACK_PX;
    lastHeight.current = element.scrollHeight;
    if (isPinned.current) setUnseenCount(0);
  }, []);

  return { scrollRef, contentRef, onScroll, unseenCount, scrollToLatest, revealAtTop, isReady };
}
