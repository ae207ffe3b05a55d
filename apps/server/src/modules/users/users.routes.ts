import {
  idParamSchema,
  locationSchema,
  meSchema,
  profileSchema,
  updateInterestsSchema,
  updateLocationsSchema,
  updateProfileSchema,
  userLocationSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  getMe,
  getProfile,
  getSelectedLocations,
  updateInterests,
  updateProfile,
  updateSelectedLocations,
  updateUserLocation,
} from './users.service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['users'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const maybeSignedIn = { onRequest: app.authenticateOptional };

  app.get('/users/profile', { ...signedIn, schema: { tags, security, response: { 200: meSchema } } }, (request) =>
    getMe(deps, currentUserId(request)),
  );
  app.get(
    '/users/profile/:id',
    { ...maybeSignedIn, schema: { tags, params: idParamSchema, response: { 200: profileSchema } } },
    (request) => getProfile(deps, { userId: request.params.id, viewerId: request.userId }),
  );
  app.put(
    '/users/profile',
    { config: { writeLimit: 'edits' }, ...signedIn, schema: { tags, security, body: updateProfileSchema, response: { 200: meSchema } } },
    (request) => updateProfile(deps, { userId: currentUserId(request), ...request.body }),
  );
  app.put(
    '/users/interests',
    { ...signedIn, schema: { tags, security, body: updateInterestsSchema, response: { 200: meSchema } } },
    (request) => updateInterests(deps, { userId: currentUserId(request), categoryIds: request.body.categoryIds }),
  );
  app.get('/users/locations', { ...signedIn, schema: { tags, security, response: { 200: z.array(locationSchema) } } }, (request) =>
    getSelectedLocations(deps, currentUserId(request)),
  );
  app.put(
    '/users/locations',
    { ...signedIn, schema: { tags, security, body: updateLocationsSchema, response: { 200: z.array(locationSchema) } } },
    (request) => updateSelectedLocations(deps, { userId: currentUserId(request), locationIds: request.body.locationIds }),
  );
  app.put(
    '/users/location',
    { ...signedIn, schema: { tags, security, body: userLocationSchema, response: { 200: meSchema } } },
    (request) => updateUserLocation(deps, { userId: currentUserId(request), location: request.body }),
  );
};
