import { MSG } from '@dongne/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

const WINDOW_MS = 10 * 60_000;

/**
 * preHandler shared by the identity endpoints: a generous per-IP budget
 * (RATE_LIMIT_AUTH_PER_IP per 10 minutes), since one office often shares one address.
 */
export function authIpLimit(deps: Pick<Deps, 'limiter' | 'config'>) {
  return async (request: FastifyRequest) => {
    const result = await deps.limiter.hit(`auth-ip:${request.ip}`, deps.config.rateLimitAuthPerIp, WINDOW_MS);
    if (!result.allowed) throw tooManyRequests(MSG.tooManyRequests, result.retryAfterSeconds);
  };
}

/**
 * preHandler of `POST /api/auth/refresh`: every refresh from one IP, live token or not, counts
 * against RATE_LIMIT_REFRESH_PER_IP per 10 minutes (contract §2.3), apart from the identity budget.
 */
export function refreshIpLimit(deps: Pick<Deps, 'limiter' | 'config'>) {
  return async (request: FastifyRequest) => {
    const result = await deps.limiter.hit(`refresh-ip:${request.ip}`, deps.config.rateLimitRefreshPerIp, WINDOW_MS);
    if (!result.allowed) throw tooManyRequests(MSG.tooManyRequests, result.retryAfterSeconds);
  };
}

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
