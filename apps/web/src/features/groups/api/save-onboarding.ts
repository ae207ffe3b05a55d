import type { Location, Me } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMe } from '@/lib/api/get-me.ts';
import { apiClient } from '@/lib/api-client.ts';

/**
 * Saves onboarding's 동네: the chosen districts (PUT /users/locations, at most 2) and the
 * first as the account's 동네 at its centre (PUT /users/location), which the home banner, the
 * popular list and explore start from.
 */
export async function saveDistricts(districts: Location[]): Promise<Me | null> {
  await apiClient.put('/users/locations', { locationIds: districts.map((district) => district.id) });
  const [first] = districts;
  if (!first) return null;
  const { data } = await apiClient.put<Me>('/users/location', {
    lat: first.lat,
    lng: first.lng,
    address: `${first.city} ${first.district}`,
    district: first.district,
  });
  return data;
}

export async function saveInterests(categoryIds: number[]): Promise<Me> {
  const { data } = await apiClient.put<Me>('/users/interests', { categoryIds });
  return data;
}

/** Both saves refresh the signed-in user, so home and explore read the new choice at once. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  const interests = useMutation({ mutationFn: saveInterests, onSuccess: (me: Me) => applyMe(queryClient, me) });
  const districts = useMutation({
    mutationFn: saveDistricts,
    onSuccess: (me) => {
      if (me) applyMe(queryClient, me);
    },
  });
  return { interests, districts };
}
