import type { Page, Post } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROFILE_PAGE_SIZE } from '@/features/profile/lib/paging.ts';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { profileKeys } from './query-keys.ts';

/**
 * GET /api/users/posts/{id}: the user's posts the viewer may read, newest first. Posts in private
 * groups the viewer is not in are left out, so the list can be shorter than the profile's count.
 */
export async function getUserPosts(userId: number, params: { page: number; size: number }, signal?: AbortSignal): Promise<Page<Post>> {
  const { data } = await apiClient.get<Page<Post>>(`/users/posts/${userId}`, {
    params: { ...params, sortBy: 'createdAt', sortDirection: 'DESC' },
    signal,
  });
  return data;
}

export function userPostsQueryOptions(userId: number) {
  return infiniteQueryOptions({
    queryKey: profileKeys.posts(userId),
    queryFn: ({ pageParam, signal }) => getUserPosts(userId, { page: pageParam, size: PROFILE_PAGE_SIZE }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<Post>,
  });
}

export function useUserPosts(userId: number) {
  return useInfiniteQuery(userPostsQueryOptions(userId));
}
