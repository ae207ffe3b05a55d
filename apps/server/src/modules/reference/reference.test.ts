import { type Category, type Location, MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';

const ctx = setupTestApp();
const get = (url: string) => ctx.request({ method: 'GET', url });

describe('GET /api/categories', () => {
  it('answers the 14 top-level categories in display order, each with its sub-categories (ids top × 100 + n)', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    const categories: Category[] = response.json();
    expect(categories).toHaveLength(14);
    expect(categories.map((category) => category.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(categories.map((category) => category.displayOrder)).toEqual(
      [...categories.map((category) => category.displayOrder)].sort((a, b) => a - b),
    );
    expect(categories[0]).toMatchObject({ id: 1, name: '봉사활동', description: expect.any(String) });
    for (const category of categories) {
      expect(category.subCategories.length).toBeGreaterThan(0);
      category.subCategories.forEach((sub, index) => {
        expect(sub).toEqual({
          id: category.id * 100 + index + 1,
          name: expect.any(String),
          parentId: category.id,
          categoryId: category.id,
        });
      });
    }
    // Sub-categories hang under their parent only: none appears as a top-level entry.
    expect(categories.some((category) => category.id > 100)).toBe(false);
    expect(categories.find((category) => category.id === 4)?.subCategories).toHaveLength(14);
  });

  it('is public: no token needed, and a token is not even read', async () => {
    expect((await get('/api/categories')).statusCode).toBe(200);
    const response = await ctx.request({ method: 'GET', url: '/api/categories', token: 'not-a-jwt' });
    // Public reference routes do not read the token at all.
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/categories/{id}', () => {
  it('answers one top-level category with its sub-categories', async () => {
    const response = await get('/api/categories/10');
    expect(response.statusCode).toBe(200);
    const category: Category = response.json();
    expect(category).toMatchObject({ id: 10, name: '외국어' });
    expect(category.subCategories.map((sub) => sub.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
  });

  it('answers 404 in Korean for an unknown id and for a sub-category id', async () => {
    for (const id of [99, 101]) {
      const response = await get(`/api/categories/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        status: 404,
        error: 'Not Found',
        message: MSG.categoryNotFound,
        path: `/api/categories/${id}`,
      });
    }
  });

  it('answers 400 with field errors for a non-numeric or non-positive id', async () => {
    for (const id of ['abc', '0', '-3', '1.5']) {
      const response = await get(`/api/categories/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, fieldErrors: [{ field: expect.any(String), message: expect.any(String) }] });
      expect(response.json().message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET /api/locations', () => {
  it('answers the 25 Seoul districts in official order and the 8 business districts: 33 in all', async () => {
    const response = await get('/api/locations');
    expect(response.statusCode).toBe(200);
    const locations: Location[] = response.json();
    expect(locations).toHaveLength(33);
    expect(locations.map((location) => location.id)).toEqual(Array.from({ length: 33 }, (_, index) => index + 1));
    expect(locations.slice(0, 25).every((location) => location.city === '서울특별시')).toBe(true);
    expect(locations.slice(25).every((location) => location.city !== '서울특별시')).toBe(true);
    expect(locations[0]).toMatchObject({ id: 1, district: '종로구' });
    expect(locations.find((location) => location.district === '강남구')?.id).toBe(23);
    for (const location of locations) {
      expect(Object.keys(location).sort()).toEqual(['city', 'district', 'id', 'lat', 'lng']);
      expect(location.lat).toBeGreaterThan(37);
      expect(location.lat).toBeLessThan(38);
      expect(location.lng).toBeGreaterThan(126);
      expect(location.lng).toBeLessThan(128);
    }
  });
});

describe('GET /api/locations/{id}', () => {
  it('answers one district with its centre point', async () => {
    const response = await get('/api/locations/23');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 23, city: '서울특별시', district: '강남구', lat: expect.any(Number), lng: expect.any(Number) });
  });

  it('answers 404 in Korean for an unknown id and 400 for a non-numeric one', async () => {
    // Beyond PostgreSQL's integer: bad input, never a 500.
    const outOfRange = await get('/api/locations/2147483648');
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().message).toMatch(/[가-힣]/);
    const missing = await get('/api/locations/34');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.locationNotFound);
    const bad = await get('/api/locations/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: expect.any(String) })]);
  });
});
