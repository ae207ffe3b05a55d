import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** POST /api/password/reset-request: 200 whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/password/reset-request', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
