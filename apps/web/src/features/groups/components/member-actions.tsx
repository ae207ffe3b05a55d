import type { Group } from '@dongne/contract';
import { Bell, CircleCheck, LogOut } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { useIsSomeoneElses, useReportAction } from '@/components/ui/use-report-action.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { useLeaveGroup } from '@/features/groups/api/leave-group.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { GROUP_NOTIFY_TEXT, GroupNotificationsDialog } from './group-notifications-dialog.tsx';

/**
 * A member's action area: what they are in the group, and leaving behind the ⋮ menu with a
 * confirmation (spec §5), since leaving is not what a member comes to the page for.
 */
export function MemberActions({ group, isManager }: { group: Group; isManager: boolean }) {
  const leave = useLeaveGroup();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isNotifyOpen, setIsNotifyOpen] = useState(false);
  const report = useReportAction({ targetType: 'GROUP', targetId: group.id }, useIsSomeoneElses(group.owner.id));

  const onLeave = async () => {
    try {
      const { message } = await leave.mutateAsync(group.id);
      notify.success(message || GROUP_MSG.left);
    } catch (error) {
      notify.error(toErrorMessage(error, GROUP_TEXT.leaveFailed));
    }
    setIsConfirming(false);
  };

  return (
    <div className="flex items-center gap-2">
      <p className="flex h-12 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-field bg-brand-50 px-3 text-[15px] font-semibold text-brand-700">
        <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
        <span className="truncate">{isManager ? GROUP_TEXT.joinedAsManager : GROUP_TEXT.joinedAsMember}</span>
      </p>
      <Menu
        label={GROUP_TEXT.moreMenu}
        items={[
          { label: GROUP_NOTIFY_TEXT.menuItem, icon: Bell, onSelect: () => setIsNotifyOpen(true) },
          ...report.items,
          { label: GROUP_TEXT.leave, icon: LogOut, tone: 'danger', onSelect: () => setIsConfirming(true) },
        ]}
        trigger="outline"
      />
      <ConfirmDialog
        isOpen={isConfirming}
        tone="danger"
        title={GROUP_TEXT.leaveTitle}
        description={GROUP_TEXT.leaveBody(group.name)}
        confirmLabel={GROUP_TEXT.leaveAction}
        cancelLabel={GROUP_TEXT.cancel}
        isPending={leave.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onLeave}
      />
      {report.dialog}
      <GroupNotificationsDialog groupId={group.id} isOpen={isNotifyOpen} onClose={() => setIsNotifyOpen(false)} />
    </div>
  );
}
