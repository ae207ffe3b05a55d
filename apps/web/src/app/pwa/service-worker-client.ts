import { Workbox } from 'workbox-window';
import { useUpdateStore } from './update-store.ts';

// A tab kept open for days still learns of a deploy: it asks again when it comes back, at most hourly.
const CHECK_AT_MOST_EVERY_MS = 60 * 60 * 1000;
// Should the new worker not take over (another tab holds it back), reload all the same.
const RELOAD_ANYWAY_AFTER_MS = 3_000;

/**
 * The page's side of `src/sw.ts`. A new build's worker installs and waits; the app then says
 * 새 버전이 있어요, and 새로고침 tells the worker to take over (`SKIP_WAITING`) and reloads once it
 * has. Until then the page keeps the build it started with, so it never mixes two builds' chunks.
 */
export async function startServiceWorker(win: Window = window): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    useUpdateStore.setState({ apply: () => applyUpdate(workbox, win) });
  });
  await workbox.register();
  let lastCheck = Date.now();
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_AT_MOST_EVERY_MS) return;
    lastCheck = Date.now();
    void workbox.update();
  });
}

function applyUpdate(workbox: Workbox, win: Window): void {
  const reload = () => win.location.reload();
  workbox.addEventListener('controlling', reload);
  setTimeout(reload, RELOAD_ANYWAY_AFTER_MS);
  workbox.messageSkipWaiting();
}
