import type { MyDistricts } from '@/features/groups/components/my-districts.ts';
import { useUserLocation } from '@/features/location/hooks/use-user-location.ts';
import { useLocations } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * The 동네 that discovery starts from (#16): for a signed-in user the account's (the banner's
 * map 동네 and the districts chosen in onboarding or the profile), for a guest the banner's
 * (this browser's choice, else the default 강남구).
 */
export function useMyDistricts(): MyDistricts {
  const user = useAuthStore((state) => (state.isAuthenticated ? state.user : null));
  const bannerLocation = useUserLocation();
  const { data: locations } = useLocations();
  const byName = (name: string | undefined) => (name ? locations?.find((location) => location.district === name)?.id : undefined);
  const mapDistrict = byName(user ? user.userLocation?.district : bannerLocation.district);
  const ids = [...new Set([...(mapDistrict !== undefined ? [mapDistrict] : []), ...(user?.locationIds ?? [])])];
  const primary = locations?.find((location) => location.id === ids[0]) ?? null;
  return { ids, primary, isAccount: user !== null };
}
