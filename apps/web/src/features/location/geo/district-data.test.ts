import { describe, expect, it } from 'vitest';
import { findDistrictAt, loadDistrictShapes, reverseGeocode, toDistrictShapes } from './district-data.ts';

describe('reverseGeocode (offline, point-in-polygon)', () => {
  it('finds 마포구 at 홍대입구 and 강남구 at 역삼역 and 코엑스', async () => {
    expect(await reverseGeocode(37.5563, 126.922)).toBe('마포구');
    expect(await reverseGeocode(37.5006, 127.0364)).toBe('강남구');
    expect(await reverseGeocode(37.5116, 127.0592)).toBe('강남구');
  });

  it('puts the quoted 강남역 point (37.4979, 127.0276) in 서초구, as the boundary data does', async () => {
    // The 강남구/서초구 border is the middle of 강남대로; KOSTAT's full-resolution line crosses
    // lat 37.4979 at lng 127.02841, so the station's usual coordinate lies ~70 m on the 서초 side.
    expect(await reverseGeocode(37.4979, 127.0276)).toBe('서초구');
  });

  it('places the spec default point (37.5004, 127.0374) in 강남구', async () => {
    expect(await reverseGeocode(37.5004, 127.0374)).toBe('강남구');
  });

  it('answers null outside Seoul (판교, 부산)', async () => {
    expect(await reverseGeocode(37.3948, 127.1112)).toBeNull();
    expect(await reverseGeocode(35.1796, 129.0756)).toBeNull();
  });
});

describe('district shapes', () => {
  it('loads all 25 districts with each centroid and label point inside its own district', async () => {
    const shapes = await loadDistrictShapes();
    expect(shapes).toHaveLength(25);
    for (const shape of shapes) {
      for (const [lng, lat] of [shape.centroid, shape.labelPoint]) {
        expect(findDistrictAt(shapes, lat, lng)?.name).toBe(shape.name);
      }
    }
  });

  it('skips features without a name or a polygon', () => {
    const shapes = toDistrictShapes({
      features: [
        { properties: { name: '점' }, geometry: { type: 'Point', coordinates: [0, 0] } },
        { properties: {}, geometry: { type: 'Polygon', coordinates: [] } },
      ],
    });
    expect(shapes).toEqual([]);
  });
});
