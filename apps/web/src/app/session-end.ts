import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { MSG } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { notify } from '@/lib/notify.ts';
import type { SessionEndReason } from '@/lib/session.ts';

// The toast id folds the same ending found by several requests (and the realtime connection) into one.
const TOASTS: Record<SessionEndReason, { message: string; id: string }> = {
  expired: { message: MSG.refreshInvalid, id: 'session-expired' },
  'login-required': { message: MSG.unauthorized, id: 'login-required' },
};

/**
 * What the app does once a session is over (spec §4, §7): forget cached data, say why, and go to
 * /login remembering the page, so logging in brings the person back to it.
 */
export function createSessionEndHandler(router: DataRouter, queryClient: QueryClient) {
  return (reason: SessionEndReason): void => {
    queryClient.clear();
    const { pathname, search, hash } = router.state.location;
    if (pathname === paths.login) return;
    const toast = TOASTS[reason];
    notify.error(toast.message, toast.id);
    void router.navigate(paths.login, { replace: true, state: { from: { pathname, search, hash } } });
  };
}
