import type { UserLocation } from '@dongne/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ServedPlaceContext } from '@/features/location/served-place-context.ts';
import { syncAuthAcrossTabs } from '@/lib/auth-store.ts';
import type { PlaceHint } from '@/lib/first-screen-hints.ts';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
import { AppToaster } from './layout/app-toaster.tsx';
import { LiveChatUnread } from './live-chat-unread.tsx';
import { LiveNotifications } from './live-notifications.tsx';
import { AppNotices } from './pwa/app-notices.tsx';
import { queryClient as browserQueryClient } from './query-client.ts';

type AppProviderProps = {
  children: ReactNode;
  /** The server's first render passes its own per request (entry-server.tsx). */
  queryClient?: QueryClient;
  /** The guest's 동네 a server render showed, on the server and while the browser hydrates it. */
  servedPlace?: PlaceHint | null;
};

export function AppProvider({ children, queryClient = browserQueryClient, servedPlace = null }: AppProviderProps) {
  // The map position is not part of what a first screen shows; the store's own 동네 has it.
  const place: UserLocation | null = servedPlace ? { ...servedPlace, lat: 0, lng: 0 } : null;
  useEffect(() => syncAuthAcrossTabs(), []);
  return (
    <ServedPlaceContext value={place}>
      <QueryClientProvider client={queryClient}>
        {/* One STOMP connection per tab while signed in: chat and live notifications share it. */}
        <RealtimeProvider>
          {children}
          <LiveNotifications />
          <LiveChatUnread />
        </RealtimeProvider>
        <AppToaster />
        <AppNotices />
      </QueryClientProvider>
    </ServedPlaceContext>
  );
}
