import { BellOff } from 'lucide-react';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';

/** The crossed bell beside a room's name when its pushes are off, as messengers show it. */
export function MutedMark({ className }: { className?: string }) {
  return (
    <span role="img" aria-label={CHAT_TEXT.muted} title={CHAT_TEXT.muted} className={cx('inline-flex shrink-0 text-gray-500', className)}>
      <BellOff className="size-3.5" aria-hidden="true" />
    </span>
  );
}
