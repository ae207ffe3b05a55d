import type { UserLocation } from '@dongne/contract';
import { FALLBACK_DISTRICT } from '@/features/location/location-defaults.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';

export type SearchOutcome =
  | { status: 'found'; location: UserLocation }
  | { status: 'not-found' }
  /** Spec §8: the service cannot search yet; the caller shows a notice and this default point. */
  | { status: 'unavailable'; location: UserLocation };

/** `isKnown` is false when the point could not be placed in a district (outside Seoul, service error). */
export type PointOutcome = { location: UserLocation; isKnown: boolean };

/**
 * What the picker needs from a maps service. The district map works offline; a Kakao adapter
 * answers the same questions when a key is configured.
 */
export type MapService = {
  searchAddress: (query: string) => Promise<SearchOutcome>;
  describePoint: (lat: number, lng: number) => Promise<PointOutcome>;
};

/** Spec §8: reverse geocoding failed, so the address is the coordinates and the district 강남구. */
export function unknownPoint(lat: number, lng: number): PointOutcome {
  return { location: { lat, lng, address: LOCATION_TEXT.coordinatesAddress(lat, lng), district: FALLBACK_DISTRICT }, isKnown: false };
}
