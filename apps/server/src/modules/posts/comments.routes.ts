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
      (request) => listComments(deps, { postId: request.params.id, viewerId: request.userId, ...request.query }),
    );
  }
  app.post(
    '/posts/:id/comments',
    {
      config: { writeLimit: 'comments' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: createCommentSchema, response: { 201: commentSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await createComment(deps, { userId: currentUserId(request), postId: request.params.id, ...request.body })),
  );
  app.post(
    '/comments',
    {
      config: { writeLimit: 'comments' },
      ...signedIn,
      schema: { tags, security, body: createCommentWithPostSchema, response: { 201: commentSchema } },
    },
    async (request, reply) => reply.code(201).send(await createComment(deps, { userId: currentUserId(request), ...request.body })),
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
    (request) => updateComment(deps, { userId: currentUserId(request), commentId: request.params.id, content: request.body.content }),
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
