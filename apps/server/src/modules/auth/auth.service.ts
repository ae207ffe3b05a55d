import { setTimeout as sleep } from 'node:timers/promises';
import { type AuthResponse, MSG, type SignupPayload } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { findCompanyByEmail } from '../companies/companies.reads.ts';
import { mailboxKeyOf } from '../users/mailbox-key.ts';
import { findUserByEmail, isMailboxConflict, isMailboxTaken, isNicknameConflict, isNicknameTaken } from '../users/users.reads.ts';
import { getMe, insertUser } from '../users/users.service.ts';
import { forgiveGuesses, LOGIN_GUESSES, takeGuess } from './ip-limit.ts';
import { isSuspended, suspendedError } from './suspension.ts';
import { issueTokenPair, type RequestDevice } from './tokens.service.ts';
import { deleteVerification } from './verification.repo.ts';
import { checkSignupToken } from './verification.service.ts';

// Failed sign-ups count per client IP, never per address, so nobody can block an address's owner;
// generous, since a whole office may sign up from one IP on the same day.
const SIGNUP_FAILURES_PER_IP = 100;
const SIGNUP_FAILURE_WINDOW_MS = 3_600_000;
// Wrong passwords for one address from all IPs together: past this, logins for it are slowed, never refused.
const LOGIN_FAILURES_PER_ADDRESS = 100;
const LOGIN_FAILURE_ADDRESS_WINDOW_MS = 3_600_000;
const LOGIN_SLOWDOWN_MS = 1_000;

type SignupInput = Omit<SignupPayload, 'agreedTermsIds'> & { agreedTermsIds: number[] };

/**
 * Creates the account of a verified company address and signs it in (contract §2.3, §16): only
 * with the token its verification answered. A refused sign-up counts against the client's IP.
 */
export async function signup(deps: Deps, { ip, ...input }: SignupInput & { ip: string }, device?: RequestDevice): Promise<AuthResponse> {
  const failuresKey = `signup-fail:${ip}`;
  const failures = await deps.limiter.peek(failuresKey, SIGNUP_FAILURES_PER_IP);
  if (!failures.allowed) throw tooManyRequests(MSG.tooManyRequests, failures.retryAfterSeconds);
  try {
    return await createAccount(deps, input, device);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await deps.limiter.hit(failuresKey, SIGNUP_FAILURES_PER_IP, SIGNUP_FAILURE_WINDOW_MS);
    }
    throw error;
  }
}

async function createAccount(deps: Deps, input: SignupInput, device?: RequestDevice): Promise<AuthResponse> {
  const company = await findCompanyByEmail(deps.db, input.email);
  if (!company) throw badRequest(MSG.unknownCompanyEmail, 'email');
  if (company.id !== input.companyId) throw badRequest(MSG.companyMismatch, 'companyId');
  switch (await checkSignupToken(deps, input.email, input.verificationToken)) {
    case 'invalid':
      throw badRequest(MSG.verificationInvalid, 'verificationToken');
    case 'expired':
      throw badRequest(MSG.verificationExpired, 'verificationToken');
  }
  // One mailbox, one account (contract §2.1); the unique index on live mailbox keys decides a race.
  if (await isMailboxTaken(deps.db, input.email)) throw conflict(MSG.emailTaken, 'email');
  if (await isNicknameTaken(deps.db, input.nickname)) throw conflict(MSG.nicknameTaken, 'nickname');

  const passwordHash = await hashPassword(input.password);
  try {
    const { userId, tokens } = await deps.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email: input.email,
        nickname: input.nickname,
        passwordHash,
        companyId: company.id,
        agreedTermsIds: [...new Set(input.agreedTermsIds)].sort(),
        // ADMIN_EMAILS name operators from their sign-up on (contract §13).
        role: deps.config.adminEmails.includes(input.email.toLowerCase()) ? 'ADMIN' : 'USER',
      });
      await deleteVerification(tx, mailboxKeyOf(input.email));
      return { userId, tokens: await issueTokenPair(deps, tx, userId, device) };
    });
    return { ...tokens, user: await getMe(deps, userId) };
  } catch (error) {
    if (isMailboxConflict(error)) throw conflict(MSG.emailTaken, 'email');
    if (isNicknameConflict(error)) throw conflict(MSG.nicknameTaken, 'nickname');
    throw error;
  }
}

/**
 * Password login; the same answer for an unknown address and a wrong password. Wrong passwords
 * count per (address, client IP), so one IP's guesses never lock the owner out elsewhere.
 */
export async function login(
  deps: Deps,
  { email, password, ip }: { email: string; password: string; ip: string },
  device?: RequestDevice,
): Promise<AuthResponse> {
  await takeGuess(deps, LOGIN_GUESSES, ip, email);
  const addressKey = `login-fail:${email}`;
  const addressFailures = await deps.limiter.peek(addressKey, LOGIN_FAILURES_PER_ADDRESS);
  if (!addressFailures.allowed) await sleep(LOGIN_SLOWDOWN_MS);

  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) {
    await deps.limiter.hit(addressKey, LOGIN_FAILURES_PER_ADDRESS, LOGIN_FAILURE_ADDRESS_WINDOW_MS);
    throw unauthorized(MSG.badCredentials);
  }
  await forgiveGuesses(deps, LOGIN_GUESSES, ip, email);
  // Only the right password learns of a suspension: a guesser hears the same 401 as ever.
  if (isSuspended(user, deps.clock.now())) throw suspendedError(user.suspendedUntil);
  const tokens = await issueTokenPair(deps, deps.db, user.id, device);
  return { ...tokens, user: await getMe(deps, user.id) };
}
