import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/lib/auth-store.ts';
import type { PlaceHint } from '@/lib/first-screen-hints.ts';
import { firstRequestUrl, readStoredUserLocation } from './first-screen.ts';
import { browserFirstRequest } from './prefetch.ts';

/** Where the server puts the data its first render used (apps/server/src/plugins/first-screen.ts). */
export const SERVED_STATE_ID = 'dongne-first-screen';

/**
 * What the server's render was made of: the list's API address (`key`), the guest's 동네 it showed
 * in the banner (null: the default), and the query cache holding the list.
 */
export type ServedState = { key: string; place: PlaceHint | null; queries: DehydratedState };

/**
 * What the server's first render in `#root` was made of, when it is this very screen,
 * else null: it rendered a
 * guest's page for the 동네 its hint cookie named, so a session, another 동네 or another list in
 * this browser renders afresh. When it is, its data goes into the cache, for the hydration to
 * find what the server showed.
 */
export function adoptServedFirstScreen(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Pick<Storage, 'getItem'> = localStorage,
): ServedState | null {
  const element = document.getElementById(SERVED_STATE_ID);
  if (!element?.textContent) return null;
  let served: ServedState;
  try {
    served = JSON.parse(element.textContent) as ServedState;
  } catch {
    return null;
  }
  // The server renders guests' pages only (a signed-in browser's hint cookie leaves it to the app).
  if (useAuthStore.getState().isAuthenticated) return null;
  const stored = readStoredUserLocation(storage);
  if ((served.place?.district ?? null) !== (stored?.district ?? null) || (served.place?.address ?? null) !== (stored?.address ?? null))
    return null;
  const request = browserFirstRequest(location);
  if (!request || firstRequestUrl(request) !== served.key) return null;
  hydrate(queryClient, served.queries);
  return served;
}
