import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** POST /api/password/reset-request/resend */
export async function resendPasswordReset(email: string): Promise<void> {
  await apiClient.post('/password/reset-request/resend', { email });
}

export function useResendPasswordReset() {
  return useMutation({ mutationFn: resendPasswordReset });
}
