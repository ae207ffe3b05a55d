import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once. @fastify/helmet built a new helmet middleware (and
 * re-parsed the CSP directives) on every request, in two hooks, one of them async: ~3 % of the
 * CPU of a cheap request such as the notification list (docs/benchmarks.md). Our options have no
 * per-request parts (no nonces, no directive functions), so the headers are the same every time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}
