import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { UnreadBadge } from '@/components/ui/unread-badge.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { ADMIN_NAV_LINK } from '@/features/admin/admin-messages.ts';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { useChatUnreadTotal } from '@/lib/api/chat-unread.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { Logo } from './logo.tsx';
import { LogoutButton } from './logout-button.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MEMBER_NAV, PUBLIC_NAV } from './nav-items.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-lg px-3 py-2 text-[15px] font-semibold whitespace-nowrap transition-colors',
    isActive ? 'text-gray-900' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
  );

/** The unread chat total beside 내 모임 ('읽지 않은 메시지 3개'). */
function ChatTotal() {
  return <UnreadBadge count={useChatUnreadTotal()} className="ml-1 align-[1px]" />;
}

export function Header() {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so following one of its links closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === pathname;
  const menuId = useId();
  const navItems = isAuthenticated ? [...PUBLIC_NAV, ...MEMBER_NAV] : PUBLIC_NAV;

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200/70 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-5 sm:px-6">
        <Logo />
        <nav aria-label={TEXT.mainNav} className="hidden items-center gap-0.5 lg:flex">
          {navItems.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className={navLinkClass}>
              {item.label}
              {item.chatBadge && <ChatTotal />}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          {isAuthenticated ? (
            <>
              {user?.role === 'ADMIN' && (
                <NavLink to={paths.admin} className={navLinkClass}>
                  {ADMIN_NAV_LINK}
                </NavLink>
              )}
              <NotificationBell />
              <Link to={paths.profile} className="flex items-center gap-2 rounded-full py-1 pr-3 pl-1 hover:bg-gray-100">
                <Avatar src={user?.profileImage} className="size-8" />
                <span className="max-w-32 truncate text-sm font-semibold text-gray-800">{user?.nickname}</span>
              </Link>
              <LogoutButton className={buttonClasses({ variant: 'ghost', size: 'sm' })} />
            </>
          ) : (
            <>
              <Link to={paths.login} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                {TEXT.navLogin}
              </Link>
              <Link to={paths.signup} className={buttonClasses({ size: 'sm' })}>
                {TEXT.navSignup}
              </Link>
            </>
          )}
        </div>
        {/* Below 640 px the bottom tab bar carries 알림, and the header one's own profile. */}
        {isAuthenticated && <NotificationBell className="ml-auto max-sm:hidden lg:hidden" />}
        {isAuthenticated && (
          <Link
            to={paths.profile}
            aria-label={PROFILE_TEXT.myPageTitle}
            className="ml-auto flex size-10 items-center justify-center rounded-full hover:bg-gray-100 sm:hidden"
          >
            <Avatar src={user?.profileImage} className="size-8" />
          </Link>
        )}
        <button
          type="button"
          className={cx(
            '-mr-2 flex size-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 lg:hidden',
            !isAuthenticated && 'ml-auto',
          )}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? TEXT.closeMenu : TEXT.openMenu}
          onClick={() => setMenuOpenAt(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      <MobileMenu id={menuId} isOpen={isMenuOpen} navItems={navItems} />
    </header>
  );
}
