import type { Comment } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertComment } from '@/features/posts/lib/comment-cache.ts';
import { adjustCommentCount } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';

export type CreateCommentInput = { postId: number; content: string; parentId?: number | null };

/** POST /api/posts/{id}/comments {content, parentId?}: members only; a reply to a reply joins its thread. */
export async function createComment({ postId, content, parentId }: CreateCommentInput): Promise<Comment> {
  const { data } = await apiClient.post<Comment>(`/posts/${postId}/comments`, { content, parentId: parentId ?? null });
  return data;
}

/** Spec §4 Comment creation: the new comment shows at once and the post's count rises by one. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment, { postId }) => {
      insertComment(queryClient, postId, comment);
      adjustCommentCount(queryClient, postId, 1);
    },
  });
}
