import { MSG } from '@dongne/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { WriteLimitName } from '../config.ts';
import type { Deps } from '../deps.ts';
import { tooManyRequests } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-user write budget this route counts against (contract §16), from `config.writeLimits`. */
    writeLimit?: WriteLimitName;
  }
}

/**
 * Per-user write limits, declared by a route as `config: { writeLimit: 'posts' }` and counted in
 * the shared rate limiter (in-process, or Redis across instances). The count runs in preHandler:
 * after the route's own `authenticate` (a guest still hears 401) and the body's validation (a form
 * corrected a few times costs nothing; a 400 writes nothing), before the handler writes, so a
 * refused write changes nothing. Budgets a person never meets and a script quickly does: over it,
 * 429 with Retry-After.
 */
export const writeLimitsPlugin = fp(async (app: FastifyInstance, { deps }: { deps: Pick<Deps, 'config' | 'limiter'> }) => {
  app.addHook('onRoute', (route) => {
    const name = route.config?.writeLimit;
    if (!name) return;
    const { limit, windowMs } = deps.config.writeLimits[name];
    const countWrite: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
      // Every limited route authenticates first; a route without a user is not this hook's to refuse.
      if (request.userId === null) return;
      const result = await deps.limiter.hit(`write:${name}:${request.userId}`, limit, windowMs);
      if (!result.allowed) throw tooManyRequests(MSG.tooManyRequests, result.retryAfterSeconds);
    };
    const existing = route.preHandler;
    route.preHandler = existing ? [...(Array.isArray(existing) ? existing : [existing]), countWrite] : [countWrite];
  });
});
