import { Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { useClearNotifications } from '@/features/notifications/api/clear-notifications.ts';
import { useDeleteNotification } from '@/features/notifications/api/delete-notification.ts';
import { useNotifications } from '@/features/notifications/api/get-notifications.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { useMarkAllNotificationsRead } from '@/features/notifications/api/mark-all-notifications-read.ts';
import { useOpenNotification } from '@/features/notifications/hooks/use-open-notification.ts';
import { bulkActionsFor } from '@/features/notifications/lib/bulk-actions.ts';
import { flattenNotifications } from '@/features/notifications/lib/notification-cache.ts';
import { NOTIFICATION_TEXT } from '@/features/notifications/notification-messages.ts';
import { notify } from '@/lib/notify.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationListSkeleton, NotificationsEmpty, NotificationsLoadError } from './notification-list-states.tsx';
import { NotificationsToolbar } from './notifications-toolbar.tsx';

function summaryOf(hasRows: boolean, unread: number): string {
  if (!hasRows) return NOTIFICATION_TEXT.subtitle;
  return unread > 0 ? NOTIFICATION_TEXT.unreadSummary(unread) : NOTIFICATION_TEXT.allRead;
}

/** The notifications screen (spec §2): heading, bulk actions, the list and its states. */
export function NotificationsScreen() {
  const query = useNotifications();
  const unreadCount = useUnreadCount();
  const markAllRead = useMarkAllNotificationsRead();
  const deleteOne = useDeleteNotification();
  const clearAll = useClearNotifications();
  const openNotification = useOpenNotification();
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const items = flattenNotifications(query.data);
  const actions = bulkActionsFor(items, unreadCount);
  const unreadShown = Math.max(unreadCount, items.filter((item) => !item.isRead).length);

  // Spec §8: these actions report success only; `mutate` swallows a failure, which leaves the list as it was.
  const onMarkAllRead = () => markAllRead.mutate(undefined, { onSuccess: () => notify.success(NOTIFICATION_TEXT.markedAllRead) });
  const onClear = () =>
    clearAll.mutate(undefined, {
      onSuccess: () => notify.success(NOTIFICATION_TEXT.cleared),
      onSettled: () => setIsConfirmingClear(false),
    });

  return (
    <section aria-labelledby="notifications-title">
      <div className="flex items-center justify-between gap-3">
        <h1 id="notifications-title" className="text-title font-bold text-gray-900">
          {NOTIFICATION_TEXT.title}
        </h1>
        <Link
          to={paths.notificationSettings}
          aria-label={NOTIFICATION_TEXT.settingsLink}
          className="ml-auto inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <Settings className="size-5" aria-hidden="true" />
        </Link>
        <NotificationsToolbar
          actions={actions}
          isMarkingAll={markAllRead.isPending}
          onMarkAllRead={onMarkAllRead}
          onClearAll={() => setIsConfirmingClear(true)}
        />
      </div>
      <p className="mt-1 text-[15px] text-gray-600" aria-live="polite">
        {summaryOf(query.isSuccess && items.length > 0, unreadShown)}
      </p>

      <div className="mt-5 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-100">
        {query.isPending ? (
          <NotificationListSkeleton />
        ) : query.isError ? (
          <NotificationsLoadError onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <ul aria-label={NOTIFICATION_TEXT.listLabel} className="divide-y divide-gray-100">
            {items.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={openNotification}
                isDeleting={deleteOne.isPending && deleteOne.variables === notification.id}
                onDelete={({ id }) => deleteOne.mutate(id, { onSuccess: () => notify.success(NOTIFICATION_TEXT.deleted) })}
              />
            ))}
          </ul>
        )}
      </div>

      {query.hasNextPage && (
        <div className="mt-5 flex justify-center">
          <Button variant="outline" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
            {NOTIFICATION_TEXT.loadMore}
          </Button>
        </div>
      )}

      <ConfirmDialog
        isOpen={isConfirmingClear}
        title={NOTIFICATION_TEXT.clearConfirmTitle}
        description={NOTIFICATION_TEXT.clearConfirmBody}
        confirmLabel={NOTIFICATION_TEXT.clearConfirm}
        cancelLabel={NOTIFICATION_TEXT.cancel}
        tone="danger"
        isPending={clearAll.isPending}
        onConfirm={onClear}
        onCancel={() => setIsConfirmingClear(false)}
      />
    </section>
  );
}
