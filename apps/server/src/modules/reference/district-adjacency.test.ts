import { describe, expect, it } from 'vitest';
import { computeDistrictNeighbours, districtNeighbours, withNeighbours } from './district-adjacency.ts';

const ID = {
  종로구: 1,
  중구: 2,
  용산구: 3,
  성동구: 4,
  도봉구: 10,
  노원구: 11,
  강북구: 9,
  양천구: 15,
  강서구: 16,
  서초구: 22,
  강남구: 23,
  송파구: 24,
  관악구: 21,
  분당구: 26,
  과천시: 31,
  일산동구: 32,
};

describe('district neighbours from the shipped boundaries', () => {
  const neighbours = districtNeighbours();

  it('links districts that share a border and not those far apart', () => {
    expect(neighbours.get(ID.강남구)).toContain(ID.서초구);
    expect(neighbours.get(ID.강남구)).toContain(ID.송파구);
    expect(neighbours.get(ID.강남구)).not.toContain(ID.도봉구);
    expect(neighbours.get(ID.도봉구)?.sort()).toEqual([ID.강북구, ID.노원구].sort());
    expect(neighbours.get(ID.양천구)).toContain(ID.강서구);
    expect(neighbours.get(ID.종로구)).toContain(ID.중구);
    expect(neighbours.get(ID.종로구)).not.toContain(ID.강남구);
  });

  it('is symmetric, and gives every Seoul district at least two neighbours', () => {
    for (const [id, near] of neighbours) {
      for (const other of near) expect(neighbours.get(other)).toContain(id);
      if (id <= 25) expect(near.length).toBeGreaterThanOrEqual(2);
      expect(near).not.toContain(id);
    }
  });

  it('puts each business district beside the Seoul district closest to its centre', () => {
    expect(neighbours.get(ID.과천시)).toEqual([ID.관악구]);
    expect(neighbours.get(ID.분당구)).toEqual([ID.서초구]);
    expect(neighbours.get(ID.일산동구)).toEqual([ID.강서구]);
    expect(neighbours.get(ID.관악구)).toContain(ID.과천시);
  });

  it('widens a choice by its neighbours without repeats', () => {
    const wide = withNeighbours([ID.강남구, ID.서초구]);
    expect(wide).toContain(ID.송파구);
    expect(wide).toContain(ID.분당구);
    expect(new Set(wide).size).toBe(wide.length);
    expect(withNeighbours([])).toEqual([]);
  });
});

describe('computeDistrictNeighbours', () => {
  const square = (x: number, y: number): [number, number][] => [
    [x, y],
    [x + 1, y],
    [x + 1, y + 1],
    [x, y + 1],
    [x, y],
  ];
  const feature = (code: string, ring: [number, number][]) => ({
    properties: { code, name: code },
    geometry: { type: 'Polygon' as const, coordinates: [ring] },
  });

  it('needs a shared stretch of border, not one touching corner', () => {
    const features = [feature('a', square(0, 0)), feature('b', square(1, 0)), feature('c', square(1, 1))];
    const locations = [
      { id: 1, code: 'a', lat: 0.5, lng: 0.5 },
      { id: 2, code: 'b', lat: 0.5, lng: 1.5 },
      { id: 3, code: 'c', lat: 1.5, lng: 1.5 },
      { id: 4, code: null, lat: 0.5, lng: 0.4 },
    ];
    const neighbours = computeDistrictNeighbours(locations, features);
    expect(neighbours.get(1)).toEqual([2, 4]);
    expect(neighbours.get(2)).toEqual([1, 3]);
    expect(neighbours.get(3)).toEqual([2]);
    expect(neighbours.get(4)).toEqual([1]);
  });
});
