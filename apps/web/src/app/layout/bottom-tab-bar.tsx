import { Bell, CalendarDays, Compass, House, LogIn, UserPlus, UsersRound } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { NOTIFICATION_TEXT } from '@/features/notifications/notification-messages.ts';
import { formatUnread, unreadLabel, useChatUnreadTotal } from '@/lib/api/chat-unread.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { LAYOUT_TEXT } from './layout-text.ts';

type Tab = {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string }>;
  end?: boolean;
  badge?: boolean;
  /** Carries the unread chat total (contract §21): the rooms are reached through 내 모임. */
  chatBadge?: boolean;
};

const MEMBER_TABS: readonly Tab[] = [
  { to: paths.home, label: TEXT.navHome, icon: House, end: true },
  { to: paths.explore, label: TEXT.navExplore, icon: Compass },
  { to: paths.groupsMy, label: TEXT.navMyGroups, icon: UsersRound, chatBadge: true },
  { to: paths.events, label: TEXT.navEvents, icon: CalendarDays },
  { to: paths.notifications, label: TEXT.navNotifications, icon: Bell, badge: true },
];

// A guest has no groups, events or notifications yet: the places to start instead.
const GUEST_TABS: readonly Tab[] = [
  { to: paths.home, label: TEXT.navHome, icon: House, end: true },
  { to: paths.explore, label: TEXT.navExplore, icon: Compass },
  { to: paths.login, label: TEXT.navLogin, icon: LogIn },
  { to: paths.signup, label: TEXT.navSignup, icon: UserPlus },
];

/** The unread count on the 알림 tab's icon; read after the tab's label instead (see UnreadText). */
function Badge() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 left-3.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger-500 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums"
    >
      {NOTIFICATION_TEXT.badge(count)}
    </span>
  );
}

/** '알림 3개 읽지 않음' as the link's name. */
function UnreadText() {
  const count = useUnreadCount();
  if (count === 0) return null;
  return <span className="sr-only"> {NOTIFICATION_TEXT.unreadSuffix(count)}</span>;
}

/** The unread chat total on the 내 모임 tab's icon, read after the label ('읽지 않은 메시지 3개'). */
function ChatBadge() {
  const count = useChatUnreadTotal();
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1.5 left-3.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-danger-500 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums"
    >
      {formatUnread(count)}
    </span>
  );
}

function ChatUnreadText() {
  const count = useChatUnreadTotal();
  if (count === 0) return null;
  return <span className="sr-only"> {unreadLabel(count)}</span>;
}

/**
 * The phone's main navigation below 640 px: five places within the thumb's reach,
 * icon and label each, the current one marked for screen readers (NavLink sets aria-current),
 * clear of the home indicator (safe-area inset).
 */
export function BottomTabBar() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const tabs = isAuthenticated ? MEMBER_TABS : GUEST_TABS;
  return (
    <nav
      aria-label={LAYOUT_TEXT.tabBar}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden"
    >
      <ul className="flex">
        {tabs.map(({ to, label, icon: Icon, end, badge, chatBadge }) => (
          <li key={to} className="flex-1">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cx(
                  'flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold',
                  isActive ? 'text-brand-600' : 'text-gray-600 active:bg-gray-100',
                )
              }
            >
              <span className="relative">
                <Icon className="size-6" aria-hidden="true" />
                {badge && <Badge />}
                {chatBadge && <ChatBadge />}
              </span>
              <span>
                {label}
                {badge && <UnreadText />}
                {chatBadge && <ChatUnreadText />}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
