import type { ClientConfig } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** GET /api/config: run-time browser settings; `kakaoMapKey` is null when no map service is set up. */
export async function getClientConfig(): Promise<ClientConfig> {
  const { data } = await apiClient.get<ClientConfig>('/config');
  return data;
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: ['client-config'],
  queryFn: getClientConfig,
  staleTime: Infinity,
  // Without the config the picker simply uses the district map; a retry would only delay it.
  retry: false,
});

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions);
}
