import type { Post } from '@dongne/contract';
import { Heart } from 'lucide-react';
import { useTogglePostLike } from '@/features/posts/api/toggle-like.ts';
import { POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/**
 * The heart with its count (spec §2, §4 Post like). A guest is told to log in instead of being
 * sent away; the state changes once the server has answered.
 */
export function LikeButton({ post, className }: { post: Pick<Post, 'id' | 'isLiked' | 'likeCount'>; className?: string }) {
  const isAuthenticated = useAuthStore((store) => store.isAuthenticated);
  const toggle = useTogglePostLike();

  const onClick = () => {
    // Not `disabled` while pending: a disabled button drops keyboard focus in the middle of a toggle.
    if (toggle.isPending) return;
    if (!isAuthenticated) {
      notify.error(POST_MSG.loginRequired, 'like-login-required');
      return;
    }
    toggle.mutate(
      { postId: post.id, like: !post.isLiked },
      {
        onError: (error) => {
          console.error('post like failed', error);
          notify.error(toErrorMessage(error, POST_TEXT.likeFailed));
        },
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={POST_TEXT.likeCount(post.likeCount)}
      aria-pressed={post.isLiked}
      aria-busy={toggle.isPending || undefined}
      className={cx(
        'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors aria-busy:cursor-wait',
        post.isLiked ? 'text-danger-600 hover:bg-danger-50' : 'text-gray-700 hover:bg-gray-100',
        className,
      )}
    >
      <Heart className={cx('size-[18px]', post.isLiked && 'fill-current')} aria-hidden="true" />
      <span className="tabular-nums">{post.likeCount.toLocaleString('ko-KR')}</span>
    </button>
  );
}
