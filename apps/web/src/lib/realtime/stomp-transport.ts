import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

/** One STOMP connection as the connection manager uses it; tests hand the manager a fake. */
export type StompConnection = {
  subscribe: (destination: string, onBody: (body: string) => void, headers: Record<string, string>) => { unsubscribe: () => void };
  publish: (destination: string, body: string) => void;
  close: () => void;
};

export type ConnectionEvents = {
  onConnected: () => void;
  /** An ERROR frame; the server closes the socket right after sending one. */
  onError: (message: string, receiptId: string | undefined) => void;
  /** The socket is gone: after an ERROR, a network drop, lost heart-beats or `close()`. */
  onClosed: () => void;
};

export type OpenConnection = (accessToken: string, events: ConnectionEvents) => StompConnection;

const WS_PATH = '/ws';
// Contract §7: heart-beats every 10 s both ways.
const HEARTBEAT_MS = 10_000;
// SockJS falls back through its transports; past this the attempt counts as failed.
const CONNECT_TIMEOUT_MS = 15_000;

/** STOMP 1.2 over SockJS at /ws with the bearer token in the CONNECT frame. */
export const openSockJsStomp: OpenConnection = (accessToken, events) => {
  const client = new Client({
    webSocketFactory: () => new SockJS(new URL(WS_PATH, window.location.origin).toString()),
    connectHeaders: { Authorization: `Bearer ${accessToken}` },
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    // The manager owns reconnecting, so every attempt can carry a freshly read or refreshed token.
    reconnectDelay: 0,
    // A half-open socket (laptop lid, lift, tunnel) never finishes its close handshake: drop it at once.
    discardWebsocketOnCommFailure: true,
    debug: () => undefined,
    onConnect: () => events.onConnected(),
    onStompError: (frame) => events.onError(frame.headers.message ?? frame.body, frame.headers['receipt-id']),
    onWebSocketClose: () => events.onClosed(),
  });
  client.activate();
  return {
    subscribe: (destination, onBody, headers) => client.subscribe(destination, (message) => onBody(message.body), headers),
    publish: (destination, body) => client.publish({ destination, body }),
    close: () => void client.deactivate(),
  };
};
