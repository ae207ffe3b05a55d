import type { BlockedUser, Page } from '@dongne/contract';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export const blockKeys = { all: ['blocks'] as const, list: () => [...blockKeys.all, 'list'] as const };

const PAGE_SIZE = 20;

/** GET /api/users/blocks: the signed-in user's block list, newest first, page by page. */
export const blockedUsersQueryOptions = infiniteQueryOptions({
  queryKey: blockKeys.list(),
  queryFn: async ({ pageParam }) => {
    const { data } = await apiClient.get<Page<BlockedUser>>('/users/blocks', { params: { page: pageParam, size: PAGE_SIZE } });
    return data;
  },
  initialPageParam: 0,
  getNextPageParam: (last) => (last.last ? undefined : last.number + 1),
});

/**
 * POST / DELETE /api/users/{id}/block. Whatever is on screen may hold the user's posts, comments
 * or chat messages, so every query is refreshed afterwards (blocking is rare; the server decides
 * what is shown, with `isBlocked`).
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, blocked }: { userId: number; blocked: boolean }) => {
      if (blocked) await apiClient.post(`/users/${userId}/block`);
      else await apiClient.delete(`/users/${userId}/block`);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
