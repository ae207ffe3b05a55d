import { cx } from '@/lib/cx.ts';

/** Grey placeholder with the final content's size, so nothing jumps when data arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-lg bg-gray-200/80', className)} />;
}
