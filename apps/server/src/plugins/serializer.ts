import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean']);

/** `anyOf: [{type: 'string'}, {type: 'null'}]` (zod's nullable) as `type: ['string', 'null']`, which fast-json-stringify writes without trying each branch. */
function simplifyNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullables);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as JsonSchema).map(([key, value]) => [key, simplifyNullables(value)] as const);
  const schema = Object.fromEntries(entries) as JsonSchema;
  const anyOf = schema.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(schema).length === 1) {
    const [value, empty] = anyOf;
    if (empty?.type === 'null' && Object.keys(empty).length === 1 && PRIMITIVES.has(value?.type as string)) {
      return { ...value, type: [value?.type, 'null'] };
    }
  }
  return schema;
}

/**
 * Response bodies are written by fast-json-stringify from the JSON Schema of the route's zod
 * response schema, instead of zod encoding every response before JSON.stringify: the same
 * guarantee that only the contract's fields leave the server (unknown properties are dropped,
 * a missing required one fails), at a fraction of the CPU (a 20-group page: ~490 µs → ~150 µs,
 * measured for the HTTP bench). A schema JSON Schema cannot express (a transform) keeps zod.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (route) => {
  try {
    const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(route.schema as z.ZodType, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(simplifyNullables(jsonSchema) as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
};
