import { GEOLOCATION_OPTIONS } from '@/features/location/location-defaults.ts';

export class GeolocationUnsupportedError extends Error {}

/** The device position from the browser (spec §7 options), as a promise. */
export function getCurrentPosition(): Promise<{ lat: number; lng: number }> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
    return Promise.reject(new GeolocationUnsupportedError());
  }
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(new Error(error.message || `geolocation error ${error.code}`)),
      GEOLOCATION_OPTIONS,
    );
  });
}
