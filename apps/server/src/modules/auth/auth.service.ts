import { type AuthResponse, MSG, type SignupPayload } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findCompanyByEmail } from '../companies/companies.repo.ts';
import { findUserByEmail, insertUser, isNicknameConflict, isNicknameTaken } from '../users/users.repo.ts';
import { getMe } from '../users/users.service.ts';
import { issueTokenPair } from './tokens.service.ts';
import { deleteVerification } from './verification.repo.ts';
import { isRecentlyVerified } from './verification.service.ts';

const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
const SIGNUP_LIMIT_PER_HOUR = 10;

type SignupInput = Omit<SignupPayload, 'agreedTermsIds'> & { agreedTermsIds: number[] };

/** Creates the account of a verified company address and signs it in (contract §2.3). */
export async function signup(deps: Deps, input: SignupInput): Promise<AuthResponse> {
  const attempt = await deps.limiter.hit(`signup:${input.email}`, SIGNUP_LIMIT_PER_HOUR, 3_600_000);
  if (!attempt.allowed) throw tooManyRequests(MSG.tooManyRequests, attempt.retryAfterSeconds);

  const company = await findCompanyByEmail(deps.db, input.email);
  if (!company) throw badRequest(MSG.unknownCompanyEmail, 'email');
  if (company.id !== input.companyId) throw badRequest(MSG.companyMismatch, 'companyId');
  if (await findUserByEmail(deps.db, input.email)) throw conflict(MSG.emailTaken, 'email');
  if (await isNicknameTaken(deps.db, input.nickname)) throw conflict(MSG.nicknameTaken, 'nickname');
  if (!(await isRecentlyVerified(deps, input.email))) throw badRequest(MSG.emailNotVerified, 'email');

  const passwordHash = await hashPassword(input.password);
  try {
    const { userId, tokens } = await deps.db.transaction(async (tx) => {
      const userId = await insertUser(tx, {
        email: input.email,
        nickname: input.nickname,
        passwordHash,
        companyId: company.id,
        agreedTermsIds: [...new Set(input.agreedTermsIds)].sort(),
      });
      await deleteVerification(tx, input.email);
      return { userId, tokens: await issueTokenPair(deps, tx, userId) };
    });
    return { ...tokens, user: await getMe(deps, userId) };
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw conflict(MSG.emailTaken, 'email');
    if (isNicknameConflict(error)) throw conflict(MSG.nicknameTaken, 'nickname');
    throw error;
  }
}

/** Password login; the same answer for an unknown address and a wrong password. */
export async function login(deps: Deps, { email, password }: { email: string; password: string }): Promise<AuthResponse> {
  const failuresKey = `login-fail:${email}`;
  const failures = await deps.limiter.peek(failuresKey, LOGIN_FAILURE_LIMIT);
  if (!failures.allowed) throw tooManyRequests(MSG.loginLocked, failures.retryAfterSeconds);

  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !isValid) {
    await deps.limiter.hit(failuresKey, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS);
    throw unauthorized(MSG.badCredentials);
  }
  await deps.limiter.reset(failuresKey);
  const tokens = await issueTokenPair(deps, deps.db, user.id);
  return { ...tokens, user: await getMe(deps, user.id) };
}
