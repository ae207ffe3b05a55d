import type { Category } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { FALLBACK_CATEGORIES } from './fallback-categories.ts';
import { getCategories, usableCategories } from './get-categories.ts';

const serverTree: Category[] = [
  { id: 1, name: '러닝 크루', description: null, displayOrder: 1, groupCount: 3, iconUrl: null, subCategories: [] },
  { id: 2, name: '독서', description: null, displayOrder: 2, groupCount: 0, iconUrl: null, subCategories: [] },
];

describe('category fallback (spec §3)', () => {
  it('keeps a healthy server tree', () => {
    expect(usableCategories(serverTree)).toBe(serverTree);
  });

  it('uses list A when the tree is empty or missing', () => {
    expect(usableCategories([])).toBe(FALLBACK_CATEGORIES);
    expect(usableCategories(null)).toBe(FALLBACK_CATEGORIES);
  });

  it('uses list A when the first name was mis-decoded', () => {
    const broken = [{ ...serverTree[0], name: '\uFFFD\uFFFD 크루' } as Category, ...serverTree.slice(1)];
    expect(usableCategories(broken)).toBe(FALLBACK_CATEGORIES);
  });

  it('list A has the 14 top-level categories with ids parent × 100 + n below them', () => {
    expect(FALLBACK_CATEGORIES).toHaveLength(14);
    expect(FALLBACK_CATEGORIES[0]?.name).toBe('봉사활동');
    expect(FALLBACK_CATEGORIES.at(-1)?.name).toBe('기타/자유주제');
    expect(FALLBACK_CATEGORIES[3]?.subCategories[0]).toMatchObject({ id: 401, name: '러닝', parentId: 4 });
  });

  it('answers list A when the call fails', async () => {
    mockApi(() => ({ status: 500, data: errorBody(500, 'boom', 'Internal Server Error') }));
    await expect(getCategories()).resolves.toBe(FALLBACK_CATEGORIES);
  });

  it('answers the server tree when the call succeeds', async () => {
    mockApi((config) => (config.url === '/categories' ? { status: 200, data: serverTree } : { status: 404 }));
    await expect(getCategories()).resolves.toEqual(serverTree);
  });
});
