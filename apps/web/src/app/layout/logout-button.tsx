import { useNavigate } from 'react-router';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { useLogout } from '@/features/auth/api/logout.ts';
import { notify } from '@/lib/notify.ts';

export function LogoutButton({ className }: { className: string }) {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      disabled={logout.isPending}
      onClick={async () => {
        // mutateAsync settles even after this button unmounts (it does once signed out).
        await logout.mutateAsync();
        notify.success(TEXT.logoutDone);
        await navigate(paths.home);
      }}
    >
      {TEXT.navLogout}
    </button>
  );
}
