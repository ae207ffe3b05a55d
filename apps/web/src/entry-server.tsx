import { dehydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { type FirstRequest, firstRequestUrl, firstScreenRequest } from './app/first-screen.ts';
import { KNOWN_LOCATIONS } from './app/known-locations.ts';
import { prefetchList } from './app/prefetch.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppQueryClient } from './app/query-client.ts';
import { routes } from './app/route-tree.tsx';
import type { ServedState } from './app/served-first-screen.ts';
import { paths } from './config/paths.ts';
import { readExploreFilters, writeExploreFilters } from './features/groups/lib/explore-params.ts';
import { DEFAULT_USER_LOCATION } from './features/location/location-defaults.ts';
import type { PlaceHint } from './lib/first-screen-hints.ts';

/**
 * The server's first render of `/` and `/explore` for a guest: the HTML holds the first
 * screen with its group list, so the card paints before the app's code has run; the browser then
 * hydrates it (`main.tsx`, `app/served-first-screen.ts`) from the same data, sent beside it as JSON.
 * Loaded by apps/server/src/plugins/first-screen.ts from `dist-ssr/` (`vite build --ssr`).
 */

/** What one render needs: the page, its one API read (under /api) and the guest's 동네 (null: the default). */
// The names the server reads and writes around a render, from where the app keeps them (one
// source for both sides: apps/server/src/plugins/first-screen.ts takes them from this module).
export { SERVED_STATE_ID } from './app/served-first-screen.ts';
export { PLACE_HINT, SIGNED_IN_HINT } from './lib/first-screen-hints.ts';

export type FirstScreenPlan = { url: string; apiUrl: string; request: FirstRequest; place: PlaceHint | null };

// The banner's address is a line of text: as long as the account's own (contract userLocationSchema).
const MAX_ADDRESS_LENGTH = 200;

/** The place hint cookie's value when it names a known district with a sensible address, else null. */
export function readPlaceHint(value: string | undefined): PlaceHint | null {
  if (!value || value.length > 1_000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const { district, address } = parsed as Record<string, unknown>;
  if (typeof district !== 'string' || !KNOWN_LOCATIONS.some((location) => location.district === district)) return null;
  if (typeof address !== 'string' || address.trim() === '' || address.length > MAX_ADDRESS_LENGTH) return null;
  return { district, address };
}

/**
 * The render `url` (path and query) asks for, or null for a page rendered only in the browser: any
 * other path, a typed search or 추천 (the screen's own), and any address the app would not write
 * itself (unknown or repeated parameters, another order), so that what the server renders and
 * caches is one of a small set of canonical pages, not whatever a client makes up.
 */
export function planFirstScreen(url: string, placeHint?: string): FirstScreenPlan | null {
  const parsed = new URL(url, 'http://localhost');
  if (parsed.pathname !== paths.home && parsed.pathname !== paths.explore) return null;
  if (parsed.pathname === paths.home && parsed.search !== '') return null;
  if (parsed.pathname === paths.explore) {
    const filters = readExploreFilters(parsed.searchParams);
    const canonical = writeExploreFilters(filters).toString();
    if (parsed.searchParams.toString() !== canonical) return null;
    if (filters.locationIds?.some((id) => !KNOWN_LOCATIONS.some((location) => location.id === id))) return null;
  }
  const place = readPlaceHint(placeHint);
  const session = { isAuthenticated: false, user: null, bannerDistrict: place?.district ?? DEFAULT_USER_LOCATION.district };
  const request = firstScreenRequest(parsed, session);
  const apiUrl = request ? firstRequestUrl(request) : null;
  return request && apiUrl ? { url: `${parsed.pathname}${parsed.search}`, apiUrl, request, place } : null;
}

const MAX_ATTEMPTS = 3;

async function prerender(app: ReactNode): Promise<string> {
  // Every boundary inline, however large: an outlined one would need an inline script to show.
  const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
  return html;
}

export type FirstScreenRender = { html: string; state: string };

/** The page's markup for `#root` and the JSON for the browser to hydrate with, from the list's `answer`. */
export async function renderFirstScreen(plan: FirstScreenPlan, answer: unknown): Promise<FirstScreenRender> {
  const queryClient = createAppQueryClient();
  await prefetchList(queryClient, plan.request, Promise.resolve(answer));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(plan.url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`first screen: ${plan.url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient} servedPlace={plan.place}>
        {/* No inline hydration script: the CSP allows none, and the routes have no loaders. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );
  // A screen whose code (a lazy route) was not loaded yet streams out of order, finished by inline
  // scripts the CSP refuses; once loaded, the same render comes in order without any script.
  let html = await prerender(app);
  for (let attempt = 1; html.includes('<script') && attempt < MAX_ATTEMPTS; attempt += 1) html = await prerender(app);
  if (html.includes('<script')) throw new Error(`first screen: ${plan.url} still suspends after ${MAX_ATTEMPTS} renders`);
  // The browser compares key and place with its own: another list, 동네 or a session renders afresh.
  const served: ServedState = { key: plan.apiUrl, place: plan.place, queries: dehydrate(queryClient) };
  return { html, state: JSON.stringify(served).replaceAll('<', '\\u003c') };
}
