import type { FastifyInstance } from 'fastify';
import { listRoutes, type RouteKey } from '../../test/authz-routes.ts';

/** The subset of JSON Schema the OpenAPI document gives for our zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
};

export type Param = { name: string; in: 'path' | 'query'; schema: JsonSchema; required: boolean };

/** One API route with what the OpenAPI document says about its inputs. */
export type RouteSpec = {
  key: RouteKey;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Fastify's form: `/api/groups/:id`. */
  url: string;
  params: Param[];
  body?: JsonSchema;
  multipart: boolean;
};

type Operation = { parameters?: Param[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };

// The form-data routes declare `consumes` but read their parts by hand, so no body schema says so.
const MULTIPART = /\/(with-image|with-images|upload\/:kind|events\/:id\/photos)$/;

/**
 * Every API route the app registers (the same inventory as the authorization matrix), joined
 * with its parameters and body schema from the app's own OpenAPI document.
 */
export function routeSpecs(app: FastifyInstance): RouteSpec[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return listRoutes(app)
    .filter((key) => key.split(' ')[1]?.startsWith('/api'))
    .map((key) => {
      const [method = 'GET', url = ''] = key.split(' ');
      const operation = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
      return {
        key,
        method: method as RouteSpec['method'],
        url,
        params: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        multipart: MULTIPART.test(url),
      };
    });
}
