import type { Me, UpdateProfilePayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { profileKeys } from './query-keys.ts';

/** PUT /api/users/profile {nickname?, bio?, profileImage?}: 409 when the nickname is taken. */
export async function updateProfile(payload: UpdateProfilePayload): Promise<Me> {
  const { data } = await apiClient.put<Me>('/users/profile', payload);
  return data;
}

/**
 * Both profile writes answer the whole signed-in user: it goes into the auth store (so the header
 * shows the new nickname and photo at once) and into the cached profile before lists refetch.
 */
export function useApplyMe(): (me: Me) => Promise<void> {
  const queryClient = useQueryClient();
  const setUser = useAuthStore((state) => state.setUser);
  return async (me) => {
    setUser(me);
    queryClient.setQueryData(sessionKeys.me(), me);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.me() }),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    ]);
  };
}

export function useUpdateProfile() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: updateProfile, onSuccess: applyMe });
}
