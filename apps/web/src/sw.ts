/**
 * The app's service worker (contract §18), built by vite-plugin-pwa's `injectManifest` strategy:
 * Workbox puts the build's file list into `self.__WB_MANIFEST`, Vite bundles this file to
 * `dist/sw.js`. Type-checked with `tsconfig.sw.json` (WebWorker types, not the DOM's).
 *
 * - Precached (served from the cache, refreshed per deploy): the app shell `index.html`, the JS
 *   and CSS chunks (Pretendard's @font-face list among them), the icons and the manifest.
 * - Pretendard's subsets (self-hosted under `/assets/`, content-hashed names): kept as pages use
 *   them, cache first. All 92 would be 2.9 MB to download in the background; a Korean page needs a
 *   few hundred kB, and a subset not kept falls back to the system's Korean font, as on first paint.
 * - Page loads (navigations): the network first, so a server-rendered first screen (`/`, `/explore`
 *   for guests, `Vary: Cookie`) is always the server's current answer and is never stored here;
 *   only when the network fails does the precached plain shell answer, and the app then renders
 *   itself in the browser with its offline notice.
 * - Never handled, never stored: `/api`, `/uploads`, `/ws`, `/dev/mail`, `/metrics`. Requests that no
 *   route below matches go to the network as if there were no worker.
 * - Updates wait: a new worker installs beside the old one and takes over only when the person taps
 *   새로고침 (`SKIP_WAITING` from `app/pwa/service-worker-client.ts`), so one page never mixes the
 *   chunks of two builds.
 *
 * - Web Push: a push shows one notification per tag (a room's new messages add up), with the
 *   group's icon, and none while a focused window already shows that screen; a tap focuses an open
 *   window (navigating it) or opens the address. The decisions are in `app/pwa/push-display.ts`.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { type AppWindow, alreadyOnScreen, notificationFor, readPushMessage, urlOfTap, windowForTap } from './app/pwa/push-display.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/** Paths the worker leaves to the network: answers that must never come from a cache. */
export const NEVER_FROM_CACHE = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/ws(\/|$)/, /^\/dev\/mail(\/|$)/, /^\/metrics(\/|$)/];

const SHELL = '/index.html';

// A precached file answers only to its own address: `/` is a page load (below), not `index.html`.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Only 200s are stored (the strategy's default), so a failed font download is tried again next time.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'font' && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'fonts' }),
);

registerRoute(
  new NavigationRoute(
    async ({ event }) => {
      const fetchEvent = event as FetchEvent;
      try {
        // Navigation preload starts the page's request while the worker boots.
        const preloaded = (await fetchEvent.preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(fetchEvent.request));
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    { denylist: NEVER_FROM_CACHE },
  ),
);

self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const appWindows = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });
const describe = (client: WindowClient): AppWindow => ({
  url: client.url,
  focused: client.focused,
  visibilityState: client.visibilityState,
});

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let json: unknown = null;
      try {
        json = event.data?.json() ?? null;
      } catch {
        json = { body: event.data?.text() };
      }
      const message = readPushMessage(json);
      if (alreadyOnScreen(message, (await appWindows()).map(describe), self.location.origin)) return;
      const shown = message.tag ? await self.registration.getNotifications({ tag: message.tag }) : [];
      const { title, options } = notificationFor(message, shown);
      await self.registration.showNotification(title, options);
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = urlOfTap(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await appWindows();
      const { index, navigate } = windowForTap(windows.map(describe), url, self.location.origin);
      const client = windows[index];
      if (!client) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await client.focus();
      // A window the worker does not control cannot be navigated; the page then opens anew.
      if (navigate && !(await focused.navigate(url).catch(() => null))) await self.clients.openWindow(url);
    })(),
  );
});

// The first worker takes the open page at once (there is no older build to mix with); a later one
// only after SKIP_WAITING, when the page reloads anyway.
clientsClaim();
