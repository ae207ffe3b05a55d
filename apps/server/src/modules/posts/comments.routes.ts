import {
  commentSchema,
  createCommentSchema,
  createCommentWithPostSchema,
  idParamSchema,
  messageResponseSchema,
  POST_MSG,
  pageQuerySchema,
  pageSchema,
  replySchema,
  updateCommentSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { createComment, deleteComment, getComment, listComments, listReplies, updateComment } from './comments.service.ts';

export const commentRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['comments'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const maybeSignedIn = { onRequest: app.authenticateOptional };
  const commentPage = pageSchema(commentSchema);

  for (const path of ['/posts/:id/comments', '/comments/post/:id']) {
    app.get(
      path,
      { ...maybeSignedIn, schema: { tags, params: idParamSchema, querystring: pageQuerySchema(), response: { 200: commentPage } } },
      (request) => listComments(deps, { thread: { kind: 'post', id: request.params.id }, viewerId: request.userId, ...request.query }),
    );
  }
  // Contract §19: questions and answers under an event, with the same shape and rules.
  app.get(
    '/events/:id/comments',
    { ...maybeSignedIn, schema: { tags, params: idParamSchema, querystring: pageQuerySchema(), response: { 200: commentPage } } },
    (request) => listComments(deps, { thread: { kind: 'event', id: request.params.id }, viewerId: request.userId, ...request.query }),
  );
  for (const kind of ['post', 'event'] as const) {
    app.post(
      `/${kind}s/:id/comments`,
      {
        config: { writeLimit: 'comments' },
        ...signedIn,
        schema: { tags, security, params: idParamSchema, body: createCommentSchema, response: { 201: commentSchema } },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createComment(deps, { userId: currentUserId(request), thread: { kind, id: request.params.id }, ...request.body })),
    );
  }
  app.post(
    '/comments',
    {
      config: { writeLimit: 'comments' },
      ...signedIn,
      schema: { tags, security, body: createCommentWithPostSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => {
      const { postId, ...comment } = request.body;
      return reply
        .code(201)
        .send(await createComment(deps, { userId: currentUserId(request), thread: { kind: 'post', id: postId }, ...comment }));
    },
  );
  app.get('/comments/:id', { ...maybeSignedIn, schema: { tags, params: idParamSchema, response: { 200: commentSchema } } }, (request) =>
    getComment(deps, { commentId: request.params.id, viewerId: request.userId }),
  );
  app.get(
    '/comments/:id/replies',
    { ...maybeSignedIn, schema: { tags, params: idParamSchema, response: { 200: z.array(replySchema) } } },
    (request) => listReplies(deps, { commentId: request.params.id, viewerId: request.userId }),
  );
  app.put(
    '/comments/:id',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: updateCommentSchema, response: { 200: commentSchema } },
    },
    (request) => updateComment(deps, { userId: currentUserId(request), commentId: request.params.id, ...request.body }),
  );
  app.delete(
    '/comments/:id',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteComment(deps, { userId: currentUserId(request), commentId: request.params.id });
      return { message: POST_MSG.commentRemoved };
    },
  );
};
