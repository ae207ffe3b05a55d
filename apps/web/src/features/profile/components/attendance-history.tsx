import { AttendanceList } from '@/components/ui/attendance-list.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { useMyAttendance } from '@/features/profile/api/get-my-attendance.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
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
        <AttendanceList
          rows={rows}
          showGroup
          more={{
            label: PROFILE_TEXT.attendanceMore,
            hasMore: query.hasNextPage,
            isLoading: query.isFetchingNextPage,
            onMore: () => void query.fetchNextPage(),
          }}
        />
      )}
    </section>
  );
}
