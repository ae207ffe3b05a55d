import type { Page, Post } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { POSTS_PAGE_SIZE, postKeys } from './query-keys.ts';

/** GET /api/posts/group/{groupId}: newest first; members only for a private group. */
export async function getGroupPosts(groupId: number, page: number, signal?: AbortSignal): Promise<Page<Post>> {
  const { data } = await apiClient.get<Page<Post>>(`/posts/group/${groupId}`, { params: { page, size: POSTS_PAGE_SIZE }, signal });
  return data;
}

export function groupPostsQueryOptions(groupId: number) {
  return infiniteQueryOptions({
    queryKey: postKeys.group(groupId),
    queryFn: ({ pageParam, signal }) => getGroupPosts(groupId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Post>,
    // Opening the tab again should show what others wrote meanwhile; the cached page shows at once.
    staleTime: 0,
  });
}

export function useGroupPosts(groupId: number) {
  return useInfiniteQuery(groupPostsQueryOptions(groupId));
}
