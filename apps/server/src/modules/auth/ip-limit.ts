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
