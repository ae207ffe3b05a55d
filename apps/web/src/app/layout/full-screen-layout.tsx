import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSyncMe } from '@/lib/api/get-me.ts';
import { PageFallback } from './page-fallback.tsx';

/** The frame of a screen that is the whole phone (the chat room): no header, footer or tab bar. */
export function FullScreenLayout() {
  useSyncMe();
  return (
    <main id="main" className="flex min-h-dvh flex-col bg-white">
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
