import { createContext, type ReactNode, useEffect, useState } from 'react';
import { useAuthStore } from '@/lib/auth-store.ts';
import { endSession } from '@/lib/session.ts';
import { openLazily } from './lazy-transport.ts';
import { RealtimeClient } from './realtime-client.ts';
import { tokenForConnect } from './realtime-token.ts';

export const RealtimeContext = createContext<RealtimeClient | null>(null);

/** The browser's real connection: SockJS at /ws, tokens from storage and the api client's refresh. */
export function createRealtimeClient(): RealtimeClient {
  return new RealtimeClient({
    open: openLazily,
    getToken: tokenForConnect,
    // The refresh token was refused: the same ending as a dead REST session (spec §4), public page or not.
    onSessionExpired: () => endSession('expired'),
  });
}

/**
 * Owns the tab's one realtime connection: opened once signed in, closed on logout, re-opened for
 * another account (a login in another tab), shown as reconnecting the moment the browser goes offline, and nudged to retry when it comes back online.
 */
export function RealtimeProvider({ client, children }: { client?: RealtimeClient; children: ReactNode }) {
  const [instance] = useState(() => client ?? createRealtimeClient());
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const userId = useAuthStore((state) => state.user?.id ?? null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new userId (another account signed in) must restart the connection
  useEffect(() => {
    if (!isAuthenticated) return;
    instance.start();
    return () => instance.stop();
  }, [instance, isAuthenticated, userId]);

  useEffect(() => {
    const onOnline = () => instance.retryNow();
    const onOffline = () => instance.wentOffline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, [instance]);

  return <RealtimeContext value={instance}>{children}</RealtimeContext>;
}
