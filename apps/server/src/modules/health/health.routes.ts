import { MSG } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
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
