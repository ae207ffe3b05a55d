import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Below Tailwind's `sm` (640 px): the phone layout with the bottom tab bar and the full-screen chat. */
export const PHONE_QUERY = '(max-width: 639.98px)';

export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
