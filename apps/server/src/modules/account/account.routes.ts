import { accountExportSchema, deleteAccountSchema, ownsGroupsErrorSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { deleteAccount, exportAccount, OwnsGroupsError } from './account.service.ts';

/** Contract §12: the signed-in user's data export (열람) and account deletion (회원탈퇴). */
export const accountRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/users/me/export',
    { config: { writeLimit: 'exports' }, ...signedIn, schema: { tags, security, response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const data = await exportAccount(deps, currentUserId(request));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="dongne-moim-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.delete(
    '/users/me',
    {
      config: { writeLimit: 'account' },
      ...signedIn,
      schema: { tags, security, body: deleteAccountSchema, response: { 204: z.null().describe('Deleted'), 409: ownsGroupsErrorSchema } },
    },
    async (request, reply) => {
      try {
        await deleteAccount(deps, { userId: currentUserId(request), password: request.body.password, ip: request.ip });
      } catch (error) {
        if (!(error instanceof OwnsGroupsError)) throw error;
        return reply.code(409).send({ ...errorBody(request, 409, error.message), status: 409 as const, groups: error.groups });
      }
      return reply.code(204).send(null);
    },
  );
};
