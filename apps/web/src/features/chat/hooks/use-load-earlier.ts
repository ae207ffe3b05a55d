import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

// Start loading a little before the reader reaches the very top, so the wait is rarely seen.
const AHEAD_MARGIN = '240px 0px 0px 0px';

/**
 * Calls `onVisible` when `target` (at the top of the list) scrolls into the list's view. The
 * observer is renewed with `resetKey` (the oldest message), so a page too short to push the
 * target out of view keeps loading until the list is full or the history ends.
 */
export function useLoadEarlier({
  rootRef,
  target,
  isEnabled,
  resetKey,
  onVisible,
}: {
  rootRef: RefObject<HTMLElement | null>;
  target: HTMLElement | null;
  isEnabled: boolean;
  resetKey: number | null;
  onVisible: () => void;
}): void {
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey renews the observer on purpose (see above)
  useEffect(() => {
    if (!isEnabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: rootRef.current, rootMargin: AHEAD_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [rootRef, target, isEnabled, resetKey]);
}
