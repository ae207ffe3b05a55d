import type { Group } from '@dongne/contract';
import { CircleAlert, Lock, UsersRound } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useMembers } from '@/features/groups/api/get-members.ts';
import { formatShortDate } from '@/lib/dates.ts';
import { TabState } from './tab-state.tsx';

function MembersSkeleton() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((key) => (
        <li key={key} className="flex items-center gap-3 rounded-card border border-gray-100 bg-white p-4">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-32" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Members with the owner labelled 운영자 (spec §2). A private group's list is for members only,
 * so a non-member is told so instead of calling (a guest's 401 would end a session that is not there).
 */
export function GroupMembersTab({ group, canSee }: { group: Group; canSee: boolean }) {
  const members = useMembers(group.id, { enabled: canSee });
  if (!canSee) return <TabState icon={Lock} title={GROUP_TEXT.membersOnlyTitle} description={GROUP_TEXT.membersOnlyBody} />;
  if (members.isPending) return <MembersSkeleton />;
  if (members.isError) {
    return (
      <TabState
        icon={CircleAlert}
        title={GROUP_TEXT.membersLoadFailed}
        action={
          <Button variant="outline" onClick={() => members.refetch()}>
            {GROUP_TEXT.retry}
          </Button>
        }
      />
    );
  }
  if (members.data.content.length === 0) return <TabState icon={UsersRound} title={GROUP_TEXT.membersEmpty} />;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {members.data.content.map((member) => (
        <li key={member.id} className="flex items-center gap-3 rounded-card border border-gray-100 bg-white p-4 shadow-card">
          <Avatar nickname={member.nickname} src={member.profileImage} className="size-11" />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2">
              <span className="truncate text-[15px] font-semibold text-gray-900">{member.nickname}</span>
              {member.role === 'OWNER' && (
                <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{GROUP_TEXT.operator}</span>
              )}
            </p>
            <p className="mt-0.5 text-[13px] text-gray-600">{GROUP_TEXT.joinedOn(formatShortDate(member.joinedAt))}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
