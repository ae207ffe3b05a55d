import type { Group } from '@dongne/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { useLeaveGroup } from '@/features/groups/api/leave-group.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/** A member leaves after confirming (spec §5: leaving needs a confirmation). */
export function LeaveGroupButton({ group }: { group: Group }) {
  const leave = useLeaveGroup();
  const [isConfirming, setIsConfirming] = useState(false);

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
    <>
      <Button variant="outline" size="lg" fullWidth onClick={() => setIsConfirming(true)}>
        <LogOut className="size-4" aria-hidden="true" />
        {GROUP_TEXT.leave}
      </Button>
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
    </>
  );
}
