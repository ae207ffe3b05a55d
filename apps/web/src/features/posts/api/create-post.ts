import type { CreatePostPayload, Post } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { prependPost } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { MEANINGFUL_ACT } from '@/lib/meaningful-act.ts';

/** POST /api/posts {groupId, content, imageUrls, mentions?}: members only; the URLs come from the upload call. */
export async function createPost(payload: CreatePostPayload): Promise<Post> {
  const { data } = await apiClient.post<Post>('/posts', payload);
  return data;
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    meta: MEANINGFUL_ACT,
    onSuccess: (post) => prependPost(queryClient, post),
  });
}
