import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  centroidOf,
  type DistrictGeometry,
  horizontalChordAt,
  isPointInGeometry,
  isPointInRing,
  labelPointOf,
  type Ring,
} from './geometry.ts';

const square: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
  [0, 0],
];
const hole: Ring = [
  [4, 4],
  [6, 4],
  [6, 6],
  [4, 6],
  [4, 4],
];
const farSquare: Ring = square.map(([x, y]) => [x + 20, y]);

describe('isPointInRing', () => {
  it('tells inside from outside a simple ring', () => {
    expect(isPointInRing([5, 5], square)).toBe(true);
    expect(isPointInRing([15, 5], square)).toBe(false);
    expect(isPointInRing([5, -1], square)).toBe(false);
  });

  it('handles a concave ring (the notch is outside)', () => {
    const ell: Ring = [
      [0, 0],
      [10, 0],
      [10, 4],
      [4, 4],
      [4, 10],
      [0, 10],
      [0, 0],
    ];
    expect(isPointInRing([2, 8], ell)).toBe(true);
    expect(isPointInRing([8, 8], ell)).toBe(false);
  });
});

describe('isPointInGeometry', () => {
  const withHole: DistrictGeometry = { type: 'Polygon', coordinates: [square, hole] };
  const multi: DistrictGeometry = { type: 'MultiPolygon', coordinates: [[square], [farSquare]] };

  it('excludes points in a hole', () => {
    expect(isPointInGeometry([2, 2], withHole)).toBe(true);
    expect(isPointInGeometry([5, 5], withHole)).toBe(false);
  });

  it('finds points in any part of a MultiPolygon', () => {
    expect(isPointInGeometry([5, 5], multi)).toBe(true);
    expect(isPointInGeometry([25, 5], multi)).toBe(true);
    expect(isPointInGeometry([15, 5], multi)).toBe(false);
  });
});

describe('centroidOf', () => {
  it('is the middle of a square whatever its winding', () => {
    expect(centroidOf({ type: 'Polygon', coordinates: [square] })).toEqual([5, 5]);
    expect(centroidOf({ type: 'Polygon', coordinates: [[...square].reverse()] })).toEqual([5, 5]);
  });

  it('weights the parts of a MultiPolygon by area and removes holes', () => {
    const [x, y] = centroidOf({ type: 'MultiPolygon', coordinates: [[square], [farSquare]] });
    expect(x).toBeCloseTo(15);
    expect(y).toBeCloseTo(5);
    const offCentreHole: Ring = hole.map(([hx, hy]) => [hx + 3, hy]);
    const [shiftedX] = centroidOf({ type: 'Polygon', coordinates: [square, offCentreHole] });
    expect(shiftedX).toBeLessThan(5);
  });
});

describe('boundsOf', () => {
  it('spans every ring of every geometry', () => {
    expect(
      boundsOf([
        { type: 'Polygon', coordinates: [square] },
        { type: 'MultiPolygon', coordinates: [[farSquare]] },
      ]),
    ).toEqual({ minLng: 0, minLat: 0, maxLng: 30, maxLat: 10 });
  });
});

describe('horizontalChordAt', () => {
  const ell: DistrictGeometry = {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [10, 0],
        [10, 4],
        [4, 4],
        [4, 10],
        [0, 10],
        [0, 0],
      ],
    ],
  };

  it('measures the inside stretch through the point, not the bounding box', () => {
    expect(horizontalChordAt(ell, [2, 2])).toEqual([0, 10]);
    expect(horizontalChordAt(ell, [2, 8])).toEqual([0, 4]);
  });

  it('is null outside the shape', () => {
    expect(horizontalChordAt(ell, [8, 8])).toBeNull();
  });
});

describe('labelPointOf', () => {
  it('puts the label in the wide foot of an L, where its centroid would crowd the corner', () => {
    const wideFoot: DistrictGeometry = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [20, 0],
          [20, 6],
          [2, 6],
          [2, 20],
          [0, 20],
          [0, 0],
        ],
      ],
    };
    const [x, y] = labelPointOf(wideFoot);
    expect(isPointInGeometry([x, y], wideFoot)).toBe(true);
    expect(y).toBeLessThan(6);
    expect(x).toBeCloseTo(10, 0);
  });
});
