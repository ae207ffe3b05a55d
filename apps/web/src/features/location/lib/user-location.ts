import type { UserLocation } from '@dongne/contract';

/**
 * Where the location store persists the user's 동네 (zustand `persist`). Here, not in the store, so
 * the first screen's code can read it without pulling zustand into the first load.
 */
export const USER_LOCATION_STORAGE_KEY = 'dongne.userLocation';

/** A stored 동네 the app accepts: a finite position, an address and a district name. */
export function isUserLocation(value: unknown): value is UserLocation {
  if (!value || typeof value !== 'object') return false;
  const { lat, lng, address, district } = value as Record<string, unknown>;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    typeof address === 'string' &&
    typeof district === 'string' &&
    district.length > 0
  );
}
