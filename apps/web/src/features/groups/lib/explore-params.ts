/** What the explore screen filters by; the URL is the one source of truth (spec §2 Explore). */
export type ExploreFilters = {
  q: string;
  categoryId: number | null;
  locationId: number | null;
  recommended: boolean;
};

export type ExploreMode = 'search' | 'recommended' | 'all';

export const EMPTY_FILTERS: ExploreFilters = { q: '', categoryId: null, locationId: null, recommended: false };

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Reads q, category, location and filter=recommended; anything malformed counts as absent. */
export function readExploreFilters(params: URLSearchParams): ExploreFilters {
  return {
    q: (params.get('q') ?? '').trim(),
    categoryId: positiveInt(params.get('category')),
    locationId: positiveInt(params.get('location')),
    recommended: params.get('filter') === 'recommended',
  };
}

/** Writes only what is set, so a clean explore URL stays `/explore`. */
export function writeExploreFilters(filters: ExploreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.categoryId) params.set('category', String(filters.categoryId));
  if (filters.locationId) params.set('location', String(filters.locationId));
  if (filters.recommended) params.set('filter', 'recommended');
  return params;
}

/**
 * Recommendations and search are two different lists, so turning one on turns the other off:
 * typing a word or picking a district leaves the recommended list instead of being ignored.
 */
export function applyFilterChange(current: ExploreFilters, patch: Partial<ExploreFilters>): ExploreFilters {
  const next = { ...current, ...patch };
  if (patch.recommended) return { ...EMPTY_FILTERS, recommended: true };
  if (patch.q || patch.categoryId || patch.locationId) next.recommended = false;
  return next;
}

export function hasSearchFilters(filters: ExploreFilters): boolean {
  return filters.q !== '' || filters.categoryId !== null || filters.locationId !== null;
}

/** Which list answers: search when any filter is set, recommendations (signed in) on request, else every group. */
export function exploreMode(filters: ExploreFilters, isAuthenticated: boolean): ExploreMode {
  if (hasSearchFilters(filters)) return 'search';
  if (filters.recommended && isAuthenticated) return 'recommended';
  return 'all';
}
