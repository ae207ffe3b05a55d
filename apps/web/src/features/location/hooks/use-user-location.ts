import type { UserLocation } from '@dongne/contract';
import { DEFAULT_USER_LOCATION } from '@/features/location/location-defaults.ts';
import { useLocationStore } from '@/features/location/stores/location-store.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/** The 동네 to show: the account's (signed in), else this browser's choice, else 강남구 (spec §3). */
export function useUserLocation(): UserLocation {
  const accountLocation = useAuthStore((state) => (state.isAuthenticated ? (state.user?.userLocation ?? null) : null));
  const deviceLocation = useLocationStore((state) => state.userLocation);
  return accountLocation ?? deviceLocation ?? DEFAULT_USER_LOCATION;
}
