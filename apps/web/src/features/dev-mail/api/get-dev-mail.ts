import type { OutboxMail } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** GET /api/dev/mail?to=: the outbox for one address, newest first (absent in production). */
export async function getDevMail(to: string): Promise<OutboxMail[]> {
  const { data } = await apiClient.get<OutboxMail[]>('/dev/mail', { params: { to } });
  return data;
}

export function devMailQueryOptions(to: string) {
  // A mailbox is read to catch a mail that just arrived: never serve it from cache.
  return queryOptions({ queryKey: ['dev-mail', to], queryFn: () => getDevMail(to), staleTime: 0, retry: false });
}

export function useDevMail(to: string) {
  return useQuery({ ...devMailQueryOptions(to), enabled: to.length > 0 });
}
