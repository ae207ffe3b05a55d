import { formatUnread, unreadLabel } from '@/lib/api/chat-unread.ts';
import { cx } from '@/lib/cx.ts';

/** A red count of unread chat messages ('읽지 않은 메시지 3개' to screen readers); nothing at 0. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      role="img"
      aria-label={unreadLabel(count)}
      className={cx(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger-500 px-1.5 text-xs leading-none font-bold text-white tabular-nums',
        className,
      )}
    >
      {formatUnread(count)}
    </span>
  );
}
