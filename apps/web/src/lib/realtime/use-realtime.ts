import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { RealtimeClient, RealtimeStatus } from './realtime-client.ts';
import { RealtimeContext } from './realtime-provider.tsx';

export function useRealtime(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtime needs <RealtimeProvider> above it');
  return client;
}

/** connecting / connected / reconnecting / idle, re-rendering only when it changes. */
export function useRealtimeStatus(): RealtimeStatus {
  return useStore(useRealtime().store, (state) => state.status);
}

/**
 * Receives each message sent to `destination` (null: nothing) while mounted. The handlers may be
 * new functions on every render: the subscription itself only changes with the destination.
 */
export function useRealtimeSubscription(
  destination: string | null,
  onMessage: (payload: unknown) => void,
  onDenied?: (message: string) => void,
): void {
  const client = useRealtime();
  const handlers = useRef({ onMessage, onDenied });
  useLayoutEffect(() => {
    handlers.current = { onMessage, onDenied };
  });
  useEffect(() => {
    if (!destination) return;
    return client.subscribe(destination, (payload) => handlers.current.onMessage(payload), {
      onDenied: (message) => handlers.current.onDenied?.(message),
    });
  }, [client, destination]);
}

/** Runs after every reconnect (not the first connect): the moment to fetch what was missed. */
export function useOnRealtimeReconnect(onReconnect: () => void): void {
  const client = useRealtime();
  const handler = useRef(onReconnect);
  useLayoutEffect(() => {
    handler.current = onReconnect;
  });
  useEffect(
    () =>
      client.onConnected((isReconnect) => {
        if (isReconnect) handler.current();
      }),
    [client],
  );
}
