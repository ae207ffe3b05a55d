import type { Group } from '@dongne/contract';
import { UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { ReportMenu } from '@/components/ui/report-menu.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import type { GroupActionState } from '@/features/groups/lib/group-page-state.ts';
import { GuestJoinButton } from './guest-join-button.tsx';
import { JoinGroupButton } from './join-group-button.tsx';
import { MemberActions } from './member-actions.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { PendingRequestActions } from './pending-request-actions.tsx';

/** The action area of a group page: one control set per viewer state (see getGroupActionState). */
export function GroupActions({ group, state }: { group: Group; state: GroupActionState }) {
  const actions = <ViewerActions group={group} state={state} />;
  // 신고하기 (contract §11) for a signed-in outsider: beside the join button (members have it in their ⋮ menu).
  if (state.kind === 'guest' || state.kind === 'owner' || state.kind === 'member') return actions;
  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">{actions}</div>
      <ReportMenu
        target={{ targetType: 'GROUP', targetId: group.id }}
        ownerId={group.owner.id}
        label={SAFETY_TEXT.groupMenu}
        trigger="outline"
      />
    </div>
  );
}

function ViewerActions({ group, state }: { group: Group; state: GroupActionState }) {
  switch (state.kind) {
    case 'guest':
      return <GuestJoinButton />;
    case 'pending':
      return <PendingRequestActions group={group} />;
    case 'owner':
      return <OwnerActions group={group} />;
    case 'member':
      return <MemberActions group={group} isManager={state.isManager} />;
    case 'full':
      return (
        <Button size="lg" fullWidth disabled>
          <UsersRound className="size-5" aria-hidden="true" />
          {GROUP_TEXT.full(state.count, state.max)}
        </Button>
      );
    case 'join':
    case 'request':
      return <JoinGroupButton group={group} />;
  }
}
