import type { UserLocation } from '@dongne/contract';
import { useContext } from 'react';
import { DEFAULT_USER_LOCATION } from '@/features/location/location-defaults.ts';
import { ServedPlaceContext } from '@/features/location/served-place-context.ts';
import { useLocationStore } from '@/features/location/stores/location-store.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * The 동네 to show: the account's (signed in), else this browser's choice (on the server's first
 * render and its hydration, the one the hint cookie named), else 강남구 (spec §3).
 */
export function useUserLocation(): UserLocation {
  const accountLocation = useAuthStore((state) => (state.isAuthenticated ? (state.user?.userLocation ?? null) : null));
  const deviceLocation = useLocationStore((state) => state.userLocation);
  const servedLocation = useContext(ServedPlaceContext);
  // The store's 동네 first: while a served page hydrates, the store answers with its state from
  // before it read localStorage (zustand's server snapshot), and the served 동네 stands in for it.
  return accountLocation ?? deviceLocation ?? servedLocation ?? DEFAULT_USER_LOCATION;
}
