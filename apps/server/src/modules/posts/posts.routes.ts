import {
  createPostSchema,
  idParamSchema,
  ignoredUserIdQuerySchema,
  likeResponseSchema,
  messageResponseSchema,
  POST_MSG,
  pageSchema,
  postListQuerySchema,
  postSchema,
  updatePostSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { readPostMultipart } from './post-multipart.ts';
import {
  createPost,
  deletePost,
  getPost,
  likePost,
  listFeed,
  listGroupPosts,
  listUserPosts,
  setPostPinned,
  unlikePost,
  updatePost,
} from './posts.service.ts';

export const postRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['posts'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const maybeSignedIn = { onRequest: app.authenticateOptional };
  const postPage = pageSchema(postSchema);

  app.get(
    '/posts/group/:groupId',
    {
      ...maybeSignedIn,
      schema: {
        tags,
        params: z.object({ groupId: z.coerce.number().int().positive() }),
        querystring: postListQuerySchema,
        response: { 200: postPage },
      },
    },
    (request) => listGroupPosts(deps, { groupId: request.params.groupId, viewerId: request.userId, ...request.query }),
  );
  app.get('/posts', { ...maybeSignedIn, schema: { tags, querystring: postListQuerySchema, response: { 200: postPage } } }, (request) =>
    listFeed(deps, { viewerId: request.userId, ...request.query }),
  );
  app.get(
    '/users/posts/:id',
    { ...maybeSignedIn, schema: { tags, params: idParamSchema, querystring: postListQuerySchema, response: { 200: postPage } } },
    (request) => listUserPosts(deps, { userId: request.params.id, viewerId: request.userId, ...request.query }),
  );
  app.get('/posts/:id', { ...maybeSignedIn, schema: { tags, params: idParamSchema, response: { 200: postSchema } } }, (request) =>
    getPost(deps, { postId: request.params.id, viewerId: request.userId }),
  );
  app.post(
    '/posts',
    { config: { writeLimit: 'posts' }, ...signedIn, schema: { tags, security, body: createPostSchema, response: { 201: postSchema } } },
    async (request, reply) => reply.code(201).send(await createPost(deps, { userId: currentUserId(request), ...request.body })),
  );
  app.post(
    '/posts/with-images',
    {
      config: { writeLimit: 'posts' },
      ...signedIn,
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: postSchema } },
    },
    async (request, reply) => {
      const userId = currentUserId(request);
      const { input, discardImages } = await readPostMultipart(deps, request, userId);
      try {
        return reply.code(201).send(await createPost(deps, { userId, ...input }));
      } catch (error) {
        await discardImages();
        throw error;
      }
    },
  );
  app.put(
    '/posts/:id',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: ignoredUserIdQuerySchema,
        body: updatePostSchema,
        response: { 200: postSchema },
      },
    },
    (request) => updatePost(deps, { userId: currentUserId(request), postId: request.params.id, ...request.body }),
  );
  app.delete(
    '/posts/:id',
    {
      ...signedIn,
      schema: { tags, security, params: idParamSchema, querystring: ignoredUserIdQuerySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deletePost(deps, { userId: currentUserId(request), postId: request.params.id });
      return { message: POST_MSG.deleted };
    },
  );
  for (const [method, pinned] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/posts/:id/pin',
      config: { writeLimit: 'staff' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, response: { 200: postSchema } },
      handler: (request) => setPostPinned(deps, { userId: currentUserId(request), postId: request.params.id, pinned }),
    });
  }
  app.post(
    '/posts/:id/like',
    {
      config: { writeLimit: 'likes' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, response: { 200: likeResponseSchema } },
    },
    (request) => likePost(deps, { userId: currentUserId(request), postId: request.params.id }),
  );
  app.delete(
    '/posts/:id/like',
    {
      config: { writeLimit: 'likes' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, response: { 200: likeResponseSchema } },
    },
    (request) => unlikePost(deps, { userId: currentUserId(request), postId: request.params.id }),
  );
};
