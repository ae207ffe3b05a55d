import {
  createGroupSchema,
  GROUP_MSG,
  groupDetailSchema,
  groupListQuerySchema,
  groupSchema,
  groupSearchPageSchema,
  groupSearchQuerySchema,
  idParamSchema,
  messageResponseSchema,
  pageQuerySchema,
  pageSchema,
  popularGroupsQuerySchema,
  RECOMMENDED_SIZE,
  updateGroupSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { readGroupMultipart } from './group-multipart.ts';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  listUserGroups,
  popularGroups,
  recommendedGroups,
  searchGroups,
  updateGroup,
} from './groups.service.ts';

export const groupRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['groups'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const maybeSignedIn = { onRequest: app.authenticateOptional };
  const groupPage = pageSchema(groupSchema);
  const paging = pageQuerySchema();

  app.get(
    '/groups',
    { ...maybeSignedIn, schema: { tags, querystring: groupListQuerySchema, response: { 200: groupSearchPageSchema } } },
    (request) => listGroups(deps, { viewerId: request.userId, ...request.query }),
  );
  app.get(
    '/search/groups',
    { ...maybeSignedIn, schema: { tags, querystring: groupSearchQuerySchema, response: { 200: groupSearchPageSchema } } },
    (request) => searchGroups(deps, { viewerId: request.userId, ...request.query }),
  );
  app.get(
    '/groups/popular',
    { ...maybeSignedIn, schema: { tags, querystring: popularGroupsQuerySchema, response: { 200: groupPage } } },
    (request) => popularGroups(deps, { viewerId: request.userId, ...request.query }),
  );
  app.get(
    '/groups/recommended',
    { ...signedIn, schema: { tags, security, querystring: pageQuerySchema(RECOMMENDED_SIZE), response: { 200: groupPage } } },
    (request) => recommendedGroups(deps, { userId: currentUserId(request), ...request.query }),
  );
  for (const [path, kind] of [
    ['/groups/my', 'all'],
    ['/groups/owned', 'owned'],
    ['/groups/joined', 'joined'],
  ] as const) {
    app.get(path, { ...signedIn, schema: { tags, security, querystring: paging, response: { 200: groupPage } } }, (request) => {
      const userId = currentUserId(request);
      return listUserGroups(deps, { userId, viewerId: userId, kind, ...request.query });
    });
  }
  for (const [path, kind] of [
    ['/users/groups/:id', 'all'],
    ['/users/owned-groups/:id', 'owned'],
  ] as const) {
    app.get(
      path,
      { ...maybeSignedIn, schema: { tags, params: idParamSchema, querystring: paging, response: { 200: groupPage } } },
      (request) => listUserGroups(deps, { userId: request.params.id, viewerId: request.userId, kind, ...request.query }),
    );
  }
  app.get('/groups/:id', { ...maybeSignedIn, schema: { tags, params: idParamSchema, response: { 200: groupDetailSchema } } }, (request) =>
    getGroup(deps, { groupId: request.params.id, viewerId: request.userId }),
  );
  app.post(
    '/groups',
    { config: { writeLimit: 'groups' }, ...signedIn, schema: { tags, security, body: createGroupSchema, response: { 201: groupSchema } } },
    async (request, reply) => reply.code(201).send(await createGroup(deps, { userId: currentUserId(request), input: request.body })),
  );
  app.post(
    '/groups/with-image',
    {
      config: { writeLimit: 'groups' },
      ...signedIn,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: groupSchema } },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { input, imageUrl, discardImage } = await readGroupMultipart(deps, request, userId);
      try {
        return reply.code(201).send(await createGroup(deps, { userId, input: { ...input, imageUrl: imageUrl ?? input.imageUrl } }));
      } catch (error) {
        await discardImage();
        throw error;
      }
    },
  );
  app.put(
    '/groups/:id',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: updateGroupSchema, response: { 200: groupSchema } },
    },
    (request) => updateGroup(deps, { userId: currentUserId(request), groupId: request.params.id, input: request.body }),
  );
  app.delete(
    '/groups/:id',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteGroup(deps, { userId: currentUserId(request), groupId: request.params.id });
      return { message: GROUP_MSG.deleted };
    },
  );
};
