import { MSG } from '@dongne/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { unauthorized } from '../lib/app-error.ts';
import { createJwt, type Jwt } from '../lib/jwt.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jwt: Jwt;
    /**
     * onRequest hook: 401 unless a valid access token is presented. It runs before the body is
     * parsed and validated, so a guest hears 401 (not a 400 about the body) on a protected route.
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: reads the token when there is one (401 when it is bad), anonymous otherwise. */
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    userId: number | null;
    /** The sign-in (refresh family) the access token belongs to; null for a guest or an older token. */
    sessionId: string | null;
  }
}

/** The signed-in user's id, for handlers behind `authenticate`. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized(MSG.unauthorized);
  return request.userId;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

export const authPlugin = fp(async (app: FastifyInstance, { deps }: { deps: Deps }) => {
  const jwt = createJwt(deps.config.jwtSecret);
  app.decorate('jwt', jwt);
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);

  async function resolve(request: FastifyRequest, required: boolean) {
    const token = bearer(request);
    if (token === null) {
      if (required) throw unauthorized(MSG.unauthorized);
      return;
    }
    const claims = token ? await jwt.verify(token, deps.clock.now()) : null;
    // An ended sign-in's token is refused although it has not expired; the check is in memory.
    if (!claims || (claims.sessionId !== null && deps.sessions.isRevoked(claims.sessionId))) throw unauthorized(MSG.refreshInvalid);
    request.userId = claims.userId;
    request.sessionId = claims.sessionId;
  }

  app.decorate('authenticate', (request: FastifyRequest) => resolve(request, true));
  app.decorate('authenticateOptional', (request: FastifyRequest) => resolve(request, false));
});
