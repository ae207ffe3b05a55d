import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { syncAuthAcrossTabs } from '@/lib/auth-store.ts';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
import { AppToaster } from './layout/app-toaster.tsx';
import { LiveNotifications } from './live-notifications.tsx';
import { queryClient } from './query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(() => syncAuthAcrossTabs(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* One STOMP connection per tab while signed in: chat and live notifications share it. */}
      <RealtimeProvider>
        {children}
        <LiveNotifications />
      </RealtimeProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
