import { Bell } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { NOTIFICATION_TEXT } from '@/features/notifications/notification-messages.ts';
import { cx } from '@/lib/cx.ts';

/**
 * Header link to /notifications with the unread badge. The count is in the link's name ('알림 3개
 * 읽지 않음'), so the badge itself is hidden from screen readers instead of being read twice. The
 * name is the link's own (screen-reader-only) text rather than an aria-label: a label that does not
 * contain the badge's visible number would fail WCAG 2.5.3 (label in name) for voice control.
 */
export function NotificationBell({ className }: { className?: string }) {
  const count = useUnreadCount();
  return (
    <NavLink
      to={paths.notifications}
      className={({ isActive }) =>
        cx(
          'relative flex size-10 items-center justify-center rounded-lg transition-colors hover:bg-gray-100',
          isActive ? 'text-brand-600' : 'text-gray-700 hover:text-gray-900',
          className,
        )
      }
    >
      <Bell className="size-5.5" aria-hidden="true" />
      <span className="sr-only">{count > 0 ? NOTIFICATION_TEXT.bellUnreadLabel(count) : NOTIFICATION_TEXT.bellLabel}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger-500 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums"
        >
          {NOTIFICATION_TEXT.badge(count)}
        </span>
      )}
    </NavLink>
  );
}

/** Count for the mobile menu's '알림' row, read as '알림 3개 읽지 않음'; nothing when all is read. */
export function UnreadCountPill() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <>
      <span className="sr-only"> {NOTIFICATION_TEXT.unreadSuffix(count)}</span>
      <span aria-hidden="true" className="ml-auto rounded-full bg-danger-500 px-2 py-0.5 text-xs font-bold text-white tabular-nums">
        {NOTIFICATION_TEXT.badge(count)}
      </span>
    </>
  );
}
