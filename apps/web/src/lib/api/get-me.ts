import type { Me } from '@dongne/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { sessionKeys } from './query-keys.ts';

/** GET /api/users/profile: the signed-in user's own view (with e-mail and company). */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const { data } = await apiClient.get<Me>('/users/profile', { signal });
  return data;
}

export const meQueryOptions = queryOptions({ queryKey: sessionKeys.me(), queryFn: ({ signal }) => getMe(signal) });

/**
 * The one way the signed-in user changes in the app: the auth store holds it (what every component
 * reads, kept across reloads and tabs) and the `sessionKeys.me()` query is how it is loaded, so a
 * write that answers the whole user puts it in both here, never each by hand.
 */
export function applyMe(queryClient: QueryClient, me: Me): void {
  useAuthStore.getState().setUser(me);
  queryClient.setQueryData(sessionKeys.me(), me);
}

/** Refreshes the stored user on app load, so a nickname or photo changed elsewhere shows up. */
export function useSyncMe(): void {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const setUser = useAuthStore((state) => state.setUser);
  const { data } = useQuery({ ...meQueryOptions, enabled: isAuthenticated });
  useEffect(() => {
    if (data && useAuthStore.getState().isAuthenticated) setUser(data);
  }, [data, setUser]);
}
