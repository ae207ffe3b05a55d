import { devMailQuerySchema, outboxMailSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { listOutbox } from './mailer.ts';

/** The dev mailbox: registered only outside production while mail goes to the outbox. */
export const devMailRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/dev/mail',
    { schema: { tags: ['dev'], querystring: devMailQuerySchema, response: { 200: z.array(outboxMailSchema) } } },
    async (request) => {
      const rows = await listOutbox(deps.db, request.query.to);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};
