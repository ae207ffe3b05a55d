import { hasLoneSurrogate, TEXT_MSG } from '@dongne/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/app-error.ts';

/** The path of the first string holding broken Unicode (a lone surrogate), or null. */
export function findBrokenText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasLoneSurrogate(value) ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBrokenText(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findBrokenText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Contract §16: text with invalid Unicode is 400, in every field of every JSON body and query, not
 * only the free-text fields whose schemas say so; PostgreSQL would otherwise store U+FFFD in its
 * place and answer something other than what was sent.
 */
export const wellFormedTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findBrokenText(request.body) ?? findBrokenText(request.query);
    done(field ? badRequest(TEXT_MSG.invalidUnicode, field) : undefined);
  });
});
