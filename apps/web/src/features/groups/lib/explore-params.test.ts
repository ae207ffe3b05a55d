import { describe, expect, it } from 'vitest';
import { applyFilterChange, EMPTY_FILTERS, exploreMode, readExploreFilters, writeExploreFilters } from './explore-params.ts';

describe('explore URL parameters', () => {
  it('reads q, category, location and filter=recommended, ignoring malformed ids', () => {
    expect(readExploreFilters(new URLSearchParams('q=%20러닝%20&category=4&location=x&filter=recommended'))).toEqual({
      q: '러닝',
      categoryId: 4,
      locationId: null,
      recommended: true,
    });
    expect(readExploreFilters(new URLSearchParams('category=-3&location=1.5'))).toEqual(EMPTY_FILTERS);
  });

  it('writes only what is set', () => {
    expect(writeExploreFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(writeExploreFilters({ q: '독서', categoryId: 9, locationId: 23, recommended: false }).toString()).toBe(
      'q=%EB%8F%85%EC%84%9C&category=9&location=23',
    );
  });

  it('leaves the recommended list when a search filter is set, and the other way round', () => {
    const recommended = { ...EMPTY_FILTERS, recommended: true };
    expect(applyFilterChange(recommended, { locationId: 3 })).toEqual({ ...EMPTY_FILTERS, locationId: 3 });
    expect(applyFilterChange({ ...EMPTY_FILTERS, q: '러닝', categoryId: 4 }, { recommended: true })).toEqual(recommended);
    expect(applyFilterChange({ ...EMPTY_FILTERS, q: '러닝', categoryId: 4 }, { q: '' })).toEqual({ ...EMPTY_FILTERS, categoryId: 4 });
  });

  it('searches when any filter is set, recommends only signed-in members', () => {
    expect(exploreMode({ ...EMPTY_FILTERS, q: '러닝' }, false)).toBe('search');
    expect(exploreMode({ ...EMPTY_FILTERS, recommended: true }, true)).toBe('recommended');
    expect(exploreMode({ ...EMPTY_FILTERS, recommended: true }, false)).toBe('all');
    expect(exploreMode(EMPTY_FILTERS, true)).toBe('all');
  });
});
