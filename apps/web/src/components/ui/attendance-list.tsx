import type { AttendanceHistory } from '@dongne/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { TEXT } from '@/config/messages.ts';
import { eventPath } from '@/config/paths.ts';
import { cx } from '@/lib/cx.ts';
import { formatShortDate } from '@/lib/dates.ts';

type AttendanceListProps = {
  rows: AttendanceHistory[];
  /** Shows each event's group under its title (one's own history spans groups; a group's does not). */
  showGroup?: boolean;
  more?: { label: string; hasMore: boolean; isLoading: boolean; onMore: () => void };
};

/** Marked events, latest first, each linking to its event with 출석 or 불참 (contract §19). */
export function AttendanceList({ rows, showGroup = false, more }: AttendanceListProps) {
  return (
    <>
      <ul className="mt-2 divide-y divide-gray-100">
        {rows.map((row) => (
          <li key={row.eventId} className="flex items-center gap-3 py-3">
            <div className="min-w-0 flex-1">
              <Link to={eventPath(row.eventId)} className="block truncate text-[15px] font-semibold text-gray-900 hover:underline">
                {row.title}
              </Link>
              <p className="truncate text-[13px] text-gray-600">
                {showGroup ? `${row.groupName} · ${formatShortDate(row.eventDate)}` : formatShortDate(row.eventDate)}
              </p>
            </div>
            <span
              className={cx(
                'shrink-0 rounded-full px-2.5 py-1 text-xs font-bold',
                row.status === 'ATTENDED' ? 'bg-brand-50 text-brand-700' : 'bg-danger-50 text-danger-700',
              )}
            >
              {row.status === 'ATTENDED' ? TEXT.attended : TEXT.noShow}
            </span>
          </li>
        ))}
      </ul>
      {more?.hasMore && (
        <Button variant="outline" size="sm" className="mt-3" isLoading={more.isLoading} onClick={more.onMore}>
          {more.label}
        </Button>
      )}
    </>
  );
}
