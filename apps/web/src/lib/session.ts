import { isAxiosError } from 'axios';
import { useAuthStore } from './auth-store.ts';

/**
 * Why a session ended without the person asking: `expired` when a signed-in session's refresh
 * token was refused or is gone, `login-required` when a guest (no token at all) reached a
 * members-only call. Both clear auth and leave for /login (spec §4, §7); only the wording differs.
 */
export type SessionEndReason = 'expired' | 'login-required';

/** No refresh token to try: the session cannot be renewed. */
export class SessionExpiredError extends Error {}

let onSessionEnd: (reason: SessionEndReason) => void = () => window.location.assign('/login');

/** The app decides how to say it and leave for /login (router navigation instead of a full reload). */
export function setSessionEndHandler(handler: (reason: SessionEndReason) => void): void {
  onSessionEnd = handler;
}

/**
 * The one ending of a dead session, whoever noticed it: a REST call's 401 or the realtime
 * connection's refused refresh. Tokens and user are forgotten here, the rest is the app's handler.
 */
export function endSession(reason: SessionEndReason): void {
  if (expected) {
    expected.ended = true;
    return;
  }
  // Requests of a session that is already gone answering 401 late: a session left on purpose
  // (회원탈퇴: its screens' queries still settling), or one logged out in another tab. Nothing is
  // left to expire, and no reason to leave the page the person is on.
  if (Date.now() - leftAt < LEFT_SESSION_QUIET_MS) return;
  if (reason === 'expired' && !useAuthStore.getState().isAuthenticated) return;
  useAuthStore.getState().logout();
  onSessionEnd(reason);
}

let expected: { ended: boolean } | null = null;
/** When `leaveEndedSession` last ran; the ended session's late answers stay quiet for a while after. */
let leftAt = 0;
const LEFT_SESSION_QUIET_MS = 10_000;

/**
 * While the person's own request ends their session (deleting their account, contract §12), a
 * 401 or a closed realtime connection it causes neither logs out nor announces an expired login:
 * the screen that asked decides where to go. Answers `done(ended)`: when the request failed after
 * all, an ending seen meanwhile is handled as usual; when it succeeded, the session stays quiet
 * until `leaveEndedSession` forgets it.
 */
export function expectSessionEnd(): (ended: boolean) => void {
  const watch = { ended: false };
  expected = watch;
  return (ended) => {
    if (ended || expected !== watch) return;
    expected = null;
    if (watch.ended) endSession('expired');
  };
}

/** Forgets the session the person ended themselves (after `expectSessionEnd`), without a word. */
export function leaveEndedSession(): void {
  expected = null;
  leftAt = Date.now();
  useAuthStore.getState().logout();
}

/** Whether a failed refresh means the session is over (4xx, or nothing to refresh with). */
export function isDeadSession(refreshError: unknown): boolean {
  if (refreshError instanceof SessionExpiredError) return true;
  // A network failure, a 5xx or a 429 (the refresh budget, contract §2.3) during refresh says
  // nothing about the session: keep it.
  const status = isAxiosError(refreshError) ? refreshError.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
}
