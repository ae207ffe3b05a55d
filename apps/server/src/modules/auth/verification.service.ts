import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error.ts';
import { hashSecret, randomCode, randomToken, safeEqual } from '../../lib/crypto.ts';
import { findCompanyByEmail } from '../companies/companies.reads.ts';
import { verificationMail } from '../mail/templates.ts';
import { mailboxKeyOf } from '../users/mailbox-key.ts';
import { isMailboxTaken } from '../users/users.reads.ts';
import { findVerification, findVerificationForUpdate, lockVerification, updateVerification } from './verification.repo.ts';

const MAX_CODE_ATTEMPTS = 5;
const MAX_SENDS_PER_HOUR = 10;
/** How long a verified address may take to finish sign-up. */
const VERIFIED_FOR_MS = 30 * 60_000;
const HOUR_MS = 3_600_000;

const codeHash = (deps: Pick<Deps, 'config'>, email: string, code: string) => hashSecret(deps.config.jwtSecret, `code:${email}:${code}`);
// The address is part of what is hashed, so a token is worth nothing for any other address.
const signupTokenHash = (deps: Pick<Deps, 'config'>, email: string, token: string) =>
  hashSecret(deps.config.jwtSecret, `signup:${email}:${token}`);

/**
 * Sends a new 6-digit code to a company address, replacing any earlier one (contract §2.2). The
 * verification, its limits and the 409 go by the mailbox (§2.1), so `kim+a@` and `kim+b@` share
 * one code, one budget and one account; the mail goes to the address as typed.
 */
export async function sendVerificationCode(deps: Deps, typed: string): Promise<{ companyName: string; companyId: number }> {
  const company = await findCompanyByEmail(deps.db, typed);
  if (!company) throw badRequest(MSG.unknownCompanyEmail, 'email');
  if (await isMailboxTaken(deps.db, typed)) throw conflict(MSG.emailTaken, 'email');
  const email = mailboxKeyOf(typed);

  const now = deps.clock.now();
  const code = randomCode();
  await deps.db.transaction(async (tx) => {
    const row = await lockVerification(tx, email, company.id);
    const sinceLastSend = now.getTime() - row.lastSentAt.getTime();
    if (sinceLastSend < CODE_RESEND_SECONDS * 1000) {
      throw tooManyRequests(MSG.codeResendTooSoon, Math.ceil((CODE_RESEND_SECONDS * 1000 - sinceLastSend) / 1000));
    }
    const windowOpen = now.getTime() - row.windowStartedAt.getTime() < HOUR_MS;
    if (windowOpen && row.sendsInWindow >= MAX_SENDS_PER_HOUR) {
      throw tooManyRequests(MSG.codeHourlyLimit, Math.ceil((row.windowStartedAt.getTime() + HOUR_MS - now.getTime()) / 1000));
    }
    await updateVerification(tx, email, {
      companyId: company.id,
      codeHash: codeHash(deps, email, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
      failedAttempts: 0,
      lastSentAt: now,
      windowStartedAt: windowOpen ? row.windowStartedAt : now,
      // An earlier verification (and its sign-up token) stays: anyone may ask for a code for
      // any address, and that must not undo the owner's verification.
      sendsInWindow: windowOpen ? row.sendsInWindow + 1 : 1,
    });
  });

  try {
    await deps.mailer.send({ to: typed, ...verificationMail(code, company.name) });
  } catch (error) {
    deps.log.error({ err: error, to: typed }, 'verification mail failed');
    throw new AppError(503, '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.');
  }
  return { companyName: company.name, companyId: company.id };
}

type CheckOutcome = 'verified' | 'wrong' | 'expired' | 'locked' | 'missing';

/**
 * Checks a code: single use, 300 s, void after five wrong tries. Failed tries are committed before
 * answering. The right code answers the token that sign-up needs; only its keyed hash is stored.
 */
export async function verifyCode(deps: Deps, typed: string, code: string): Promise<{ isVerified: true; verificationToken: string }> {
  const email = mailboxKeyOf(typed);
  const now = deps.clock.now();
  const verificationToken = randomToken();
  const outcome = await deps.db.transaction(async (tx): Promise<CheckOutcome> => {
    const row = await findVerificationForUpdate(tx, email);
    if (!row) return 'missing';
    if (row.failedAttempts >= MAX_CODE_ATTEMPTS) return 'locked';
    if (!row.codeHash) return row.verifiedAt ? 'wrong' : 'missing';
    if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (!safeEqual(row.codeHash, codeHash(deps, email, code))) {
      const failedAttempts = row.failedAttempts + 1;
      await updateVerification(tx, email, { failedAttempts, ...(failedAttempts >= MAX_CODE_ATTEMPTS ? { codeHash: null } : {}) });
      return 'wrong';
    }
    await updateVerification(tx, email, {
      codeHash: null,
      verifiedAt: now,
      signupTokenHash: signupTokenHash(deps, email, verificationToken),
    });
    return 'verified';
  });
  switch (outcome) {
    case 'verified':
      return { isVerified: true, verificationToken };
    case 'expired':
      throw badRequest(MSG.codeExpired, 'code');
    case 'locked':
      throw tooManyRequests(MSG.codeTooManyTries, CODE_RESEND_SECONDS);
    default:
      throw badRequest(MSG.codeWrong, 'code');
  }
}

export type SignupTokenCheck = 'valid' | 'invalid' | 'expired';

/** Whether `token` is the live sign-up token of the address's mailbox: issued by its verification, unused, at most 30 minutes old. */
export async function checkSignupToken(deps: Deps, typed: string, token: string): Promise<SignupTokenCheck> {
  const email = mailboxKeyOf(typed);
  const row = await findVerification(deps.db, email);
  if (!row?.signupTokenHash || !row.verifiedAt || !safeEqual(row.signupTokenHash, signupTokenHash(deps, email, token))) {
    return 'invalid';
  }
  return deps.clock.now().getTime() - row.verifiedAt.getTime() <= VERIFIED_FOR_MS ? 'valid' : 'expired';
}
