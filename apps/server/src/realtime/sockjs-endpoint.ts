import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import sockjs from 'sockjs';
import { DEFAULT_STOMP_LIMITS, type StompLimits } from './limits.ts';
import { guardSockjsRequests } from './sockjs-guard.ts';
import type { SharedFrame } from './stomp-codec.ts';
import { type SessionContext, StompSession } from './stomp-session.ts';

export const WS_PREFIX = '/ws';

/** The installed endpoint; `closeAll` ends every session on shutdown so clients reconnect elsewhere. */
export type StompEndpoint = {
  closeAll: () => void;
  /** How many STOMP sessions a user has open on this instance. */
  connectionsOf: (userId: number) => number;
};

/**
 * STOMP over SockJS at /ws (and plain WebSocket at /ws/websocket), on the HTTP server Fastify
 * listens with. Installed before listen; SockJS passes every other request on to Fastify.
 */
export function installStompEndpoint(
  server: Server,
  {
    responseHeaders = {},
    ...endpointContext
  }: Omit<SessionContext, 'limits' | 'connections'> & {
    /** Headers every HTTP answer under /ws carries (the app's security headers). */
    responseHeaders?: Record<string, string>;
  },
  limits: Partial<StompLimits> = {},
): StompEndpoint {
  const allLimits = { ...DEFAULT_STOMP_LIMITS, ...limits };
  const perUser = new Map<number, number>();
  const context: SessionContext = {
    ...endpointContext,
    limits: allLimits,
    connections: {
      admit: (userId) => {
        const count = perUser.get(userId) ?? 0;
        if (count >= allLimits.maxConnectionsPerUser) return false;
        perUser.set(userId, count + 1);
        return true;
      },
      release: (userId) => {
        const count = (perUser.get(userId) ?? 1) - 1;
        if (count > 0) perUser.set(userId, count);
        else perUser.delete(userId);
      },
    },
  };
  const { log } = context;
  const endpoint = sockjs.createServer({
    prefix: WS_PREFIX,
    log: (severity, message) => {
      if (severity === 'error') log.error({ sockjs: message }, 'sockjs');
    },
    disconnect_delay: 5_000,
    heartbeat_delay: 25_000,
  });
  const connections = new Set<sockjs.Connection>();
  let isClosing = false;
  endpoint.on('connection', (connection) => {
    if (!connection) return;
    // A session that still reaches a closing instance (a keep-alive fallback request) goes at once.
    if (isClosing) {
      connection.close();
      return;
    }
    connections.add(connection);
    const raw = rawWebSocketOf(connection);
    const queue = outgoingQueueOf(connection);
    const session = new StompSession(context, {
      write: (data) => connection.write(data),
      ...(raw ? { writeShared: (frame: SharedFrame) => raw.write(frame) } : {}),
      close: () => connection.close(),
      queuedBytes: queue.bytes,
      terminate: () => {
        connection.close();
        queue.drop();
      },
    });
    connection.on('data', (data: string) => session.receive(data));
    connection.on('close', () => {
      connections.delete(connection);
      session.closed();
    });
  });
  endpoint.installHandlers(server);
  guardSockjsRequests(server, WS_PREFIX, allLimits.maxFrameBytes, responseHeaders);
  return {
    closeAll: () => {
      isClosing = true;
      for (const connection of connections) connection.close();
    },
    connectionsOf: (userId) => perUser.get(userId) ?? 0,
  };
}

type RawSession = { ws?: { readyState?: number; _stream?: Socket } };
/** sockjs 0.3's session: frames waiting for a polling client, and the receiver writing to a socket. */
type SockjsSession = RawSession & { send_buffer?: string[]; recv?: { thingy?: Socket } | null };

/**
 * What is waiting to go out to one client: frames sockjs holds for its next poll, and bytes the
 * socket has not handed to the kernel yet. Reaches into sockjs 0.3 internals (pinned); if their
 * shape changes this answers 0 and nobody is taken for a slow reader.
 */
function outgoingQueueOf(connection: sockjs.Connection) {
  const session = (connection as unknown as { _session?: SockjsSession })._session;
  const socketOf = () => session?.ws?._stream ?? session?.recv?.thingy;
  return {
    bytes: () => {
      let bytes = socketOf()?.writableLength ?? 0;
      for (const frame of session?.send_buffer ?? []) bytes += frame.length;
      return bytes;
    },
    drop: () => {
      const socket = socketOf();
      if (socket && typeof socket.destroy === 'function') socket.destroy();
      if (session?.send_buffer) session.send_buffer = [];
    },
  };
}

/**
 * A broadcast to a thousand sessions spends most of its time framing the same text a thousand
 * times in faye-websocket. For a plain WebSocket (/ws/websocket) the frames are built once and
 * written straight to the socket; faye writes synchronously too, so frames keep their order.
 * Reaches into sockjs 0.3 / faye-websocket internals (pinned versions); if their shape changes this
 * answers null and delivery goes through faye as before.
 */
function rawWebSocketOf(connection: sockjs.Connection) {
  if (connection.protocol !== 'websocket-raw') return null;
  const ws = (connection as unknown as { _session?: RawSession })._session?.ws;
  const socket = ws?._stream;
  if (!ws || typeof ws.readyState !== 'number' || !socket || typeof socket.write !== 'function') return null;
  const OPEN = 1;
  return {
    write: (frame: SharedFrame) => {
      if (ws.readyState === OPEN && socket.writable) socket.write(frame.asWebSocketMessages);
    },
  };
}
