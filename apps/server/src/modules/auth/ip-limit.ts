import { MSG } from '@dongne/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

const WINDOW_MS = 10 * 60_000;

type LimitConfig = Deps['config'];

/** A preHandler that counts every request from one client IP in `bucket`, up to `limit` per 10 minutes. */
function perIpLimit(deps: Pick<Deps, 'limiter' | 'config'>, bucket: string, limit: (config: LimitConfig) => number) {
  return async (request: FastifyRequest) => {
    const result = await deps.limiter.hit(`${bucket}:${request.ip}`, limit(deps.config), WINDOW_MS);
    if (!result.allowed) throw tooManyRequests(MSG.tooManyRequests, result.retryAfterSeconds);
  };
}

/**
 * The identity endpoints' shared budget (RATE_LIMIT_AUTH_PER_IP per 10 minutes): generous, since
 * one office often shares one address.
 */
export const authIpLimit = (deps: Pick<Deps, 'limiter' | 'config'>) => perIpLimit(deps, 'auth-ip', (config) => config.rateLimitAuthPerIp);

/**
 * `POST /api/auth/refresh`: every refresh from one IP, live token or not, counts against
 * RATE_LIMIT_REFRESH_PER_IP per 10 minutes (contract §2.3), apart from the identity budget.
 */
export const refreshIpLimit = (deps: Pick<Deps, 'limiter' | 'config'>) =>
  perIpLimit(deps, 'refresh-ip', (config) => config.rateLimitRefreshPerIp);

/**
 * The links a mail carries, answered without signing in (RATE_LIMIT_MAIL_LINKS_PER_IP per 10
 * minutes). Apart from the identity budget: a company's mail gateway that opens every employee's
 * links from one address spends this one, never its colleagues' logins.
 */
export const mailLinkIpLimit = (deps: Pick<Deps, 'limiter' | 'config'>) =>
  perIpLimit(deps, 'mail-link-ip', (config) => config.rateLimitMailLinksPerIp);

/**
 * Counts a refresh of one sign-in (refresh family) against RATE_LIMIT_REFRESH_PER_FAMILY per 10
 * minutes: a tab refreshes every 15 minutes, a loop gets 429 with Retry-After.
 */
export async function takeFamilyRefresh(deps: Pick<Deps, 'limiter' | 'config'>, familyId: string): Promise<void> {
  const result = await deps.limiter.hit(`refresh-family:${familyId}`, deps.config.rateLimitRefreshPerFamily, WINDOW_MS);
  if (!result.allowed) throw tooManyRequests(MSG.tooManyRequests, result.retryAfterSeconds);
}

/** How many tries one client IP gets at one secret (an address's password, a user's current password). */
export type GuessBudget = { name: string; limit: number; windowMs: number; message: string };

/** Wrong passwords for one address from one IP: that IP waits 15 minutes for that address, nobody else does (contract §16). */
export const LOGIN_GUESSES: GuessBudget = { name: 'login-guess', limit: 10, windowMs: 15 * 60_000, message: MSG.loginLocked };
/** Wrong current passwords on a password change, counted the same way per (user, IP). */
export const CURRENT_PASSWORD_GUESSES: GuessBudget = {
  name: 'password-guess',
  limit: 10,
  windowMs: 15 * 60_000,
  message: MSG.tooManyRequests,
};

// The IP comes first and holds no '|', so no address can make two pairs share a key.
const guessKey = (budget: GuessBudget, ip: string, subject: string | number) => `${budget.name}:${ip}|${subject}`;

/**
 * Counts a try of `ip` at `subject` before the secret is checked, so parallel guesses cannot
 * slip past the count; 429 with Retry-After once the IP has spent its budget. A right answer
 * calls `forgiveGuesses`.
 */
export async function takeGuess(deps: Pick<Deps, 'limiter'>, budget: GuessBudget, ip: string, subject: string | number) {
  const result = await deps.limiter.hit(guessKey(budget, ip, subject), budget.limit, budget.windowMs);
  if (!result.allowed) throw tooManyRequests(budget.message, result.retryAfterSeconds);
}

/** The right secret from this IP: its earlier wrong tries no longer count. */
export async function forgiveGuesses(deps: Pick<Deps, 'limiter'>, budget: GuessBudget, ip: string, subject: string | number) {
  await deps.limiter.reset(guessKey(budget, ip, subject));
}
