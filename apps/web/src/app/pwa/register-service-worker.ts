/**
 * Registers the service worker (`src/sw.ts`) once the page has loaded and the browser is idle, so
 * it takes nothing from the first load: no script of its own in index.html, and workbox-window
 * arrives in a chunk of its own. Off in development (Vite serves no worker) and without support.
 */
export function registerServiceWorkerWhenIdle(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const start = () => {
    const begin = () => void import('./service-worker-client.ts').then(({ startServiceWorker }) => startServiceWorker(win));
    if ('requestIdleCallback' in win) win.requestIdleCallback(begin, { timeout: 5_000 });
    else setTimeout(begin, 1_000);
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}
