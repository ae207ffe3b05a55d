import { devMailQuerySchema, MSG, outboxMailSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { listOutbox } from './mailer.ts';

/**
 * The dev mailbox: registered only outside production while mail goes to the outbox. It holds every
 * code and reset link, so it answers only this machine unless DEV_MAIL_PUBLIC=true; others get the
 * same 404 as a path that does not exist.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(deps.config.devMailPublic || isLoopback(request.ip) ? undefined : notFound(MSG.notFound));
  });
  app.get(
    '/dev/mail',
    { schema: { tags: ['dev'], querystring: devMailQuerySchema, response: { 200: z.array(outboxMailSchema) } } },
    async (request) => {
      const rows = await listOutbox(deps.db, request.query.to);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}
