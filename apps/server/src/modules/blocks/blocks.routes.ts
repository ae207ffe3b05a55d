import { blockedUsersPageSchema, idParamSchema, pageQuerySchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { blockUser, listBlockedUsers, unblockUser } from './blocks.service.ts';

/** 차단 (contract §11): block and unblock a user, and one's block list. */
export const blockRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/users/blocks',
    { ...signedIn, schema: { tags, security, querystring: pageQuerySchema(), response: { 200: blockedUsersPageSchema } } },
    (request) => listBlockedUsers(deps, { userId: currentUserId(request), ...request.query }),
  );
  app.post(
    '/users/:id/block',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, params: idParamSchema } },
    async (request, reply) => {
      await blockUser(deps, { userId: currentUserId(request), targetId: request.params.id });
      return reply.code(204).send();
    },
  );
  app.delete(
    '/users/:id/block',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, params: idParamSchema } },
    async (request, reply) => {
      await unblockUser(deps, { userId: currentUserId(request), targetId: request.params.id });
      return reply.code(204).send();
    },
  );
};
