import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { postPath } from '@/config/paths.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';

const LINK_CLASS = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100';

/** The speech bubble with the comment count: on a card it opens the post at its comments, on the post it jumps down. */
export function CommentCountLink({ postId, count, isOnPost = false }: { postId: number; count: number; isOnPost?: boolean }) {
  const content = (
    <>
      <MessageCircle className="size-[18px]" aria-hidden="true" />
      <span className="tabular-nums">{count.toLocaleString('ko-KR')}</span>
    </>
  );
  const label = POST_TEXT.commentCount(count);
  if (isOnPost) {
    return (
      <a href="#comments" aria-label={label} className={LINK_CLASS}>
        {content}
      </a>
    );
  }
  return (
    <Link to={`${postPath(postId)}#comments`} aria-label={label} className={LINK_CLASS}>
      {content}
    </Link>
  );
}
