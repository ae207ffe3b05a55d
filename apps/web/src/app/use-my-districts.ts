import type { MyDistricts } from '@/features/groups/components/my-districts.ts';
import { useUserLocation } from '@/features/location/hooks/use-user-location.ts';
import { useLocations } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { myDistrictIds } from './first-screen.ts';
import { KNOWN_LOCATIONS } from './known-locations.ts';

/**
 * The 동네 that discovery starts from: for a signed-in user the account's (the banner's
 * map 동네 and the districts chosen in onboarding or the profile), for a guest the banner's
 * (this browser's choice, else the default 강남구). Until GET /api/locations has answered, the
 * districts are named from the same reference data shipped with the app, so the first screen's
 * lists need not wait for that round trip.
 */
export function useMyDistricts(): MyDistricts {
  const user = useAuthStore((state) => (state.isAuthenticated ? state.user : null));
  const bannerLocation = useUserLocation();
  const { data } = useLocations();
  const locations = data ?? KNOWN_LOCATIONS;
  const ids = myDistrictIds(user, bannerLocation.district, locations);
  const primary = locations.find((location) => location.id === ids[0]) ?? null;
  return { ids, primary, isAccount: user !== null };
}
