import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removePost } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

/** DELETE /api/posts/{id}: the author or the group owner; comments, likes and images go with it. */
export async function deletePost(id: number): Promise<void> {
  await apiClient.delete(`/posts/${id}`);
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, id) => removePost(queryClient, id),
  });
}
