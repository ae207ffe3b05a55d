import { AttendanceList } from '@/components/ui/attendance-list.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useMemberAttendance } from '@/features/groups/api/get-member-attendance.ts';
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
            <AttendanceList
              rows={rows}
              more={{
                label: GROUP_TEXT.memberAttendanceMore,
                hasMore: query.hasNextPage,
                isLoading: query.isFetchingNextPage,
                onMore: () => void query.fetchNextPage(),
              }}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
