import { useCallback, useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `callback` once `delayMs` passed without another `run`. The call made is always the latest
 * render's callback, so it never works from filters that changed while the timer was running.
 */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useEffectEvent(callback);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const run = useCallback(
    (...args: Args) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = undefined;
        latest(...args);
      }, delayMs);
    },
    [cancel, delayMs],
  );

  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
