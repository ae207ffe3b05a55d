import type { Poll } from '@dongne/contract';
import { useQuery } from '@tanstack/react-query';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { apiClient } from '@/lib/api-client.ts';

/** GET /api/polls/{id}: counts, names unless anonymous, the caller's own choice. */
export async function getPoll(pollId: number): Promise<Poll> {
  const { data } = await apiClient.get<Poll>(`/polls/${pollId}`);
  return data;
}

/** A poll the post's answer carried is fresh as it is; live updates (usePollLive) write each newer state into it. */
export function usePoll(pollId: number, initial?: Poll | null) {
  return useQuery({
    queryKey: postKeys.poll(pollId),
    queryFn: () => getPoll(pollId),
    ...(initial ? { initialData: initial, staleTime: 30_000 } : {}),
  });
}
