import type { Server } from 'node:http';
import sockjs from 'sockjs';
import type { Deps } from '../deps.ts';
import { StompSession } from './stomp-session.ts';

export const WS_PREFIX = '/ws';

/**
 * STOMP over SockJS at /ws (and plain WebSocket at /ws/websocket), on the HTTP server Fastify
 * listens with. Installed before listen; SockJS passes every other request on to Fastify.
 */
export function installStompEndpoint(server: Server, deps: Deps, { heartbeatMs = 10_000 } = {}) {
  const endpoint = sockjs.createServer({
    prefix: WS_PREFIX,
    log: (severity, message) => {
      if (severity === 'error') deps.log.error({ sockjs: message }, 'sockjs');
    },
    disconnect_delay: 5_000,
    heartbeat_delay: 25_000,
  });
  endpoint.on('connection', (connection) => {
    if (!connection) return;
    const session = new StompSession(deps, { write: (data) => connection.write(data), close: () => connection.close() }, { heartbeatMs });
    connection.on('data', (data: string) => session.receive(data));
    connection.on('close', () => session.closed());
  });
  endpoint.installHandlers(server);
}
