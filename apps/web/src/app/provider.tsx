import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from 'sonner';
import { TEXT } from '@/config/messages.ts';
import { syncAuthAcrossTabs } from '@/lib/auth-store.ts';
import { TOAST_ERROR_MS, TOAST_MAX_VISIBLE } from '@/lib/notify.ts';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
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
      <Toaster
        position="top-right"
        visibleToasts={TOAST_MAX_VISIBLE}
        duration={TOAST_ERROR_MS}
        richColors
        closeButton
        containerAriaLabel={TEXT.notifications}
        toastOptions={{ className: 'font-sans', closeButtonAriaLabel: TEXT.dismiss }}
      />
    </QueryClientProvider>
  );
}
