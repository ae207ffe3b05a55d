import type { Group } from '@dongne/contract';
import { Bell, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { GROUP_MSG, GROUP_TEXT } from '@/config/group-messages.ts';
import { groupEditPath, paths } from '@/config/paths.ts';
import { useDeleteGroup } from '@/features/groups/api/delete-group.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { GROUP_NOTIFY_TEXT, GroupNotificationsDialog } from './group-notifications-dialog.tsx';

/**
 * The owner edits; deleting sits behind the ⋮ menu and warns that it cannot be undone
 * (spec §4 Membership).
 */
export function OwnerActions({ group }: { group: Group }) {
  const navigate = useNavigate();
  const deleteGroup = useDeleteGroup();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isNotifyOpen, setIsNotifyOpen] = useState(false);

  const onDelete = async () => {
    try {
      await deleteGroup.mutateAsync(group.id);
    } catch (error) {
      notify.error(toErrorMessage(error, GROUP_TEXT.deleteFailed));
      setIsConfirming(false);
      return;
    }
    notify.success(GROUP_MSG.deleted);
    await navigate(paths.home, { replace: true });
  };

  return (
    <div className="flex items-center gap-2">
      <Link to={groupEditPath(group.id)} className={buttonClasses({ variant: 'outline', size: 'lg', className: 'flex-1' })}>
        <Pencil className="size-4" aria-hidden="true" />
        {GROUP_TEXT.edit}
      </Link>
      <Menu
        label={GROUP_TEXT.moreMenu}
        items={[
          { label: GROUP_NOTIFY_TEXT.menuItem, icon: Bell, onSelect: () => setIsNotifyOpen(true) },
          { label: GROUP_TEXT.deleteGroup, icon: Trash2, tone: 'danger', onSelect: () => setIsConfirming(true) },
        ]}
        trigger="outline"
      />
      <ConfirmDialog
        isOpen={isConfirming}
        tone="danger"
        title={GROUP_TEXT.deleteTitle}
        description={GROUP_TEXT.deleteBody(group.name)}
        confirmLabel={GROUP_TEXT.deleteAction}
        cancelLabel={GROUP_TEXT.cancel}
        isPending={deleteGroup.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onDelete}
      />
      <GroupNotificationsDialog groupId={group.id} isOpen={isNotifyOpen} onClose={() => setIsNotifyOpen(false)} />
    </div>
  );
}
