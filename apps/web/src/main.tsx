import './index.css';
import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { readStoredUserLocation } from './app/first-screen.ts';
import { prefetchFirstScreen } from './app/prefetch.ts';
import { AppProvider } from './app/provider.tsx';
import { listenForInstallOffer } from './app/pwa/install-store.ts';
import { registerServiceWorkerWhenIdle } from './app/pwa/register-service-worker.ts';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { adoptServedFirstScreen } from './app/served-first-screen.ts';
import { createSessionEndHandler } from './app/session-end.ts';
import { useAuthStore } from './lib/auth-store.ts';
import { writePlaceHint, writeSignedInHint } from './lib/first-screen-hints.ts';
import { setSessionEndHandler } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

setSessionEndHandler(createSessionEndHandler(router, queryClient));
// Before the browser can offer to install: the offer waits for a meaningful act (contract §18).
listenForInstallOffer();
// Opened offline (the service worker's shell), the queries wait for the network instead of failing,
// and run when it is back: TanStack Query assumes online until an `offline` event says otherwise.
onlineManager.setOnline(navigator.onLine);
// Hints for the server's next first render, from what this browser keeps (also for sessions and
// 동네 stored before the hints existed).
writeSignedInHint(useAuthStore.getState().isAuthenticated);
writePlaceHint(readStoredUserLocation());
// The server may have rendered this screen already: its data first, then the lists
// still missing leave with the entry script (none when the served data is this screen's).
const served = adoptServedFirstScreen(queryClient, window.location);
const firstScreen = prefetchFirstScreen(queryClient, window.location);

const app = (
  <StrictMode>
    <AppProvider servedPlace={served?.place}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
if (served) hydrateRoot(container, app);
else createRoot(container).render(app);

loadFontsAfterFirstScreen(firstScreen);
// After the load event, when idle: the worker takes nothing from the first load.
registerServiceWorkerWhenIdle();

/**
 * Pretendard once the first screen shows content: after its group lists arrived and the first card
 * is in the page (or 3 s), else after the page's load event; then one frame, so it is painted.
 */
function loadFontsAfterFirstScreen(firstScreen: Promise<void> | null): void {
  const load = () => requestAnimationFrame(() => setTimeout(() => void import('./fonts.css'), 0));
  if (!firstScreen) {
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return;
  }
  void firstScreen.then(() => {
    if (container?.querySelector('article')) return load();
    const fallback = setTimeout(done, 3_000);
    const observer = new MutationObserver(() => {
      if (container?.querySelector('article')) done();
    });
    function done() {
      observer.disconnect();
      clearTimeout(fallback);
      load();
    }
    if (container) observer.observe(container, { childList: true, subtree: true });
  });
}
