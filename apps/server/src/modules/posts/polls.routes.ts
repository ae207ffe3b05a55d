import { createPollSchema, idParamSchema, pollSchema, postSchema, votePollSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { closePoll, createPoll, getPoll, vote, withdrawVote } from './polls.service.ts';

/** Polls (투표, contract §20, §22): created as a post of the group, voted on, closed. */
export const pollRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['polls'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/groups/:id/polls',
    {
      config: { writeLimit: 'posts' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: createPollSchema, response: { 201: postSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createPoll(deps, { userId: currentUserId(request), groupId: request.params.id, ...request.body })),
  );
  app.get(
    '/polls/:id',
    { onRequest: app.authenticateOptional, schema: { tags, params: idParamSchema, response: { 200: pollSchema } } },
    (request) => getPoll(deps, { pollId: request.params.id, viewerId: request.userId }),
  );
  app.put(
    '/polls/:id/vote',
    {
      config: { writeLimit: 'votes' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: votePollSchema, response: { 200: pollSchema } },
    },
    (request) => vote(deps, { userId: currentUserId(request), pollId: request.params.id, optionIds: request.body.optionIds }),
  );
  app.delete(
    '/polls/:id/vote',
    { config: { writeLimit: 'votes' }, ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: pollSchema } } },
    (request) => withdrawVote(deps, { userId: currentUserId(request), pollId: request.params.id }),
  );
  app.post(
    '/polls/:id/close',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: pollSchema } } },
    (request) => closePoll(deps, { userId: currentUserId(request), pollId: request.params.id }),
  );
};
