import type { Reply } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropComment } from '@/features/posts/lib/comment-cache.ts';
import { type CommentTarget, commentsKey } from '@/features/posts/lib/comment-target.ts';
import { apiClient } from '@/lib/api-client.ts';

export type DeleteCommentInput = { target: CommentTarget; comment: Reply };

/** DELETE /api/comments/{id}: the author or the group owner. */
export async function deleteComment({ comment }: DeleteCommentInput): Promise<void> {
  await apiClient.delete(`/comments/${comment.id}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, { target, comment }) => {
      dropComment(queryClient, target, comment);
      target.onCountChange(queryClient, -1);
      // The local change mirrors the server's rule; reading the list again settles any race with others.
      return queryClient.invalidateQueries({ queryKey: commentsKey(target) });
    },
  });
}
