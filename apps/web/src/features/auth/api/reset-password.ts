import type { resetConfirmSchema } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

type ResetPasswordPayload = z.input<typeof resetConfirmSchema>;

/** POST /api/password/reset: 400 with `유효하지 않은 토큰입니다` once the token is spent. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await apiClient.post('/password/reset', payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
