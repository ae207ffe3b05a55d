import type { Comment } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceComment } from '@/features/posts/lib/comment-cache.ts';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { apiClient } from '@/lib/api-client.ts';

export type UpdateCommentInput = { target: CommentTarget; commentId: number; content: string; mentions?: number[] };

/** PUT /api/comments/{id} {content, mentions?}: the author only; mentions it had stay while still named. */
export async function updateComment({ commentId, content, mentions }: UpdateCommentInput): Promise<Comment> {
  const { data } = await apiClient.put<Comment>(`/comments/${commentId}`, { content, ...(mentions?.length ? { mentions } : {}) });
  return data;
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment, { target }) => replaceComment(queryClient, target, comment),
  });
}
