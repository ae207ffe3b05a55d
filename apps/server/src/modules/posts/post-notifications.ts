import { isFirstWithin, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';

const DAY_MS = 24 * 3_600_000;

/**
 * Whether a like may tell the author: once a day per post and liker, so like/unlike/like makes one
 * notification however often it is repeated (contract §16).
 */
export const isLikeNewsToday = (limiter: RateLimiter, postId: number, likerId: number) =>
  isFirstWithin(limiter, `once:post-like:${postId}:${likerId}`, DAY_MS);

const clip = (text: string, length = 30) => (text.length > length ? `${text.slice(0, length)}…` : text);
const post = (postId: number) => ({ relatedType: 'POST' as const, relatedId: postId });

/** Korean texts of the post notifications of contract §5. */
export const postNotification = {
  /** Names the liker (the actor): their nickname is filled in when read. */
  liked: (authorId: number, postId: number): NewNotification => ({
    userId: authorId,
    type: 'POST_LIKE',
    title: '내 게시글에 좋아요가 눌렸어요',
    message: '님이 회원님의 게시글을 좋아합니다.',
    namesActor: true,
    ...post(postId),
  }),
};

type CommentNews = { thread: { kind: 'post' | 'event'; id: number }; title: string; content: string; commentId?: number };
const about = ({ thread, commentId }: CommentNews) => ({
  relatedType: thread.kind === 'post' ? ('POST' as const) : ('EVENT' as const),
  relatedId: thread.id,
  commentId: commentId ?? null,
});

/**
 * Korean texts of comment notifications: POST_COMMENT to a post's author (contract §5),
 * EVENT_COMMENT to an event's organiser (§19); a reply also tells the parent comment's author.
 * Each names the commenter (the actor) before the quote: their nickname is filled in when read.
 */
export const commentNotification = {
  commented: (recipientId: number, news: CommentNews): NewNotification => ({
    userId: recipientId,
    type: news.thread.kind === 'post' ? 'POST_COMMENT' : 'EVENT_COMMENT',
    title: news.thread.kind === 'post' ? '내 게시글에 새 댓글이 달렸어요' : `'${clip(news.title, 20)}' 일정에 새 댓글이 달렸어요`,
    message: `님: ${clip(news.content)}`,
    namesActor: true,
    ...about(news),
  }),
  replied: (commentAuthorId: number, news: CommentNews): NewNotification => ({
    userId: commentAuthorId,
    type: news.thread.kind === 'post' ? 'POST_COMMENT' : 'EVENT_COMMENT',
    title: '내 댓글에 답글이 달렸어요',
    message: `님: ${clip(news.content)}`,
    namesActor: true,
    ...about(news),
  }),
};
