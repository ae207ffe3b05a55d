import type { resetValidateResponseSchema } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client.ts';

/** GET /api/password/reset/validate/{token} */
export async function validateResetToken(token: string): Promise<boolean> {
  const { data } = await apiClient.get<z.infer<typeof resetValidateResponseSchema>>(
    `/password/reset/validate/${encodeURIComponent(token)}`,
  );
  return data.isValid === true;
}

export function resetTokenQueryOptions(token: string) {
  // A token is single use: never serve a cached "valid" after it was spent.
  return queryOptions({ queryKey: ['reset-token', token], queryFn: () => validateResetToken(token), staleTime: 0, retry: false });
}

export function useValidateResetToken(token: string) {
  return useQuery({ ...resetTokenQueryOptions(token), enabled: token.length > 0 });
}
