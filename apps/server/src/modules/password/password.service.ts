import { MSG, type TokenPair } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, tooManyRequests } from '../../lib/app-error.ts';
import { hashPassword, hashSecret, randomToken, verifyPassword } from '../../lib/crypto.ts';
import { CURRENT_PASSWORD_GUESSES, forgiveGuesses, takeGuess } from '../auth/ip-limit.ts';
import { describeDevice } from '../auth/sessions.service.ts';
import { endSessions, issueTokenPair, type RequestDevice, renewTokenPair, revokeUserSessions } from '../auth/tokens.service.ts';
import { replaceCalendarToken } from '../events/calendar.service.ts';
import { passwordChangedMail, passwordResetMail } from '../mail/templates.ts';
import { findUserByEmail, findUserById } from '../users/users.reads.ts';
import { updateUser } from '../users/users.service.ts';
import { findResetToken, insertResetToken, markAllResetTokensUsed } from './password.repo.ts';

const RESET_TOKEN_TTL_MS = 30 * 60_000;
const RESET_REQUESTS_PER_HOUR = 5;
const RESET_SENT_MESSAGE = '비밀번호 재설정 이메일이 발송되었습니다';

const resetHash = (deps: Pick<Deps, 'config'>, token: string) => hashSecret(deps.config.jwtSecret, `reset:${token}`);

/** Mails a single-use reset link when the address has an account; answers the same either way. */
export async function requestPasswordReset(deps: Deps, email: string): Promise<{ message: string }> {
  const attempt = await deps.limiter.hit(`reset:${email}`, RESET_REQUESTS_PER_HOUR, 3_600_000);
  if (!attempt.allowed) throw tooManyRequests(MSG.tooManyRequests, attempt.retryAfterSeconds);
  const user = await findUserByEmail(deps.db, email);
  if (user) {
    const now = deps.clock.now();
    const token = randomToken();
    await deps.db.transaction(async (tx) => {
      await markAllResetTokensUsed(tx, user.id, now);
      await insertResetToken(tx, {
        userId: user.id,
        tokenHash: resetHash(deps, token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
    });
    const link = `${deps.config.publicUrl}/password-reset/confirm/${token}`;
    try {
      await deps.mailer.send({ to: email, ...passwordResetMail(link, user.nickname) });
    } catch (error) {
      // Answering differently here would reveal that the account exists.
      deps.log.error({ err: error }, 'password reset mail failed');
    }
  }
  return { message: RESET_SENT_MESSAGE };
}

export async function isResetTokenValid(deps: Deps, token: string): Promise<boolean> {
  const row = await findResetToken(deps.db, resetHash(deps, token));
  return Boolean(row && !row.usedAt && row.expiresAt.getTime() > deps.clock.now().getTime());
}

/** Sets a new password from a mailed link; the link is spent and every session of the user ends. */
export async function resetPassword(
  deps: Deps,
  { token, newPassword }: { token: string; newPassword: string },
): Promise<{ message: string }> {
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const row = await findResetToken(tx, resetHash(deps, token), { lock: true });
    if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    await updateUser(tx, row.userId, { passwordHash });
    await markAllResetTokensUsed(tx, row.userId, now);
    await replaceCalendarToken(deps, tx, row.userId);
    return revokeUserSessions(deps, tx, row.userId);
  });
  if (!ended) throw badRequest(MSG.tokenInvalid, 'token');
  await endSessions(deps, ended);
  return { message: '비밀번호가 성공적으로 변경되었습니다' };
}

/**
 * Changes the signed-in user's password, ends every other session (their tokens and live
 * connections), replaces the calendar-feed token, mails the owner and answers a fresh pair for
 * this device's session, which goes on. Wrong current passwords count per (user, client IP) like
 * logins: the 11th try in 15 minutes is 429.
 */
export async function changePassword(
  deps: Deps,
  {
    userId,
    currentPassword,
    newPassword,
    ip,
    sessionId = null,
    device = { userAgent: null, ip: null },
  }: { userId: number; currentPassword: string; newPassword: string; ip: string; sessionId?: string | null; device?: RequestDevice },
): Promise<{ message: string } & TokenPair> {
  await takeGuess(deps, CURRENT_PASSWORD_GUESSES, ip, userId);
  const user = await findUserById(deps.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw badRequest(MSG.currentPasswordWrong, 'currentPassword');
  }
  await forgiveGuesses(deps, CURRENT_PASSWORD_GUESSES, ip, userId);
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const { tokens, ended } = await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    await replaceCalendarToken(deps, tx, userId);
    const ended = await revokeUserSessions(deps, tx, userId, sessionId);
    // A token from before sessions had ids names none: that device starts a new one.
    const tokens = sessionId ? await renewTokenPair(deps, tx, userId, sessionId) : await issueTokenPair(deps, tx, userId, device);
    return { tokens, ended };
  });
  await endSessions(deps, ended);
  const mail = passwordChangedMail({
    nickname: user.nickname,
    at: now,
    device: describeDevice(device.userAgent),
    resetLink: `${deps.config.publicUrl}/password-reset`,
  });
  try {
    await deps.mailer.send({ to: user.email, ...mail });
  } catch (error) {
    // The password is changed either way; the mail is a courtesy, not a condition.
    deps.log.error({ err: error }, 'password changed mail failed');
  }
  return { message: '비밀번호가 성공적으로 변경되었습니다', ...tokens };
}
