import type { CheckInCode } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { eventKeys } from './query-keys.ts';

/** GET /api/events/{id}/check-in-code: this minute's code, its QR and when it changes (staff only). */
export async function getCheckInCode(id: number, signal?: AbortSignal): Promise<CheckInCode> {
  const { data } = await apiClient.get<CheckInCode>(`/events/${id}/check-in-code`, { signal });
  return data;
}

/** Asked again as the code changes, while the dialog that shows it is open. */
export function useCheckInCode(id: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: eventKeys.checkInCode(id),
      queryFn: ({ signal }) => getCheckInCode(id, signal),
      enabled,
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchInterval: (query) => {
        const expiresAt = query.state.data?.expiresAt;
        return expiresAt ? Math.max(new Date(expiresAt).getTime() - Date.now() + 300, 1_000) : false;
      },
    }),
  );
}
