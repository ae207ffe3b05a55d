import { useEffect, useState } from 'react';

type ViewportBox = { height: number; offsetTop: number };

/**
 * The part of the page the user can see: on a phone the on-screen keyboard shrinks it, and
 * iOS Safari does not shrink `100dvh` for the keyboard, so a full-screen view sized by this keeps
 * its input right above the keyboard. Null where the browser has no visualViewport.
 */
export function useVisualViewport(): ViewportBox | null {
  const [box, setBox] = useState<ViewportBox | null>(() => read());
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setBox(read());
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return box;
}

function read(): ViewportBox | null {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  return viewport ? { height: viewport.height, offsetTop: viewport.offsetTop } : null;
}
