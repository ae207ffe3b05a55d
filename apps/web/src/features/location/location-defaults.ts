import type { UserLocation } from '@dongne/contract';

/** Short city name used in addresses, the way Korean map services write them ('서울 마포구'). */
export const CITY_SHORT = '서울';

/** Spec §3: where a user is until they choose; also the §8 fallback district. */
export const DEFAULT_USER_LOCATION: UserLocation = { lat: 37.5004, lng: 127.0374, address: '서울 강남구', district: '강남구' };
export const FALLBACK_DISTRICT = DEFAULT_USER_LOCATION.district;

/** Spec §2/§9: the home-page picker's zoom 16, which is Kakao's level 3. */
export const KAKAO_HOME_LEVEL = 3;

/** Spec §7: high accuracy, 10 s, never a cached position. */
export const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true, maximumAge: 0 };

/** Spec §4/§9: poll for the maps SDK every 100 ms, 50 times (5 s), then fall back. */
export const MAP_POLL_INTERVAL_MS = 100;
export const MAP_POLL_ATTEMPTS = 50;

/** Location ids 1–25 are the Seoul districts; 26–33 are business districts outside Seoul. */
export const LAST_SEOUL_DISTRICT_ID = 25;

export function districtAddress(district: string): string {
  return `${CITY_SHORT} ${district}`;
}
