import { authSessionListSchema, authSessionParamsSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.service.ts';

/** 로그인된 기기 (contract §16): the user's sign-ins, and logging them out one by one or all at once. */
export const sessionRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['auth'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get('/auth/sessions', { ...signedIn, schema: { tags, security, response: { 200: authSessionListSchema } } }, (request) =>
    listSessions(deps, currentUserId(request), request.sessionId),
  );
  app.delete('/auth/sessions/:id', { ...signedIn, schema: { tags, security, params: authSessionParamsSchema } }, async (request, reply) => {
    await endSession(deps, currentUserId(request), request.params.id);
    return reply.code(204).send();
  });
  app.delete('/auth/sessions', { ...signedIn, schema: { tags, security } }, async (request, reply) => {
    await endOtherSessions(deps, currentUserId(request), request.sessionId);
    return reply.code(204).send();
  });
};
