import type { BlockedUser, Page } from '@dongne/contract';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { BLOCKS_TEXT } from './blocks-text.ts';

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

export type SetBlockedInput = { userId: number; nickname: string; blocked: boolean };

/**
 * POST / DELETE /api/users/{id}/block, and the toast that says how it went. Whatever is on screen
 * may hold the user's posts, comments or chat messages, so every query is refreshed afterwards
 * (blocking is rare; the server decides what is shown, with `isBlocked`).
 *
 * The toast belongs to the mutation, not to the caller's `mutate` callbacks: the refresh turns the
 * blocked member's message into the placeholder, which unmounts the menu that asked, and a
 * `mutate` callback of an unmounted component never runs.
 */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, blocked }: SetBlockedInput) => {
      if (blocked) await apiClient.post(`/users/${userId}/block`);
      else await apiClient.delete(`/users/${userId}/block`);
    },
    onSuccess: (_data, { nickname, blocked }) => notify.success(blocked ? BLOCKS_TEXT.blocked(nickname) : BLOCKS_TEXT.unblocked(nickname)),
    onError: (error, { blocked }) => notify.error(toErrorMessage(error, blocked ? BLOCKS_TEXT.blockFailed : BLOCKS_TEXT.unblockFailed)),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
