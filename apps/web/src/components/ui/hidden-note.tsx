import { SAFETY_MSG } from '@dongne/contract';
import { EyeOff } from 'lucide-react';
import { cx } from '@/lib/cx.ts';

/** What the author (or an operator) of content hidden after reports sees above it (contract §11). */
export function HiddenNote({ className }: { className?: string }) {
  return (
    <p className={cx('flex items-center gap-1.5 text-[13px] font-medium text-brand-700', className)}>
      <EyeOff className="size-4 shrink-0" aria-hidden="true" />
      {SAFETY_MSG.hiddenForAuthor}
    </p>
  );
}

/** The placeholder everyone else sees instead of hidden content. */
export function HiddenPlaceholder({ className }: { className?: string }) {
  return (
    <p className={cx('flex items-center gap-1.5 text-[15px] italic text-gray-600', className)}>
      <EyeOff className="size-4 shrink-0" aria-hidden="true" />
      {SAFETY_MSG.hiddenContent}
    </p>
  );
}

/**
 * How hidden content shows for this viewer: the server sends others the placeholder text in place
 * of the content, and the author (and operators) the real content with `isHidden`.
 */
export function hiddenView(item: { isHidden?: boolean; content: string }): 'placeholder' | 'note' | null {
  if (!item.isHidden) return null;
  return item.content === SAFETY_MSG.hiddenContent ? 'placeholder' : 'note';
}
