import { cx } from '@/lib/cx.ts';

export type MyGroupsTab = 'joined' | 'owned';

/** A tab's name with its count, orange on the selected tab; null while the count is loading. */
export function CountedLabel({ label, count, isSelected }: { label: string; count: number | null; isSelected: boolean }) {
  return (
    <>
      {label}
      {/* A space, so the tab reads "가입한 모임 2" rather than "가입한 모임2". */}
      {count !== null && ' '}
      {count !== null && <span className={cx('text-sm', isSelected ? 'text-brand-600' : 'text-gray-500')}>{count}</span>}
    </>
  );
}
