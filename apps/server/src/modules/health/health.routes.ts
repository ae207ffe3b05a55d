import { MSG } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { readVersion } from '../../lib/version.ts';

const CHECK = z.enum(['ok', 'down']);
const readySchema = z.object({
  status: z.enum(['ok', 'unavailable', 'draining']),
  message: z.string().optional(),
  checks: z.object({ database: CHECK, redis: CHECK.optional(), s3: CHECK.optional() }),
});

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const version = readVersion();

  /** Liveness: the process runs and its event loop turns; a restart would not help otherwise. */
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  /** Readiness: every dependency this instance was configured with answers, else 503 naming which. */
  app.get('/health/ready', { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } }, async (request, reply) => {
    const redisClient = deps.redis;
    const storage = deps.storage;
    const [database, redis, s3] = await Promise.all([
      probe(() => deps.database.ping()),
      redisClient ? probe(() => redisClient.ping()) : Promise.resolve(undefined),
      storage.ping ? probe(() => storage.ping?.() ?? Promise.resolve()) : Promise.resolve(undefined),
    ]);
    const checks = { database, ...(redis ? { redis } : {}), ...(s3 ? { s3 } : {}) };
    if (deps.lifecycle.isDraining) return reply.code(503).send({ status: 'draining', message: MSG.unavailable, checks });
    if (Object.values(checks).every((check) => check === 'ok')) return { status: 'ok' as const, checks };
    request.log.warn({ checks }, 'not ready');
    return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable, checks });
  });

  app.get(
    '/version',
    { schema: { tags: ['health'], response: { 200: z.object({ version: z.string(), commit: z.string() }) } } },
    async () => version,
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.string(), message: z.string() }) },
      },
    },
    async (request, reply) => {
      // Draining after SIGTERM: still serving, but balancers should send new work elsewhere.
      if (deps.lifecycle.isDraining) return reply.code(503).send({ status: 'draining', message: MSG.unavailable });
      try {
        await deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable });
      }
    },
  );
};

/** 'ok' when the round trip answers within 2 s, else 'down'. */
async function probe(roundTrip: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), 2_000);
  });
  try {
    await Promise.race([roundTrip(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
