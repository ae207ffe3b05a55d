import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;
type SockjsSessions = { Session: { bySessionId: (id: string) => unknown } };

/** The session table of the very sockjs module instance that serves /ws. */
const sessions = createRequire(import.meta.url)('sockjs/lib/transport.js') as SockjsSessions;

/**
 * Answers, in front of sockjs 0.3, what sockjs would do at a cost: it reads a POST body whole
 * before looking at it, whatever its size and even for a session that does not exist, and it
 * serves iframe.html, which loads sockjs-client from a public CDN on our origin. Every answer under
 * the prefix, sockjs's own included, carries `headers` (the app's security headers): sockjs's
 * `writeHead` merges its headers over the ones set here. Must be installed after sockjs's
 * handlers, so that it runs first.
 */
export function guardSockjsRequests(server: Server, prefix: string, maxBodyBytes: number, headers: Record<string, string> = {}): void {
  const iframe = new RegExp(`^${prefix}/iframe[0-9-.a-z_]*\\.html$`);
  const send = new RegExp(`^${prefix}/[^/.]+/([^/.]+)/(?:xhr_send|jsonp_send)$`);
  const next = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    }
    if (!path.startsWith(`${prefix}/`)) return pass(request, response);
    if (request.method === 'GET' && iframe.test(path)) return refuse(response, 404, 'Not found');
    if (request.method !== 'POST') return pass(request, response);
    const sessionId = send.exec(path)?.[1];
    if (sessionId !== undefined && !sessions.Session.bySessionId(sessionId)) return refuse(response, 404, 'Not found');
    const tooLarge = () => refuse(response, 413, `메시지가 너무 큽니다. (최대 ${Math.floor(maxBodyBytes / 1024)}KB)`);
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) return tooLarge();
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes && !response.headersSent) {
        tooLarge();
        request.destroy();
      }
    });
    pass(request, response);
  });

  function pass(request: IncomingMessage, response: ServerResponse): void {
    for (const listener of next) listener.call(server, request, response);
  }
}

/** Answers without reading the body, and closes the connection rather than drain what is left of it. */
function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=UTF-8', connection: 'close' });
  response.end(message);
}
