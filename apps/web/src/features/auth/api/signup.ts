import type { AuthResponse, SignupPayload } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/** POST /api/auth/signup: answers 201 with the same auth response as login. */
export async function signup(payload: SignupPayload): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/auth/signup', payload);
  return data;
}

export function useSignup() {
  const storeLogin = useAuthStore((state) => state.login);
  return useMutation({ mutationFn: signup, onSuccess: storeLogin });
}
