import { EyeOff } from 'lucide-react';
import { cx } from '@/lib/cx.ts';
import { BLOCKS_TEXT } from './blocks-text.ts';

/** What stands where a blocked user's post, comment or chat message was (contract §11). */
export function BlockedContent({ className }: { className?: string }) {
  return (
    <p className={cx('flex items-center gap-1.5 text-[15px] text-gray-500', className)}>
      <EyeOff className="size-4 shrink-0" aria-hidden="true" />
      {BLOCKS_TEXT.blockedContent}
    </p>
  );
}
