import {
  changeRoleSchema,
  GROUP_MSG,
  groupBanSchema,
  groupSchema,
  handOverSchema,
  idParamSchema,
  memberSchema,
  memberUserParamsSchema,
  messageResponseSchema,
  pageQuerySchema,
  pageSchema,
  removeMemberQuerySchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { changeRole, handOver, listBans, removeMember, unban } from './staff.service.ts';

/** Contract §10: roles, hand-over, removal and bans (the group's staff). */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['membership'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const staffWrite = { config: { writeLimit: 'staff' as const }, ...signedIn };

  app.put(
    '/groups/:id/members/:userId/role',
    {
      ...staffWrite,
      schema: { tags, security, params: memberUserParamsSchema, body: changeRoleSchema, response: { 200: memberSchema } },
    },
    (request) =>
      changeRole(deps, {
        userId: currentUserId(request),
        groupId: request.params.id,
        targetId: request.params.userId,
        role: request.body.role,
      }),
  );
  app.post(
    '/groups/:id/owner',
    { ...staffWrite, schema: { tags, security, params: idParamSchema, body: handOverSchema, response: { 200: groupSchema } } },
    (request) => handOver(deps, { userId: currentUserId(request), groupId: request.params.id, targetId: request.body.userId }),
  );
  app.delete(
    '/groups/:id/members/:userId',
    {
      ...staffWrite,
      schema: {
        tags,
        security,
        params: memberUserParamsSchema,
        querystring: removeMemberQuerySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { banned } = await removeMember(deps, {
        userId: currentUserId(request),
        groupId: request.params.id,
        targetId: request.params.userId,
        ban: request.query.ban,
        reason: request.query.reason,
      });
      return { message: banned ? GROUP_MSG.memberBanned : GROUP_MSG.memberRemoved };
    },
  );
  app.get(
    '/groups/:id/bans',
    {
      ...signedIn,
      schema: { tags, security, params: idParamSchema, querystring: pageQuerySchema(), response: { 200: pageSchema(groupBanSchema) } },
    },
    (request) => listBans(deps, { userId: currentUserId(request), groupId: request.params.id, ...request.query }),
  );
  app.delete(
    '/groups/:id/bans/:userId',
    { ...staffWrite, schema: { tags, security, params: memberUserParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await unban(deps, { userId: currentUserId(request), groupId: request.params.id, targetId: request.params.userId });
      return { message: GROUP_MSG.unbanned };
    },
  );
};
