import {
  groupNotificationSettingsSchema,
  idParamSchema,
  notificationSettingsSchema,
  pushDeviceSchema,
  pushEndpointQuerySchema,
  pushKeySchema,
  pushSubscribeSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  getGroupSettings,
  getSettings,
  listDevices,
  publicKey,
  putGroupSettings,
  putSettings,
  subscribe,
  unsubscribe,
} from './push.service.ts';

/** Contract §18: Web Push devices and the notification settings of a person and of a group. */
export const pushRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['push'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };

  app.get('/push/key', { schema: { tags, response: { 200: pushKeySchema } } }, () => publicKey(deps));
  app.post(
    '/push/subscriptions',
    {
      config: { writeLimit: 'push' },
      ...signedIn,
      schema: { tags, security, body: pushSubscribeSchema, response: { 201: pushDeviceSchema } },
    },
    async (request, reply) => {
      const device = await subscribe(deps, {
        userId: currentUserId(request),
        input: request.body,
        userAgent: request.headers['user-agent'],
      });
      return reply.status(201).send(device);
    },
  );
  app.get('/push/subscriptions', { ...signedIn, schema: { tags, security, response: { 200: z.array(pushDeviceSchema) } } }, (request) =>
    listDevices(deps, currentUserId(request)),
  );
  app.delete(
    '/push/subscriptions',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, querystring: pushEndpointQuerySchema } },
    async (request, reply) => {
      await unsubscribe(deps, { userId: currentUserId(request), endpoint: request.query.endpoint });
      return reply.status(204).send();
    },
  );
  app.get(
    '/users/me/notification-settings',
    { ...signedIn, schema: { tags, security, response: { 200: notificationSettingsSchema } } },
    (request) => getSettings(deps, currentUserId(request)),
  );
  app.put(
    '/users/me/notification-settings',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: { tags, security, body: notificationSettingsSchema, response: { 200: notificationSettingsSchema } },
    },
    (request) => putSettings(deps, { userId: currentUserId(request), input: request.body }),
  );
  app.get(
    '/groups/:id/notification-settings',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: groupNotificationSettingsSchema } } },
    (request) => getGroupSettings(deps, { userId: currentUserId(request), groupId: request.params.id }),
  );
  app.put(
    '/groups/:id/notification-settings',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        body: groupNotificationSettingsSchema,
        response: { 200: groupNotificationSettingsSchema },
      },
    },
    (request) => putGroupSettings(deps, { userId: currentUserId(request), groupId: request.params.id, input: request.body }),
  );
};
