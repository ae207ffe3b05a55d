import type { Comment } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { insertComment } from '@/features/posts/lib/comment-cache.ts';
import { type CommentTarget, commentsPath } from '@/features/posts/lib/comment-target.ts';
import { apiClient } from '@/lib/api-client.ts';

export type CreateCommentInput = { target: CommentTarget; content: string; parentId?: number | null; mentions?: number[] };

/** POST /api/{posts|events}/{id}/comments {content, parentId?, mentions?}: members only; a reply to a reply joins its thread. */
export async function createComment({ target, content, parentId, mentions }: CreateCommentInput): Promise<Comment> {
  const { data } = await apiClient.post<Comment>(commentsPath(target), {
    content,
    parentId: parentId ?? null,
    ...(mentions?.length ? { mentions } : {}),
  });
  return data;
}

/** Spec §4 Comment creation: the new comment shows at once and the post's (or event's) count rises by one. */
export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment, { target }) => {
      insertComment(queryClient, target, comment);
      target.onCountChange(queryClient, 1);
    },
  });
}
