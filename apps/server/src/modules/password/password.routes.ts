import {
  changePasswordSchema,
  messageResponseSchema,
  resetConfirmSchema,
  resetRequestSchema,
  resetValidateResponseSchema,
  tokenPairSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { authIpLimit } from '../auth/ip-limit.ts';
import { deviceOf } from '../auth/tokens.service.ts';
import { changePassword, isResetTokenValid, requestPasswordReset, resetPassword } from './password.service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['password'];
  const limited = { preHandler: authIpLimit(deps) };
  const requestSchema = { tags, body: resetRequestSchema, response: { 200: messageResponseSchema } };
  const confirmSchema = { tags, body: resetConfirmSchema, response: { 200: messageResponseSchema } };

  // The spec's client knows two families of paths for the same two steps.
  for (const path of ['/password/reset-request', '/password/reset-request/resend', '/auth/reset-password']) {
    app.post(path, { ...limited, schema: requestSchema }, (request) => requestPasswordReset(deps, request.body.email));
  }
  for (const path of ['/password/reset', '/auth/reset-password/confirm']) {
    app.post(path, { ...limited, schema: confirmSchema }, (request) => resetPassword(deps, request.body));
  }
  app.get(
    '/password/reset/validate/:token',
    { schema: { tags, params: z.object({ token: z.string().max(200) }), response: { 200: resetValidateResponseSchema } } },
    async (request) => ({ isValid: await isResetTokenValid(deps, request.params.token) }),
  );
  app.post(
    '/password/change',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordSchema,
        response: { 200: messageResponseSchema.extend(tokenPairSchema.shape) },
      },
    },
    (request) =>
      changePassword(deps, {
        userId: currentUserId(request),
        ...request.body,
        ip: request.ip,
        sessionId: request.sessionId,
        device: deviceOf(request),
      }),
  );
};
