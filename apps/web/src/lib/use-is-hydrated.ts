import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders a first screen and while the browser hydrates it, true right
 * after (and from the start for a screen the browser renders itself). Texts that depend on the
 * reader's clock or time zone ("3일 전", "오늘 오후 7:00") wait for it: written on the server they
 * could differ from the browser's and spoil the hydration.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
