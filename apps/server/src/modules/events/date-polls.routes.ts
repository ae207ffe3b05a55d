import {
  answerDatePollSchema,
  createDatePollSchema,
  datePollEventSchema,
  datePollSchema,
  eventSchema,
  idParamSchema,
  pageQuerySchema,
  pageSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  answerDatePoll,
  closeDatePoll,
  createDatePoll,
  deleteDatePoll,
  getDatePoll,
  listGroupDatePolls,
  makeDatePollEvent,
} from './date-polls.service.ts';

/**
 * Date polls (일정 조율, contract §20, §22): started by a member with candidate times, answered per
 * slot, closed, and turned into an event. Starting one and making its event count against the
 * events budget, answers against the votes budget.
 */
export const datePollRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['date-polls'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.post(
    '/groups/:id/date-polls',
    {
      config: { writeLimit: 'events' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: createDatePollSchema, response: { 201: datePollSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createDatePoll(deps, { userId: currentUserId(request), groupId: request.params.id, ...request.body })),
  );
  app.get(
    '/groups/:id/date-polls',
    {
      onRequest: app.authenticateOptional,
      schema: { tags, params: idParamSchema, querystring: pageQuerySchema(), response: { 200: pageSchema(datePollSchema) } },
    },
    (request) => listGroupDatePolls(deps, { groupId: request.params.id, viewerId: request.userId, ...request.query }),
  );
  app.get(
    '/date-polls/:id',
    { onRequest: app.authenticateOptional, schema: { tags, params: idParamSchema, response: { 200: datePollSchema } } },
    (request) => getDatePoll(deps, { pollId: request.params.id, viewerId: request.userId }),
  );
  app.put(
    '/date-polls/:id/answers',
    {
      config: { writeLimit: 'votes' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: answerDatePollSchema, response: { 200: datePollSchema } },
    },
    (request) => answerDatePoll(deps, { userId: currentUserId(request), pollId: request.params.id, answers: request.body.answers }),
  );
  app.post(
    '/date-polls/:id/close',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: datePollSchema } } },
    (request) => closeDatePoll(deps, { userId: currentUserId(request), pollId: request.params.id }),
  );
  app.post(
    '/date-polls/:id/event',
    {
      config: { writeLimit: 'events' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: datePollEventSchema, response: { 201: eventSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await makeDatePollEvent(deps, { userId: currentUserId(request), pollId: request.params.id, ...request.body })),
  );
  app.delete(
    '/date-polls/:id',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, params: idParamSchema } },
    async (request, reply) => {
      await deleteDatePoll(deps, { userId: currentUserId(request), pollId: request.params.id });
      return reply.code(204).send();
    },
  );
};
