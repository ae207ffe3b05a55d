import {
  approveJoinRequestSchema,
  GROUP_MSG,
  idParamSchema,
  joinGroupSchema,
  joinRequestListQuerySchema,
  joinRequestSchema,
  joinResponseSchema,
  memberListQuerySchema,
  memberSchema,
  messageResponseSchema,
  pageSchema,
  rejectJoinRequestSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  cancelJoinRequest,
  decideJoinRequest,
  getMyJoinRequest,
  joinGroup,
  leaveGroup,
  listJoinRequests,
  listMembers,
} from './membership.service.ts';

const requestParams = z.object({ requestId: z.coerce.number().int().positive() });

export const membershipRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['membership'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/groups/:id/join',
    {
      config: { writeLimit: 'joins' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: joinGroupSchema.nullish(), response: { 201: joinResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await joinGroup(deps, {
          userId: currentUserId(request),
          groupId: request.params.id,
          message: request.body?.message,
          answer: request.body?.answer,
        }),
      ),
  );
  app.post(
    '/groups/:id/leave',
    {
      config: { writeLimit: 'joins' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await leaveGroup(deps, { userId: currentUserId(request), groupId: request.params.id });
      return { message: GROUP_MSG.left };
    },
  );
  app.get(
    '/groups/:id/members',
    {
      onRequest: app.authenticateOptional,
      schema: { tags, params: idParamSchema, querystring: memberListQuerySchema, response: { 200: pageSchema(memberSchema) } },
    },
    (request) => listMembers(deps, { viewerId: request.userId, groupId: request.params.id, ...request.query }),
  );
  app.get(
    '/groups/:id/join-requests',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: joinRequestListQuerySchema,
        response: { 200: pageSchema(joinRequestSchema) },
      },
    },
    (request) => listJoinRequests(deps, { userId: currentUserId(request), groupId: request.params.id, ...request.query }),
  );
  app.get(
    '/groups/:id/my-join-request',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: joinRequestSchema } } },
    (request) => getMyJoinRequest(deps, { userId: currentUserId(request), groupId: request.params.id }),
  );
  app.post(
    '/groups/join-requests/:requestId/approve',
    {
      ...signedIn,
      schema: { tags, security, params: requestParams, body: approveJoinRequestSchema.nullish(), response: { 200: joinRequestSchema } },
    },
    (request) =>
      decideJoinRequest(deps, {
        userId: currentUserId(request),
        requestId: request.params.requestId,
        approve: true,
        note: request.body?.message,
      }),
  );
  app.post(
    '/groups/join-requests/:requestId/reject',
    {
      ...signedIn,
      schema: { tags, security, params: requestParams, body: rejectJoinRequestSchema.nullish(), response: { 200: joinRequestSchema } },
    },
    (request) =>
      decideJoinRequest(deps, {
        userId: currentUserId(request),
        requestId: request.params.requestId,
        approve: false,
        note: request.body?.reason || request.body?.message,
      }),
  );
  app.post(
    '/groups/:id/join-requests/:requestId/cancel',
    {
      config: { writeLimit: 'joins' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema.extend(requestParams.shape), response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await cancelJoinRequest(deps, { userId: currentUserId(request), groupId: request.params.id, requestId: request.params.requestId });
      return { message: '가입 신청을 취소했습니다.' };
    },
  );
};
