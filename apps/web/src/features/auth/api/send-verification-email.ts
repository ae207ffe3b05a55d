import type { sendVerificationResponseSchema } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;

/** POST /api/users/send-verification-email: mails a 6-digit code to a company address. */
export async function sendVerificationEmail(email: string): Promise<SendVerificationResponse> {
  const { data } = await apiClient.post<SendVerificationResponse>('/users/send-verification-email', { email });
  return data;
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
