import type { verifyEmailResponseSchema, verifyEmailSchema } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

type VerifyEmailPayload = z.input<typeof verifyEmailSchema>;
type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/users/verify-email: a wrong or expired code is a 400, never `isVerified: false`. */
export async function verifyEmail(payload: VerifyEmailPayload): Promise<VerifyEmailResponse> {
  const { data } = await apiClient.post<VerifyEmailResponse>('/users/verify-email', payload);
  return data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
