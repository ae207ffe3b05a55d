import {
  authResponseSchema,
  loginSchema,
  logoutSchema,
  messageResponseSchema,
  refreshSchema,
  sendVerificationResponseSchema,
  sendVerificationSchema,
  signupSchema,
  tokenPairSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { login, signup } from './auth.service.ts';
import { authIpLimit, refreshIpLimit } from './ip-limit.ts';
import { sessionRoutes } from './sessions.routes.ts';
import { deviceOf, revokeRefreshToken, rotateRefreshToken } from './tokens.service.ts';
import { sendVerificationCode, verifyCode } from './verification.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['auth'];
  const limited = { preHandler: authIpLimit(deps) };

  app.post(
    '/users/send-verification-email',
    { ...limited, schema: { tags, body: sendVerificationSchema, response: { 200: sendVerificationResponseSchema } } },
    (request) => sendVerificationCode(deps, request.body.email),
  );
  app.post(
    '/users/verify-email',
    { ...limited, schema: { tags, body: verifyEmailSchema, response: { 200: verifyEmailResponseSchema } } },
    (request) => verifyCode(deps, request.body.email, request.body.code),
  );
  app.post(
    '/auth/signup',
    { ...limited, schema: { tags, body: signupSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => reply.code(201).send(await signup(deps, { ...request.body, ip: request.ip }, deviceOf(request))),
  );
  app.post('/auth/login', { ...limited, schema: { tags, body: loginSchema, response: { 200: authResponseSchema } } }, (request) =>
    login(deps, { ...request.body, ip: request.ip }, deviceOf(request)),
  );
  app.post(
    '/auth/refresh',
    { preHandler: refreshIpLimit(deps), schema: { tags, body: refreshSchema, response: { 200: tokenPairSchema } } },
    (request) => rotateRefreshToken(deps, request.body.refreshToken, deviceOf(request)),
  );
  app.post(
    '/auth/logout',
    { schema: { tags, body: logoutSchema.nullish(), response: { 200: messageResponseSchema } } },
    async (request) => {
      if (request.body?.refreshToken) await revokeRefreshToken(deps, request.body.refreshToken);
      return { message: '로그아웃되었습니다.' };
    },
  );
  await app.register(sessionRoutes, { deps });
};
