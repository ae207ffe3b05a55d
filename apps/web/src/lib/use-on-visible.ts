import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes near the viewport (infinite scroll sentinel).
 * `watchKey` re-arms the observer after each page, because a sentinel that stays in view (a tall
 * screen, a short page) never produces a second intersection change by itself.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, { enabled, watchKey }: { enabled: boolean; watchKey?: unknown }) {
  const ref = useRef<T>(null);
  const fire = useEffectEvent(onVisible);

  // biome-ignore lint/correctness/useExhaustiveDependencies: watchKey is the re-arm signal described above
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
      rootMargin: '0px 0px 480px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, watchKey]);

  return ref;
}
