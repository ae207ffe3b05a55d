import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { RealtimeClient, type RealtimeStatus } from './realtime-client.ts';
import { RealtimeContext } from './realtime-provider.tsx';

// Outside a RealtimeProvider (a component rendered alone in a test) nothing connects: an idle
// client keeps such screens working, showing '연결 안 됨', instead of crashing them.
let idleClient: RealtimeClient | null = null;
function getIdleClient(): RealtimeClient {
  idleClient ??= new RealtimeClient({
    open: () => {
      throw new Error('the idle realtime client never connects');
    },
    getToken: async () => ({ kind: 'unavailable' }),
    onSessionExpired: () => undefined,
  });
  return idleClient;
}

export function useRealtime(): RealtimeClient {
  return useContext(RealtimeContext) ?? getIdleClient();
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
