import { categorySchema, idParamSchema, locationSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { getCategory, getCategoryTree, getLocation, getLocations } from './reference.service.ts';

export const referenceRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['reference'];
  app.get('/categories', { schema: { tags, response: { 200: z.array(categorySchema) } } }, () => getCategoryTree(deps.db));
  app.get('/categories/:id', { schema: { tags, params: idParamSchema, response: { 200: categorySchema } } }, (request) =>
    getCategory(deps.db, request.params.id),
  );
  app.get('/locations', { schema: { tags, response: { 200: z.array(locationSchema) } } }, () => getLocations(deps.db));
  app.get('/locations/:id', { schema: { tags, params: idParamSchema, response: { 200: locationSchema } } }, (request) =>
    getLocation(deps.db, request.params.id),
  );
};
