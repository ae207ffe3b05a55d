/** What the explore screen filters by; the URL is the one source of truth (spec §2 Explore, contract §14). */
export type ExploreFilters = {
  q: string;
  categoryId: number | null;
  /**
   * Districts chosen in the URL (`locations=1,23`). null: none chosen there, so a signed-in user
   * starts from their 동네; [] (`locations=`): the user removed them all and wants every district.
   */
  locationIds: number[] | null;
  /** `near=1`: also the districts bordering the chosen ones (contract §14). */
  near: boolean;
  recommended: boolean;
  /** `sort=popular`: the most active groups first, as the home page's 인기 list ('더보기'). */
  sort: 'popular' | null;
};

export type ExploreMode = 'search' | 'recommended' | 'popular' | 'all';

export const EMPTY_FILTERS: ExploreFilters = { q: '', categoryId: null, locationIds: null, near: false, recommended: false, sort: null };

/** How many districts a URL may carry (the 33 of the reference data, contract §14). */
const MAX_DISTRICTS = 33;

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function readDistricts(params: URLSearchParams): number[] | null {
  const list = params.get('locations');
  if (list !== null) {
    const ids = list.split(',').map((piece) => positiveInt(piece.trim()));
    return [...new Set(ids.filter((id): id is number => id !== null))].slice(0, MAX_DISTRICTS);
  }
  // The one-district links of before (`?location=23`) still open that district.
  const single = positiveInt(params.get('location'));
  return single === null ? null : [single];
}

/** Reads q, category, locations (or the older location), near, filter=recommended and sort=popular; anything malformed counts as absent. */
export function readExploreFilters(params: URLSearchParams): ExploreFilters {
  const locationIds = readDistricts(params);
  return {
    q: (params.get('q') ?? '').trim(),
    categoryId: positiveInt(params.get('category')),
    locationIds,
    near: params.get('near') === '1' && locationIds !== null,
    recommended: params.get('filter') === 'recommended',
    sort: params.get('sort') === 'popular' ? 'popular' : null,
  };
}

/** Writes only what is set, so a clean explore URL stays `/explore`. */
export function writeExploreFilters(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.categoryId) params.set('category', String(filters.categoryId));
  if (filters.locationIds !== null) params.set('locations', filters.locationIds.join(','));
  if (filters.near && filters.locationIds !== null) params.set('near', '1');
  if (filters.recommended) params.set('filter', 'recommended');
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/**
 * Recommendations, the popular list and search are different lists, so turning one on turns the
 * others off: typing a word or picking a district leaves the recommended or popular list.
 */
export function applyFilterChange(current: ExploreFilters, patch: Partial<ExploreFilters>): ExploreFilters {
  const next = { ...current, ...patch };
  if (patch.recommended) return { ...EMPTY_FILTERS, recommended: true };
  if (patch.sort) return { ...EMPTY_FILTERS, sort: patch.sort };
  if (patch.q || patch.categoryId || patch.locationIds !== undefined || patch.near) {
    next.recommended = false;
    next.sort = null;
  }
  return next;
}

/** The districts the list is narrowed to: the URL's, else (signed in) the user's 동네. */
export function effectiveDistricts(filters: ExploreFilters, myDistricts: readonly number[]): number[] {
  return filters.locationIds ?? [...myDistricts];
}

export function hasSearchFilters(filters: ExploreFilters, districts: readonly number[] = filters.locationIds ?? []): boolean {
  return filters.q !== '' || filters.categoryId !== null || districts.length > 0;
}

/**
 * Which list answers: recommendations (signed in) or the popular list on request, search when
 * any filter is set (the user's own 동네 counts only for the plain list), else every group.
 */
export function exploreMode(filters: ExploreFilters, isAuthenticated: boolean, districts: readonly number[] = []): ExploreMode {
  if (filters.recommended && isAuthenticated && !hasSearchFilters(filters)) return 'recommended';
  if (filters.sort === 'popular' && !hasSearchFilters(filters)) return 'popular';
  if (hasSearchFilters(filters, districts)) return 'search';
  return 'all';
}
