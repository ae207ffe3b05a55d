import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  EMPTY_FILTERS,
  effectiveDistricts,
  exploreMode,
  readExploreFilters,
  writeExploreFilters,
} from './explore-params.ts';

describe('explore URL parameters', () => {
  it('reads q, category, locations (and the older location), near and the list choices, ignoring malformed ids', () => {
    expect(readExploreFilters(new URLSearchParams('q=%20러닝%20&category=4&location=x&filter=recommended'))).toEqual({
      ...EMPTY_FILTERS,
      q: '러닝',
      categoryId: 4,
      recommended: true,
    });
    expect(readExploreFilters(new URLSearchParams('category=-3&location=1.5'))).toEqual(EMPTY_FILTERS);
    expect(readExploreFilters(new URLSearchParams('location=14')).locationIds).toEqual([14]);
    expect(readExploreFilters(new URLSearchParams('locations=14,x,23,14&near=1'))).toMatchObject({ locationIds: [14, 23], near: true });
    // `locations=` is the user's "every district", not "not chosen".
    expect(readExploreFilters(new URLSearchParams('locations=')).locationIds).toEqual([]);
    expect(readExploreFilters(new URLSearchParams('sort=popular')).sort).toBe('popular');
  });

  it('writes only what is set', () => {
    expect(writeExploreFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(writeExploreFilters({ ...EMPTY_FILTERS, q: '독서', categoryId: 9, locationIds: [14, 23], near: true }).toString()).toBe(
      'q=%EB%8F%85%EC%84%9C&category=9&locations=14%2C23&near=1',
    );
  });

  it('leaves the recommended or popular list when a search filter is set, and the other way round', () => {
    const recommended = { ...EMPTY_FILTERS, recommended: true };
    expect(applyFilterChange(recommended, { locationIds: [3] })).toEqual({ ...EMPTY_FILTERS, locationIds: [3] });
    expect(applyFilterChange({ ...EMPTY_FILTERS, sort: 'popular' }, { q: '러닝' })).toEqual({ ...EMPTY_FILTERS, q: '러닝' });
    expect(applyFilterChange({ ...EMPTY_FILTERS, q: '러닝', categoryId: 4 }, { recommended: true })).toEqual(recommended);
    expect(applyFilterChange({ ...EMPTY_FILTERS, q: '러닝', categoryId: 4 }, { q: '' })).toEqual({ ...EMPTY_FILTERS, categoryId: 4 });
  });

  it('starts from the user’s 동네 until the URL says otherwise', () => {
    expect(effectiveDistricts(EMPTY_FILTERS, [14])).toEqual([14]);
    expect(effectiveDistricts({ ...EMPTY_FILTERS, locationIds: [] }, [14])).toEqual([]);
    expect(effectiveDistricts({ ...EMPTY_FILTERS, locationIds: [23] }, [14])).toEqual([23]);
  });

  it('searches when any filter is set, recommends only signed-in members, lists by activity on sort=popular', () => {
    expect(exploreMode({ ...EMPTY_FILTERS, q: '러닝' }, false)).toBe('search');
    expect(exploreMode(EMPTY_FILTERS, true, [14])).toBe('search');
    expect(exploreMode({ ...EMPTY_FILTERS, recommended: true }, true, [14])).toBe('recommended');
    expect(exploreMode({ ...EMPTY_FILTERS, recommended: true }, false)).toBe('all');
    expect(exploreMode({ ...EMPTY_FILTERS, sort: 'popular' }, true, [14])).toBe('popular');
    expect(exploreMode(EMPTY_FILTERS, true)).toBe('all');
  });
});
