import type { Page, Post } from '@dongne/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { postKeys } from '@/features/posts/api/query-keys.ts';

type PostPages = InfiniteData<Page<Post>>;

function mapPosts(data: PostPages, map: (posts: Post[]) => Post[]): PostPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, content: map(page.content) })) };
}

/** Applies one change to every cached copy of a post: its detail and each list showing it. */
export function patchPost(queryClient: QueryClient, postId: number, patch: (post: Post) => Post): void {
  queryClient.setQueryData<Post>(postKeys.detail(postId), (post) => (post ? patch(post) : post));
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists() }, (data) =>
    data ? mapPosts(data, (posts) => posts.map((post) => (post.id === postId ? patch(post) : post))) : data,
  );
}

/** Puts a post the server just answered in place everywhere (edit, like). */
export function replacePost(queryClient: QueryClient, next: Post): void {
  patchPost(queryClient, next.id, () => next);
}

/**
 * A new post goes to the top of its group's list, below the notices (공지 stay first, contract
 * §10), so the writer sees it without a reload.
 */
export function prependPost(queryClient: QueryClient, post: Post): void {
  queryClient.setQueryData<Post>(postKeys.detail(post.id), post);
  queryClient.setQueryData<PostPages>(postKeys.group(post.groupId), (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    const notices = first.content.filter((one) => one.isPinned);
    const others = first.content.filter((one) => !one.isPinned);
    const content = [...notices, post, ...others];
    return { ...data, pages: [{ ...first, content, totalElements: first.totalElements + 1 }, ...rest] };
  });
}

/** Forgets a deleted post: its detail and comments go, and every list drops it. */
export function removePost(queryClient: QueryClient, postId: number): void {
  queryClient.removeQueries({ queryKey: postKeys.detail(postId) });
  queryClient.removeQueries({ queryKey: postKeys.comments(postId) });
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists() }, (data) =>
    data ? mapPosts(data, (posts) => posts.filter((post) => post.id !== postId)) : data,
  );
}

/** Comment writes move the post's count by one (spec §4 Comment creation). */
export function adjustCommentCount(queryClient: QueryClient, postId: number, delta: number): void {
  patchPost(queryClient, postId, (post) => ({ ...post, commentCount: Math.max(0, post.commentCount + delta) }));
}
