import type { QueryClient } from '@tanstack/react-query';
import { postKeys } from '@/features/posts/api/query-keys.ts';

/**
 * What a comment list hangs under: a post, or an event (contract §19: questions and answers under
 * an event, with a post's comment rules). `onCountChange` keeps the owner's comment count on screen
 * in step when a comment is added or removed; the page that shows the list supplies it.
 */
export type CommentTarget = {
  kind: 'post' | 'event';
  id: number;
  /** The group it belongs to: '@' offers its members (@멘션, contract §21). */
  groupId: number;
  /** Who wrote the post or organises the event: their comments carry the 작성자 badge. */
  authorId: number;
  onCountChange: (queryClient: QueryClient, delta: number) => void;
};

export const commentsKey = ({ kind, id }: Pick<CommentTarget, 'kind' | 'id'>) =>
  kind === 'post' ? postKeys.comments(id) : ([...postKeys.all, 'event-comments', id] as const);

export const commentsPath = ({ kind, id }: Pick<CommentTarget, 'kind' | 'id'>) => `/${kind}s/${id}/comments`;
