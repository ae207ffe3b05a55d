import type { Comment, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CommentTarget, commentsKey, commentsPath } from '@/features/posts/lib/comment-target.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { COMMENTS_PAGE_SIZE } from './query-keys.ts';

type Thread = Pick<CommentTarget, 'kind' | 'id'>;

/** GET /api/{posts|events}/{id}/comments: top-level comments newest first, each with its replies oldest first. */
export async function getComments(target: Thread, page: number, signal?: AbortSignal): Promise<Page<Comment>> {
  const { data } = await apiClient.get<Page<Comment>>(commentsPath(target), {
    params: { page, size: COMMENTS_PAGE_SIZE },
    signal,
  });
  return data;
}

export function commentsQueryOptions(target: Thread) {
  return infiniteQueryOptions({
    queryKey: commentsKey(target),
    queryFn: ({ pageParam, signal }) => getComments(target, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Comment>,
    staleTime: 0,
  });
}

export function useComments(target: Thread, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...commentsQueryOptions({ kind: target.kind, id: target.id }), enabled });
}
