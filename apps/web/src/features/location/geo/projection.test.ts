import { describe, expect, it } from 'vitest';
import { createProjection, projectedSize, toSvgPath } from './projection.ts';

const seoulBox = { minLng: 126.76, minLat: 37.42, maxLng: 127.19, maxLat: 37.71 };

describe('createProjection', () => {
  const projection = createProjection(seoulBox, 1000, 20);

  it('fits the box to the width and keeps the padding', () => {
    expect(projection.project(seoulBox.minLng, seoulBox.maxLat)).toEqual({ x: 20, y: 20 });
    const corner = projection.project(seoulBox.maxLng, seoulBox.minLat);
    expect(corner.x).toBeCloseTo(1020);
    expect(corner.y).toBeCloseTo(projection.height - 20);
    expect(projection.width).toBe(1040);
  });

  it('shrinks longitude by cos(37.55°) so shapes keep their proportions', () => {
    const lngSpan = (seoulBox.maxLng - seoulBox.minLng) * Math.cos((37.55 * Math.PI) / 180);
    const latSpan = seoulBox.maxLat - seoulBox.minLat;
    expect((projection.height - 40) / (projection.width - 40)).toBeCloseTo(latSpan / lngSpan);
  });

  it('turns a projected point back into the same coordinates', () => {
    const { x, y } = projection.project(126.922, 37.5563);
    const back = projection.unproject(x, y);
    expect(back.lng).toBeCloseTo(126.922, 9);
    expect(back.lat).toBeCloseTo(37.5563, 9);
  });
});

describe('toSvgPath and projectedSize', () => {
  const projection = createProjection({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 }, 100);
  const unit = {
    type: 'Polygon' as const,
    coordinates: [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ] as [number, number][],
    ],
  };

  it('draws one closed sub-path per ring, north up', () => {
    expect(toSvgPath(unit, projection)).toMatch(/^M0 \d+(\.\d+)?L100 \d+(\.\d+)?L100 0L0 \d+(\.\d+)?Z$/);
  });

  it('measures the projected box', () => {
    const size = projectedSize(unit, projection);
    expect(size.width).toBeCloseTo(100);
    expect(size.height).toBeCloseTo(projection.height);
  });
});
