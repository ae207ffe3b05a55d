import { CheckCheck, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { BulkActions } from '@/features/notifications/lib/bulk-actions.ts';
import { NOTIFICATION_TEXT } from '@/features/notifications/notification-messages.ts';

type NotificationsToolbarProps = {
  actions: BulkActions;
  isMarkingAll: boolean;
  onMarkAllRead: () => void;
  onClearAll: () => void;
};

/** The screen's bulk buttons; each is rendered only while it can do something (spec §2). */
export function NotificationsToolbar({ actions, isMarkingAll, onMarkAllRead, onClearAll }: NotificationsToolbarProps) {
  if (!actions.canMarkAllRead && !actions.canClearAll) return null;
  return (
    <div className="-mr-2 flex shrink-0 items-center gap-1">
      {actions.canMarkAllRead && (
        <Button variant="ghost" size="sm" onClick={onMarkAllRead} isLoading={isMarkingAll}>
          {!isMarkingAll && <CheckCheck className="size-4" aria-hidden="true" />}
          {NOTIFICATION_TEXT.markAllRead}
        </Button>
      )}
      {actions.canClearAll && (
        <Button variant="ghost" size="sm" onClick={onClearAll} className="text-gray-600 hover:text-danger-600">
          <Trash2 className="size-4" aria-hidden="true" />
          {NOTIFICATION_TEXT.clearAll}
        </Button>
      )}
    </div>
  );
}
