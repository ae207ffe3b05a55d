import {
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatReactionParamsSchema,
  chatReactionsSchema,
  chatReadPositionSchema,
  chatRoomListItemSchema,
  chatRoomSchema,
  chatUnreadCountSchema,
  idParamSchema,
  markChatReadSchema,
  messageResponseSchema,
  pageSchema,
  sendChatMessageSchema,
  setChatNoticeSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { clearNotice, deleteMessage, getRoom, listMessages, sendMessage, setNotice } from './chat.service.ts';
import { setReaction } from './chat-reactions.service.ts';
import { listMyRooms, markRead, unreadTotal } from './chat-reads.service.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['chat'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/groups/:id/chat/room',
      ...signedIn,
      schema: { tags, security, params: idParamSchema, response: { 200: chatRoomSchema } },
      handler: (request) => getRoom(deps, { userId: currentUserId(request), groupId: request.params.id }),
    });
  }
  app.get(
    '/groups/:id/chat/messages',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: pageSchema(chatMessageSchema) },
      },
    },
    (request) => listMessages(deps, { userId: currentUserId(request), groupId: request.params.id, ...request.query }),
  );
  app.post(
    '/groups/:id/chat/messages',
    {
      config: { writeLimit: 'chat' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: sendChatMessageSchema, response: { 201: chatMessageSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await sendMessage(deps, { userId: currentUserId(request), groupId: request.params.id, ...request.body })),
  );
  app.delete(
    '/groups/:id/chat/messages/:messageId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema.extend({ messageId: z.coerce.number().int().positive() }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteMessage(deps, { userId: currentUserId(request), groupId: request.params.id, messageId: request.params.messageId });
      return { message: '메시지가 삭제되었습니다.' };
    },
  );
  // Reactions (공감, contract §21): give or take back one of six, as often as likes are given.
  for (const [method, on] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/chat/messages/:id/reactions/:key',
      config: { writeLimit: 'likes' },
      ...signedIn,
      schema: { tags, security, params: chatReactionParamsSchema, response: { 200: chatReactionsSchema } },
      handler: (request) =>
        setReaction(deps, { userId: currentUserId(request), messageId: request.params.id, key: request.params.key, on }),
    });
  }
  // The room notice (공지, contract §21): staff pin one message above the room, or take it down.
  app.put(
    '/groups/:id/chat/notice',
    {
      config: { writeLimit: 'staff' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: setChatNoticeSchema, response: { 200: chatRoomSchema } },
    },
    (request) => setNotice(deps, { userId: currentUserId(request), groupId: request.params.id, messageId: request.body.messageId }),
  );
  app.delete(
    '/groups/:id/chat/notice',
    { config: { writeLimit: 'staff' }, ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: chatRoomSchema } } },
    (request) => clearNotice(deps, { userId: currentUserId(request), groupId: request.params.id }),
  );
  app.put(
    '/groups/:id/chat/read',
    {
      config: { writeLimit: 'chatReads' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: markChatReadSchema, response: { 200: chatReadPositionSchema } },
    },
    (request) => markRead(deps, { userId: currentUserId(request), groupId: request.params.id, messageId: request.body.messageId }),
  );
  app.get('/chat/rooms', { ...signedIn, schema: { tags, security, response: { 200: z.array(chatRoomListItemSchema) } } }, (request) =>
    listMyRooms(deps, currentUserId(request)),
  );
  app.get('/chat/unread-count', { ...signedIn, schema: { tags, security, response: { 200: chatUnreadCountSchema } } }, (request) =>
    unreadTotal(deps, currentUserId(request)),
  );
};
