import { type Dispatch, useEffect } from 'react';
import type { VerificationAction } from './verification-machine.ts';

const TICK_MS = 1000;

/** Feeds the machine the clock once a second while a code is live. */
export function useVerificationTimer(isRunning: boolean, dispatch: Dispatch<VerificationAction>): void {
  useEffect(() => {
    if (!isRunning) return;
    const id = setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(id);
  }, [isRunning, dispatch]);
}
