import type { Notification } from '@dongne/contract';
import { X } from 'lucide-react';
import { NOTIFICATION_TEXT } from '@/features/notifications/notification-messages.ts';
import { cx } from '@/lib/cx.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { NotificationIcon } from './notification-icon.tsx';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  isDeleting?: boolean;
};

/**
 * One row: the whole body is a button (mark read and open), the delete button sits beside it so
 * the two never nest. Unread rows get a tinted background, a dot and a screen-reader word.
 */
export function NotificationItem({ notification, onOpen, onDelete, isDeleting = false }: NotificationItemProps) {
  const { title, message, createdAt, isRead, type } = notification;
  return (
    <li className={cx('group relative flex items-start transition-colors', isRead ? 'bg-white' : 'bg-brand-50/70')}>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-w-0 flex-1 items-start gap-3.5 py-4 pr-2 pl-4 text-left hover:bg-gray-900/[0.03] sm:pl-5"
      >
        <NotificationIcon type={type} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-center gap-2">
            {!isRead && <span className="size-2 shrink-0 rounded-full bg-brand-500" aria-hidden="true" />}
            <span className={cx('text-[15px] leading-snug text-gray-900', isRead ? 'font-medium' : 'font-bold')}>{title}</span>
            {!isRead && <span className="sr-only">{NOTIFICATION_TEXT.unread}</span>}
          </span>
          <span className={cx('text-sm leading-relaxed', isRead ? 'text-gray-600' : 'text-gray-700')}>{message}</span>
          <time dateTime={createdAt} className="text-[13px] text-gray-500 tabular-nums">
            {formatDateTime(createdAt)}
          </time>
        </span>
      </button>
      <button
        type="button"
        onClick={() => onDelete(notification)}
        disabled={isDeleting}
        aria-label={NOTIFICATION_TEXT.deleteOne(title)}
        className="mt-3 mr-2 flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-400 hover:bg-gray-100 hover:text-gray-700 disabled:opacity-50 sm:mr-3"
      >
        <X className="size-4.5" aria-hidden="true" />
      </button>
    </li>
  );
}
