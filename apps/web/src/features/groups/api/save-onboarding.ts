import type { Location, Me } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/**
 * Saves onboarding's 동네 (#16): the chosen districts (PUT /users/locations, at most 2) and the
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
  const applyMe = (me: Me) => {
    useAuthStore.getState().setUser(me);
    queryClient.setQueryData(sessionKeys.me(), me);
  };
  const interests = useMutation({ mutationFn: saveInterests, onSuccess: applyMe });
  const districts = useMutation({
    mutationFn: saveDistricts,
    onSuccess: (me) => {
      if (me) applyMe(me);
    },
  });
  return { interests, districts };
}
