import type { Comment, Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { COMMENTS_PAGE_SIZE, postKeys } from './query-keys.ts';

/** GET /api/posts/{id}/comments: top-level comments newest first, each with its replies oldest first. */
export async function getComments(postId: number, page: number, signal?: AbortSignal): Promise<Page<Comment>> {
  const { data } = await apiClient.get<Page<Comment>>(`/posts/${postId}/comments`, {
    params: { page, size: COMMENTS_PAGE_SIZE },
    signal,
  });
  return data;
}

export function commentsQueryOptions(postId: number) {
  return infiniteQueryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Comment>,
    staleTime: 0,
  });
}

export function useComments(postId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...commentsQueryOptions(postId), enabled });
}
