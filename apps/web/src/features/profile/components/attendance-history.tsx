import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { eventPath } from '@/config/paths.ts';
import { useMyAttendance } from '@/features/profile/api/get-my-attendance.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { cx } from '@/lib/cx.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';

/** One's own attendance (contract §19): each marked event, latest first, with 출석 or 불참. */
export function AttendanceHistory() {
  const query = useMyAttendance();
  const rows = query.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <section aria-labelledby="activity-attendance" className="rounded-card bg-white p-5 shadow-card ring-1 ring-gray-100 sm:p-6">
      <h3 id="activity-attendance" className="text-base font-bold text-gray-900">
        {PROFILE_TEXT.attendanceTitle}
      </h3>
      {query.isPending ? (
        <div role="status" aria-label={TEXT.loading} className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : query.isError && rows.length === 0 ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {toErrorMessage(query.error, PROFILE_TEXT.attendanceFailed)}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-[15px] text-gray-600">{PROFILE_TEXT.attendanceEmpty}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-gray-100">
            {rows.map((row) => (
              <li key={row.eventId} className="flex items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <Link to={eventPath(row.eventId)} className="block truncate text-[15px] font-semibold text-gray-900 hover:underline">
                    {row.title}
                  </Link>
                  <p className="truncate text-[13px] text-gray-600">
                    {row.groupName} · {formatShortDate(row.eventDate)}
                  </p>
                </div>
                <span
                  className={cx(
                    'shrink-0 rounded-full px-2.5 py-1 text-xs font-bold',
                    row.status === 'ATTENDED' ? 'bg-brand-50 text-brand-700' : 'bg-danger-50 text-danger-700',
                  )}
                >
                  {row.status === 'ATTENDED' ? PROFILE_TEXT.attendanceAttended : PROFILE_TEXT.attendanceNoShow}
                </span>
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              isLoading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {PROFILE_TEXT.attendanceMore}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
