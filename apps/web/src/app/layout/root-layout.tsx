import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatch } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSyncMe } from '@/lib/api/get-me.ts';
import { cx } from '@/lib/cx.ts';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LAYOUT_TEXT } from './layout-text.ts';
import { PageFallback } from './page-fallback.tsx';

export function RootLayout() {
  useSyncMe();
  // Onboarding is a two-step flow with its own pinned 다음 bar: no tab bar to leave it by or to cover it.
  const hasTabBar = useMatch(paths.onboarding) === null;
  return (
    // Below 640 px the bottom tab bar covers the last 56 px (and the home indicator): the page ends above it.
    <div className={cx('flex min-h-dvh flex-col', hasTabBar && 'pb-[calc(3.5rem+env(safe-area-inset-bottom))] sm:pb-0')}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-pop focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {LAYOUT_TEXT.skipToContent}
      </a>
      <Header />
      {/* At least a screen tall below the 64 px header, so the footer always starts below the first
          screen: a page's content arriving or changing size never moves it into or within view. */}
      <main id="main" tabIndex={-1} className="flex min-h-[calc(100dvh-4rem)] flex-1 flex-col focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {hasTabBar && <BottomTabBar />}
      <ScrollRestoration />
    </div>
  );
}
