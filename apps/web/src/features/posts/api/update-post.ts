import type { Post, UpdatePostPayload } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replacePost } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

/** PUT /api/posts/{id} {content?, imageUrls?, mentions?}: the author only; mentions it had stay while still named. */
export async function updatePost({ id, payload }: { id: number; payload: UpdatePostPayload }): Promise<Post> {
  const { data } = await apiClient.put<Post>(`/posts/${id}`, payload);
  return data;
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => replacePost(queryClient, post),
  });
}
