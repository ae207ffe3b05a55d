import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSyncMe } from '@/lib/api/get-me.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageFallback } from './page-fallback.tsx';

export function RootLayout() {
  useSyncMe();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="flex flex-1 flex-col">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
