import { DEFAULT_USER_LOCATION } from '@/features/location/location-defaults.ts';
import type { KakaoGeocoder, KakaoMaps } from './kakao-types.ts';
import { type MapService, unknownPoint } from './map-service.ts';

function geocoderOf(maps: KakaoMaps): KakaoGeocoder | null {
  return maps.services ? new maps.services.Geocoder() : null;
}

/** The picker's questions answered by Kakao's geocoder (address search, coord2RegionCode). */
export function createKakaoMapService(maps: KakaoMaps): MapService {
  const geocoder = geocoderOf(maps);
  return {
    searchAddress: (query) =>
      new Promise((resolve) => {
        if (!geocoder) {
          resolve({ status: 'unavailable', location: DEFAULT_USER_LOCATION });
          return;
        }
        geocoder.addressSearch(query, (results, status) => {
          const first = results[0];
          if (status !== 'OK' || !first) {
            resolve({ status: 'not-found' });
            return;
          }
          const region = first.road_address ?? first.address;
          resolve({
            status: 'found',
            location: {
              lat: Number(first.y),
              lng: Number(first.x),
              address: first.address_name,
              district: region?.region_2depth_name || DEFAULT_USER_LOCATION.district,
            },
          });
        });
      }),
    describePoint: (lat, lng) =>
      new Promise((resolve) => {
        if (!geocoder) {
          resolve(unknownPoint(lat, lng));
          return;
        }
        geocoder.coord2RegionCode(lng, lat, (results, status) => {
          // 'B' is the legal district (법정동) that addresses use; 'H' the administrative one.
          const region = results.find((result) => result.region_type === 'B') ?? results[0];
          if (status !== 'OK' || !region?.region_2depth_name) {
            resolve(unknownPoint(lat, lng));
            return;
          }
          resolve({ location: { lat, lng, address: region.address_name, district: region.region_2depth_name }, isKnown: true });
        });
      }),
  };
}
