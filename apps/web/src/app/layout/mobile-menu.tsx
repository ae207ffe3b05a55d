import { Link, NavLink } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { ADMIN_NAV_LINK } from '@/features/admin/admin-messages.ts';
import { UnreadCountPill } from '@/features/notifications/components/notification-bell.tsx';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { LogoutButton } from './logout-button.tsx';

type MobileMenuProps = { id: string; isOpen: boolean; navItems: readonly { to: string; label: string; end?: boolean }[] };

/** The header's menu below 1024 px (six member links do not fit beside the account area earlier); it also shows the signed-in e-mail (spec §2). */
export function MobileMenu({ id, isOpen, navItems }: MobileMenuProps) {
  const user = useAuthStore((state) => state.user);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return (
    <div id={id} hidden={!isOpen} className="border-t border-gray-100 bg-white px-5 pt-3 pb-5 shadow-card lg:hidden">
      {isAuthenticated && user && (
        <div className="mb-3 flex items-center gap-3 rounded-field bg-gray-50 p-3">
          <Avatar src={user.profileImage} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-bold text-gray-900">{user.nickname}</p>
            <p className="truncate text-sm text-gray-600">{user.email}</p>
          </div>
        </div>
      )}
      <nav aria-label={TEXT.mobileNav}>
        <ul className="flex flex-col">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cx(
                    'block rounded-lg px-3 py-3 text-base font-semibold',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-50',
                  )
                }
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {isAuthenticated && (
            <li>
              <NavLink
                to={paths.notifications}
                className={({ isActive }) =>
                  cx(
                    'flex items-center rounded-lg px-3 py-3 text-base font-semibold',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-50',
                  )
                }
              >
                {TEXT.navNotifications}
                <UnreadCountPill />
              </NavLink>
            </li>
          )}
          {isAuthenticated && user?.role === 'ADMIN' && (
            <li>
              <NavLink
                to={paths.admin}
                className={({ isActive }) =>
                  cx(
                    'block rounded-lg px-3 py-3 text-base font-semibold',
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-800 hover:bg-gray-50',
                  )
                }
              >
                {ADMIN_NAV_LINK}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
      <div className="mt-3 flex gap-2 border-t border-gray-100 pt-4">
        {isAuthenticated ? (
          <LogoutButton className={buttonClasses({ variant: 'outline', fullWidth: true })} />
        ) : (
          <>
            <Link to={paths.login} className={buttonClasses({ variant: 'outline', className: 'flex-1' })}>
              {TEXT.navLogin}
            </Link>
            <Link to={paths.signup} className={buttonClasses({ className: 'flex-1' })}>
              {TEXT.navSignup}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
