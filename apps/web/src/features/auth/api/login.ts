import type { AuthResponse, LoginPayload } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/** POST /api/auth/login */
export async function login(payload: LoginPayload): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/login', payload);
  return data;
}

export function useLogin() {
  const storeLogin = useAuthStore((state) => state.login);
  return useMutation({ mutationFn: login, onSuccess: storeLogin });
}
