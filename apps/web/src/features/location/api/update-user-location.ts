import type { Me, UserLocation } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocationStore } from '@/features/location/stores/location-store.ts';
import { applyMe } from '@/lib/api/get-me.ts';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/** PUT /api/users/location: stores the signed-in user's map-chosen location. */
export async function updateUserLocation(location: UserLocation): Promise<Me> {
  const { data } = await apiClient.put<Me>('/users/location', location);
  return data;
}

/** 'server': saved for the account; 'device': a guest, kept in this browser; 'device-only': the server call failed. */
export type SaveOutcome = 'server' | 'device' | 'device-only';

/** Saves the user's 동네: locally always (spec §4 "updated anyway"), and on the server when signed in. */
export function useSaveUserLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (location: UserLocation): Promise<SaveOutcome> => {
      useLocationStore.getState().setUserLocation(location);
      if (!useAuthStore.getState().isAuthenticated) return 'device';
      try {
        const me = await updateUserLocation(location);
        applyMe(queryClient, me);
        return 'server';
      } catch {
        // The server copy would otherwise win in the banner and hide what the user just chose.
        const { user, isAuthenticated, setUser } = useAuthStore.getState();
        if (isAuthenticated && user) setUser({ ...user, userLocation: location });
        return 'device-only';
      }
    },
  });
}
