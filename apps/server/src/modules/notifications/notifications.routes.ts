import { idParamSchema, messageResponseSchema, notificationSchema, pageQuerySchema, pageSchema, unreadCountSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { clearNotifications, deleteNotification, listNotifications, markAllRead, markRead, unreadCount } from './notifications.service.ts';

export const notificationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const ok = { 200: messageResponseSchema };

  app.get(
    '/notifications',
    { ...signedIn, schema: { tags, security, querystring: pageQuerySchema(), response: { 200: pageSchema(notificationSchema) } } },
    (request) => listNotifications(deps, { userId: currentUserId(request), ...request.query }),
  );
  app.get('/notifications/unread-count', { ...signedIn, schema: { tags, security, response: { 200: unreadCountSchema } } }, (request) =>
    unreadCount(deps, currentUserId(request)),
  );
  app.put('/notifications/read-all', { ...signedIn, schema: { tags, security, response: ok } }, async (request) => {
    await markAllRead(deps, currentUserId(request));
    return { message: '모든 알림을 읽음으로 표시했습니다' };
  });
  app.put(
    '/notifications/:id/read',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: notificationSchema } } },
    (request) => markRead(deps, { userId: currentUserId(request), id: request.params.id }),
  );
  app.delete('/notifications/clear', { ...signedIn, schema: { tags, security, response: ok } }, async (request) => {
    await clearNotifications(deps, currentUserId(request));
    return { message: '모든 알림이 삭제되었습니다' };
  });
  app.delete('/notifications/:id', { ...signedIn, schema: { tags, security, params: idParamSchema, response: ok } }, async (request) => {
    await deleteNotification(deps, { userId: currentUserId(request), id: request.params.id });
    return { message: '알림이 삭제되었습니다' };
  });
};
