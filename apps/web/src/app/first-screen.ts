import type { Location, Me, UserLocation } from '@dongne/contract';
import { paths } from '@/config/paths.ts';
import { effectiveDistricts, exploreMode, readExploreFilters } from '@/features/groups/lib/explore-params.ts';
import { HOME_LIST_SIZE, LIST_PAGE_SIZE } from '@/features/groups/lib/paging.ts';
import { isUserLocation, USER_LOCATION_STORAGE_KEY } from '@/features/location/lib/user-location.ts';
import { KNOWN_LOCATIONS } from './known-locations.ts';

/**
 * What the first screen asks for, worked out from the address and what this browser keeps.
 * `public/early-request.js` asks the same before the bundle has loaded (a unit test keeps
 * the two in step); `prefetch.ts` takes its answer over only when both name the same URL. Kept small
 * and free of the contract's runtime modules: it is part of the first load.
 */

/** The 동네 discovery starts from, as district ids: the banner's (map) 동네 first, then the chosen ones. */
export function myDistrictIds(
  user: Pick<Me, 'userLocation' | 'locationIds'> | null,
  bannerDistrict: string | undefined,
  locations: readonly Location[] = KNOWN_LOCATIONS,
): number[] {
  const name = user ? user.userLocation?.district : bannerDistrict;
  const mapDistrict = name ? locations.find((location) => location.district === name)?.id : undefined;
  return [...new Set([...(mapDistrict !== undefined ? [mapDistrict] : []), ...(user?.locationIds ?? [])])];
}

export type FirstScreenSession = {
  isAuthenticated: boolean;
  user: Pick<Me, 'userLocation' | 'locationIds'> | null;
  /** This browser's 동네 (the banner's), else the default's. */
  bannerDistrict: string;
};

type Params = Record<string, string | number | boolean>;

/** One group list the first screen shows; `path` is under /api. */
export type FirstRequest =
  | { kind: 'popular'; path: '/groups/popular'; params: Params; locationId: number | undefined }
  | { kind: 'all'; path: '/groups'; params: Params }
  | { kind: 'search'; path: '/groups'; params: Params; search: Params }
  | { kind: 'popular-all'; path: '/groups/popular'; params: Params; locationId: number | undefined }
  | { kind: 'recommended' };

/**
 * The list whose first card the screen waits for: home's 인기 list (for the user's 동네), or the one
 * explore shows for the URL's filters (a typed search is left to the screen, which checks it first).
 */
export function firstScreenRequest(location: { pathname: string; search: string }, session: FirstScreenSession): FirstRequest | null {
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  const ids = myDistrictIds(session.isAuthenticated ? session.user : null, session.bannerDistrict);
  if (pathname === paths.home) {
    const locationId = ids[0];
    return {
      kind: 'popular',
      path: '/groups/popular',
      params: { size: HOME_LIST_SIZE, page: 0, ...(locationId ? { locationId } : {}) },
      locationId,
    };
  }
  if (pathname !== paths.explore) return null;
  const filters = readExploreFilters(new URLSearchParams(location.search));
  if (filters.q !== '') return null;
  const districts = effectiveDistricts(filters, session.isAuthenticated ? ids : []);
  const mode = exploreMode(filters, session.isAuthenticated, districts);
  if (mode === 'recommended') return { kind: 'recommended' };
  if (mode === 'popular') {
    const locationId = ids[0];
    return {
      kind: 'popular-all',
      path: '/groups/popular',
      params: { size: LIST_PAGE_SIZE, ...(locationId ? { locationId } : {}), page: 0 },
      locationId,
    };
  }
  if (mode === 'all') return { kind: 'all', path: '/groups', params: { size: LIST_PAGE_SIZE, page: 0 } };
  // As use-explore-groups.ts builds them: the filters, then page and size.
  const search: Params = Object.fromEntries(
    Object.entries({
      categoryId: filters.categoryId ?? undefined,
      locationIds: districts.length ? districts.join(',') : undefined,
      near: districts.length && filters.near ? true : undefined,
    }).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined),
  );
  return { kind: 'search', path: '/groups', params: { ...search, page: 0, size: LIST_PAGE_SIZE }, search };
}

/** The request's address, parameters in the order given. */
export function firstRequestUrl(request: FirstRequest): string | null {
  if (request.kind === 'recommended') return null;
  const query = new URLSearchParams(Object.entries(request.params).map(([key, value]) => [key, String(value)]));
  return `/api${request.path}?${query}`;
}

/** What `public/early-request.js` leaves for the app: the first list's URL and its answer (null when it failed). */
export type EarlyFirstRequest = { url: string; body: Promise<unknown> };
export const EARLY_REQUEST_KEY = '__dongneFirstRequest';

/**
 * This browser's 동네 as the location store keeps it (persisted by zustand), read without the store
 * so that this module stays out of its imports; a value the store would reject counts as none.
 */
export function readStoredUserLocation(storage: Pick<Storage, 'getItem'> = localStorage): UserLocation | null {
  try {
    const raw = storage.getItem(USER_LOCATION_STORAGE_KEY);
    const stored: unknown = raw ? (JSON.parse(raw) as { state?: { userLocation?: unknown } })?.state?.userLocation : null;
    return isUserLocation(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The stored 동네's district name, or null. */
export function readBannerDistrict(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  return readStoredUserLocation(storage)?.district ?? null;
}
