import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchFirstScreen } from './app/prefetch.ts';
import { AppProvider } from './app/provider.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { createSessionEndHandler } from './app/session-end.ts';
import { setSessionEndHandler } from './lib/session.ts';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

setSessionEndHandler(createSessionEndHandler(router, queryClient));
// Before anything renders: the first screen's group lists leave with the entry script.
const firstScreen = prefetchFirstScreen(queryClient, window.location);

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

loadFontsAfterFirstScreen(firstScreen);

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
