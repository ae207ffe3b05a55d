import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { eventPath } from '@/config/paths.ts';
import { useMemberAttendance } from '@/features/groups/api/get-member-attendance.ts';
import { cx } from '@/lib/cx.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';

type MemberAttendanceModalProps = { groupId: number; member: { id: number; nickname: string }; isOpen: boolean; onClose: () => void };

/** For the staff: one member's attendance in this group's events (contract §19), latest first. */
export function MemberAttendanceModal({ groupId, member, isOpen, onClose }: MemberAttendanceModalProps) {
  const query = useMemberAttendance(groupId, member.id, isOpen);
  const rows = query.data?.pages.flatMap((page) => page.content) ?? [];
  const attended = rows.filter((row) => row.status === 'ATTENDED').length;
  const total = query.data?.pages[0]?.totalElements ?? 0;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={GROUP_TEXT.memberAttendanceTitle(member.nickname)} closeOnEscape>
      <div className="px-5 py-4">
        {query.isPending ? (
          <Spinner />
        ) : query.isError && rows.length === 0 ? (
          <p role="alert" className="text-sm text-danger-700">
            {toErrorMessage(query.error, GROUP_TEXT.memberAttendanceFailed)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-[15px] text-gray-600">{GROUP_TEXT.memberAttendanceEmpty}</p>
        ) : (
          <>
            {!query.hasNextPage && (
              <p className="text-sm font-semibold text-gray-800">{GROUP_TEXT.memberAttendanceSummary(attended, total - attended)}</p>
            )}
            <ul className="mt-2 divide-y divide-gray-100">
              {rows.map((row) => (
                <li key={row.eventId} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <Link to={eventPath(row.eventId)} className="block truncate text-[15px] font-semibold text-gray-900 hover:underline">
                      {row.title}
                    </Link>
                    <p className="text-[13px] text-gray-600">{formatShortDate(row.eventDate)}</p>
                  </div>
                  <span
                    className={cx(
                      'shrink-0 rounded-full px-2.5 py-1 text-xs font-bold',
                      row.status === 'ATTENDED' ? 'bg-brand-50 text-brand-700' : 'bg-danger-50 text-danger-700',
                    )}
                  >
                    {row.status === 'ATTENDED' ? GROUP_TEXT.memberAttended : GROUP_TEXT.memberNoShow}
                  </span>
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <Button variant="outline" size="sm" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {GROUP_TEXT.memberAttendanceMore}
              </Button>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
