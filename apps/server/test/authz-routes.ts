import type { FastifyInstance } from 'fastify';

/** One route the running app answers: `GET /api/groups/:id`. */
export type RouteKey = `${string} ${string}`;

// One line of `printRoutes({ commonPrefix: false })`: tree drawing, a path segment, then its methods.
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method + path the app has registered, read from Fastify's own route tree so that a route
 * added anywhere shows up here without a list to keep in step. HEAD is left out: Fastify adds it
 * to every GET and it answers exactly as that GET does.
 */
export function listRoutes(app: FastifyInstance): RouteKey[] {
  const routes = new Set<RouteKey>();
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.add(`${method} ${url}`);
    }
  }
  return [...routes].sort();
}
