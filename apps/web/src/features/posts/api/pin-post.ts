import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { patchPost } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

export type SetPinnedInput = { postId: number; groupId: number; isPinned: boolean };

/** PUT / DELETE /api/posts/{id}/pin: the group's staff make a post a notice (공지) or not; at most 3 (contract §10). */
export async function setPinned({ postId, isPinned }: SetPinnedInput): Promise<void> {
  if (isPinned) await apiClient.put(`/posts/${postId}/pin`);
  else await apiClient.delete(`/posts/${postId}/pin`);
}

export function useSetPinned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPinned,
    onSuccess: (_data, { postId, groupId, isPinned }) => {
      patchPost(queryClient, postId, (post) => ({ ...post, isPinned }));
      // Notices come first: the group's list is asked again for its new order.
      return queryClient.invalidateQueries({ queryKey: postKeys.group(groupId) });
    },
  });
}
