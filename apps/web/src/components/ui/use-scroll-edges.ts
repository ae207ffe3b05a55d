import { type RefObject, useEffect, useState } from 'react';

export type ScrollEdges = { before: boolean; after: boolean };

// Sub-pixel widths leave a fraction of a pixel "to scroll" on some zoom levels.
const SLACK_PX = 1;

function edgesOf(element: HTMLElement): ScrollEdges {
  return {
    before: element.scrollLeft > SLACK_PX,
    after: element.scrollLeft + element.clientWidth < element.scrollWidth - SLACK_PX,
  };
}

/**
 * Whether a sideways-scrolling element hides content before and after what is shown. Measured
 * again on scroll, on resize and whenever `content` changes (a label grew).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, content: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` is the signal to measure again
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = edgesOf(element);
      setEdges((previous) => (previous.before === next.before && previous.after === next.after ? previous : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref, content]);

  return edges;
}
