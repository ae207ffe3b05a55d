import type { Profile } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMe } from '@/lib/api/get-me.ts';
import { sessionKeys } from '@/lib/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

/** GET /api/users/profile/{id}: anyone's public profile; 404 when the user does not exist. */
export async function getProfile(userId: number, signal?: AbortSignal): Promise<Profile> {
  const { data } = await apiClient.get<Profile>(`/users/profile/${userId}`, { signal });
  return data;
}

export function profileQueryOptions(target: { userId: number } | 'me') {
  if (target === 'me') {
    return queryOptions<Profile>({ queryKey: sessionKeys.me(), queryFn: ({ signal }) => getMe(signal) });
  }
  return queryOptions<Profile>({
    queryKey: profileKeys.detail(target.userId),
    queryFn: ({ signal }) => getProfile(target.userId, signal),
    // A missing user stays missing; retrying a 404 only delays the message.
    retry: false,
  });
}

/** `/profile` reads the own endpoint; `/profile/{id}` the public one, even when it is the viewer's id. */
export function useProfile(target: { userId: number } | 'me') {
  return useQuery(profileQueryOptions(target));
}
