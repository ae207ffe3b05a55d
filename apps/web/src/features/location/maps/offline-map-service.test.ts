import type { Location } from '@dongne/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DistrictShape, loadDistrictShapes } from '@/features/location/geo/district-data.ts';
import { createOfflineMapService } from './offline-map-service.ts';

let shapes: DistrictShape[];
beforeAll(async () => {
  shapes = await loadDistrictShapes();
});

const SONGPA_CENTRE: Location = { id: 24, city: '서울특별시', district: '송파구', lat: 37.5145, lng: 127.1059 };

describe('offline map service', () => {
  it('finds a district by name at the server centre point', async () => {
    const service = createOfflineMapService(shapes, [SONGPA_CENTRE]);
    expect(await service.searchAddress('송파')).toEqual({
      status: 'found',
      location: { lat: 37.5145, lng: 127.1059, address: '서울 송파구', district: '송파구' },
    });
  });

  it('uses the shape centroid while the district list is missing', async () => {
    const result = await createOfflineMapService(shapes).searchAddress('서울 마포구 월드컵로 240');
    if (result.status !== 'found') throw new Error(`expected a match, got ${result.status}`);
    expect(result.location.district).toBe('마포구');
    expect(result.location.address).toBe('서울 마포구 월드컵로 240');
    expect(result.location.lat).toBeGreaterThan(37.5);
  });

  it('answers not-found for an unknown address', async () => {
    expect(await createOfflineMapService(shapes).searchAddress('해운대')).toEqual({ status: 'not-found' });
  });

  it('describes a point in Seoul by its district', async () => {
    expect(await createOfflineMapService(shapes).describePoint(37.5563, 126.922)).toEqual({
      location: { lat: 37.5563, lng: 126.922, address: '서울 마포구', district: '마포구' },
      isKnown: true,
    });
  });

  it('falls back to the coordinates and 강남구 outside Seoul (spec §8)', async () => {
    expect(await createOfflineMapService(shapes).describePoint(35.1796, 129.0756)).toEqual({
      location: { lat: 35.1796, lng: 129.0756, address: '위도 35.17960, 경도 129.07560', district: '강남구' },
      isKnown: false,
    });
  });
});
