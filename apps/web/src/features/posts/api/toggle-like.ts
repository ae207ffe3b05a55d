import type { LikeResponse } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchPost } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

/** POST or DELETE /api/posts/{id}/like: idempotent both ways; answers the like state and count. */
export async function setPostLike({ postId, like }: { postId: number; like: boolean }): Promise<LikeResponse> {
  const { data } = like
    ? await apiClient.post<LikeResponse>(`/posts/${postId}/like`)
    : await apiClient.delete<LikeResponse>(`/posts/${postId}/like`);
  return data;
}

/**
 * Spec §4 Post like: the heart and count change after the server agrees, not before; the
 * server's count also takes in likes others gave meanwhile.
 */
export function useTogglePostLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPostLike,
    onSuccess: ({ isLiked, likeCount }, { postId }) => patchPost(queryClient, postId, (post) => ({ ...post, isLiked, likeCount })),
  });
}
