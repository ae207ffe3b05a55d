import type { Me, UpdateProfilePayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMe } from '@/lib/api/get-me.ts';
import { sessionKeys } from '@/lib/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

/** PUT /api/users/profile {nickname?, bio?, profileImage?}: 409 when the nickname is taken. */
export async function updateProfile(payload: UpdateProfilePayload): Promise<Me> {
  const { data } = await apiClient.put<Me>('/users/profile', payload);
  return data;
}

/**
 * Both profile writes answer the whole signed-in user: `applyMe` shows it at once (the header's
 * nickname and photo, the cached profile) before lists refetch.
 */
export function useApplyMe(): (me: Me) => Promise<void> {
  const queryClient = useQueryClient();
  return async (me) => {
    applyMe(queryClient, me);
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
