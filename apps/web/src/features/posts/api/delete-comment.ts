import type { Reply } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropComment } from '@/features/posts/lib/comment-cache.ts';
import { adjustCommentCount } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { postKeys } from './query-keys.ts';

export type DeleteCommentInput = { postId: number; comment: Reply };

/** DELETE /api/comments/{id}: the author or the group owner. */
export async function deleteComment({ comment }: DeleteCommentInput): Promise<void> {
  await apiClient.delete(`/comments/${comment.id}`);
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_data, { postId, comment }) => {
      dropComment(queryClient, postId, comment);
      adjustCommentCount(queryClient, postId, -1);
      // The local change mirrors the server's rule; reading the list again settles any race with others.
      return queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
    },
  });
}
