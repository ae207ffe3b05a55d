/**
 * Every post query starts with `postKeys.all`. Lists and the detail hold copies of one post, so a
 * like, a comment or an edit patches them all in place (lib/post-cache.ts) instead of refetching.
 */
export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  group: (groupId: number) => [...postKeys.lists(), 'group', groupId] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: number) => [...postKeys.details(), id] as const,
  comments: (postId: number) => [...postKeys.all, 'comments', postId] as const,
  poll: (pollId: number) => [...postKeys.all, 'poll', pollId] as const,
};

// Spec §9: posts and comments are asked for 20 at a time.
export const POSTS_PAGE_SIZE = 20;
export const COMMENTS_PAGE_SIZE = 20;
