import type { AuthSession } from '@dongne/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { profileKeys } from './query-keys.ts';

/** GET /api/auth/sessions: the signed-in user's devices, newest first, the asking one marked `current`. */
export async function getSessions(): Promise<AuthSession[]> {
  const { data } = await apiClient.get<AuthSession[]>('/auth/sessions');
  return data;
}

export const sessionsQueryOptions = queryOptions({ queryKey: profileKeys.sessions(), queryFn: getSessions });

/** DELETE /api/auth/sessions/{id}: that device is logged out at once (its live connection too). */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.delete(`/auth/sessions/${encodeURIComponent(id)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}

/** DELETE /api/auth/sessions: every device but this one is logged out. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiClient.delete('/auth/sessions');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
