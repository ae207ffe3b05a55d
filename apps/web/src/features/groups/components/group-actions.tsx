import type { Group } from '@dongne/contract';
import { UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import type { GroupActionState } from '@/features/groups/lib/group-action-state.ts';
import { GuestJoinButton } from './guest-join-button.tsx';
import { JoinGroupButton } from './join-group-button.tsx';
import { MemberActions } from './member-actions.tsx';
import { OwnerActions } from './owner-actions.tsx';
import { PendingRequestActions } from './pending-request-actions.tsx';

/** The action area of a group page: one control set per viewer state (see getGroupActionState). */
export function GroupActions({ group, state }: { group: Group; state: GroupActionState }) {
  switch (state.kind) {
    case 'guest':
      return <GuestJoinButton />;
    case 'pending':
      return <PendingRequestActions group={group} />;
    case 'owner':
      return <OwnerActions group={group} />;
    case 'manager':
    case 'member':
      return <MemberActions group={group} isManager={state.kind === 'manager'} />;
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
