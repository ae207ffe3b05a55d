import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { readRefreshToken } from '@/lib/auth-storage.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/** POST /api/auth/logout: revokes this refresh token's family on the server. */
export async function logout(): Promise<void> {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return;
  await apiClient.post('/auth/logout', { refreshToken });
}

/** Signs out locally even when the server call fails (spec §4), so the button always works. */
export function useLogout() {
  const queryClient = useQueryClient();
  const storeLogout = useAuthStore((state) => state.logout);
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      storeLogout();
      queryClient.clear();
    },
  });
}
