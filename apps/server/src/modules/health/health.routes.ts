import { MSG } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { readVersion } from '../../lib/version.ts';

const CHECK = z.enum(['ok', 'down']);
const readySchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable', 'draining']),
  message: z.string().optional(),
  checks: z.object({ database: CHECK, redis: CHECK.optional(), s3: CHECK.optional() }),
  /** The optional dependencies that are down while the service runs without them (Redis, S3). */
  degraded: z.array(z.enum(['redis', 's3'])).optional(),
});

type Dependency = 'database' | 'redis' | 's3';
type Checks = { database: 'ok' | 'down'; redis?: 'ok' | 'down'; s3?: 'ok' | 'down' };

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const version = readVersion();

  // Each dependency's last known state and whether the instance was ready: a change logs one line,
  // a probe that finds what the last one found logs nothing (balancers probe every few seconds).
  const last = new Map<Dependency, 'ok' | 'down'>();
  /** Why each dependency's latest failed probe failed, for the line that reports it down. */
  const causes = new Map<Dependency, unknown>();
  let wasReady: boolean | undefined;
  const up = new Gauge({
    name: 'dependency_up',
    help: 'Whether a dependency answered its last probe (1) or not (0); only the database decides readiness',
    labelNames: ['dependency'],
    registers: [app.metricsRegistry],
    // A scrape probes afresh, so the metric shows an outage even when no balancer polls readiness.
    async collect() {
      await probeAll();
    },
  });
  const note = (checks: Checks) => {
    for (const [dependency, state] of Object.entries(checks) as [Dependency, 'ok' | 'down'][]) {
      up.set({ dependency }, state === 'ok' ? 1 : 0);
      const before = last.get(dependency);
      last.set(dependency, state);
      if (before === state || (before === undefined && state === 'ok')) continue;
      if (state === 'down')
        deps.log.warn(
          { dependency, readiness: dependency === 'database' ? 'not ready' : 'degraded', err: causes.get(dependency) },
          `health: ${dependency} does not answer`,
        );
      else deps.log.info({ dependency }, `health: ${dependency} answers again`);
    }
    const ready = checks.database === 'ok';
    if (wasReady !== undefined && ready !== wasReady)
      deps.log[ready ? 'info' : 'warn']({ checks }, ready ? 'readiness: ready' : 'readiness: not ready (database down)');
    wasReady = ready;
  };
  /** Probes every configured dependency at once and records what changed. */
  const probeAll = async (): Promise<Checks> => {
    const redisClient = deps.redis;
    const storage = deps.storage;
    const [database, redis, s3] = await Promise.all([
      probe(
        () => deps.database.ping(),
        (error) => causes.set('database', error),
      ),
      redisClient
        ? probe(
            () => redisClient.ping(),
            (error) => causes.set('redis', error),
          )
        : Promise.resolve(undefined),
      storage.ping
        ? probe(
            () => storage.ping?.() ?? Promise.resolve(),
            (error) => causes.set('s3', error),
          )
        : Promise.resolve(undefined),
    ]);
    const checks: Checks = { database, ...(redis ? { redis } : {}), ...(s3 ? { s3 } : {}) };
    note(checks);
    return checks;
  };

  /** Liveness: the process runs and its event loop turns; a restart would not help otherwise. */
  app.get('/health/live', { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  /**
   * Readiness (contract §15): the database alone decides. Redis and S3 are degraded modes the
   * service runs in (chat on this instance only, per-instance rate limits, no uploads): 200 with
   * the part that is down named, never a 503 that would take every instance out of the balancer.
   */
  app.get('/health/ready', { schema: { tags: ['health'], response: { 200: readySchema, 503: readySchema } } }, async (_request, reply) => {
    const checks = await probeAll();
    if (deps.lifecycle.isDraining) return reply.code(503).send({ status: 'draining', message: MSG.unavailable, checks });
    if (checks.database !== 'ok') return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable, checks });
    const degraded = (['redis', 's3'] as const).filter((dependency) => checks[dependency] === 'down');
    if (degraded.length > 0) return { status: 'degraded' as const, checks, degraded };
    return { status: 'ok' as const, checks };
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
    async (_request, reply) => {
      // Draining after SIGTERM: still serving, but balancers should send new work elsewhere.
      if (deps.lifecycle.isDraining) return reply.code(503).send({ status: 'draining', message: MSG.unavailable });
      const database = await probe(
        () => deps.database.ping(),
        (error) => causes.set('database', error),
      );
      note({ database });
      if (database === 'ok') return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', message: MSG.unavailable });
    },
  );
};

/** 'ok' when the round trip answers within 2 s, else 'down' (the cause goes to `onError`). */
async function probe(roundTrip: () => Promise<unknown>, onError: (error: unknown) => void): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), 2_000);
  });
  try {
    await Promise.race([roundTrip(), timeout]);
    return 'ok';
  } catch (error) {
    onError(error);
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
