import type { QueryClient } from '@tanstack/react-query';
import {
  groupsInfiniteQueryOptions,
  popularGroupsInfiniteQueryOptions,
  popularGroupsQueryOptions,
} from '@/features/groups/api/get-groups.ts';
import { DEFAULT_USER_LOCATION } from '@/features/location/location-defaults.ts';
import { locationsQueryOptions } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import {
  EARLY_REQUEST_KEY,
  type EarlyFirstRequest,
  type FirstRequest,
  firstRequestUrl,
  firstScreenRequest,
  readBannerDistrict,
} from './first-screen.ts';

/** The answer `public/early-request.js` got for this URL, once; null when it asked for another or failed. */
function takeEarly(url: string | null): Promise<unknown> | null {
  const holder = window as unknown as Record<string, EarlyFirstRequest | undefined>;
  const early = holder[EARLY_REQUEST_KEY];
  if (!early || url === null || early.url !== url) return null;
  holder[EARLY_REQUEST_KEY] = undefined;
  return early.body;
}

/** The screen's own query options, answered first from the early request when it asked the same. */
function withEarly<Options extends { queryFn?: unknown }>(options: Options, early: Promise<unknown> | null): Options {
  if (!early) return options;
  const queryFn = options.queryFn as (context: never) => Promise<unknown>;
  return {
    ...options,
    queryFn: async (context: never) => ((await early) ?? queryFn(context)) as never,
  };
}

/**
 * Starts the lists the first screen shows while its route chunk is still loading, with
 * the screens' own query options, so they find the answer (or the request in flight) in the cache.
 * The first of them usually left already from `public/early-request.js`; its answer is taken over here.
 * `/`: the 인기 list for the user's 동네 (named from the district table shipped with the app, no
 * round trip for the list first) and the district list; `/explore`: the list its URL's filters
 * show (members start from their 동네). Imports nothing beyond what the first load already has
 * (no contract constants, no location store). Resolves when that list has settled; null on other
 * pages.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> | null {
  const request = browserFirstRequest(location);
  if (!request) return null;
  const early = takeEarly(firstRequestUrl(request));
  const lists = [prefetchList(queryClient, request, early)];
  // Home's section titles name the 동네 from the full list once it is there.
  if (request.kind === 'popular') void queryClient.prefetchQuery(locationsQueryOptions);
  return Promise.all(lists).then(() => undefined);
}

/** Fills the cache with the list `request` names, answered first by `early` (the early script's, or the server's). */
export function prefetchList(queryClient: QueryClient, request: FirstRequest, early: Promise<unknown> | null): Promise<void> {
  switch (request.kind) {
    case 'popular':
      return queryClient.prefetchQuery(withEarly(popularGroupsQueryOptions(request.locationId), early));
    case 'popular-all':
      return queryClient.prefetchInfiniteQuery(withEarly(popularGroupsInfiniteQueryOptions(request.locationId), early));
    case 'all':
      return queryClient.prefetchInfiniteQuery(withEarly(groupsInfiniteQueryOptions({}), early));
    case 'search':
      return queryClient.prefetchInfiniteQuery(withEarly(groupsInfiniteQueryOptions(request.search), early));
    case 'recommended':
      // Left to the screen: its options would bring the contract's modules into the first load.
      return Promise.resolve();
  }
}

/** The list this browser's first screen shows at `location`, for its session and 동네. */
export function browserFirstRequest(location: Pick<Location, 'pathname' | 'search'>): FirstRequest | null {
  const { isAuthenticated, user } = useAuthStore.getState();
  // The account's 동네 comes with the user; a guest's from what the location store keeps.
  const bannerDistrict = readBannerDistrict() ?? DEFAULT_USER_LOCATION.district;
  return firstScreenRequest(location, { isAuthenticated, user: isAuthenticated ? user : null, bannerDistrict });
}
