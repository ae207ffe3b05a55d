import { Client, type IMessage, type IStompSocket, type StompSubscription } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { afterEach } from 'vitest';
import WebSocket from 'ws';

export type TestStompClient = {
  client: Client;
  messages: Map<string, unknown[]>;
  errors: string[];
  subscribe: (destination: string) => Promise<StompSubscription>;
  waitFor: (destination: string, count: number, timeoutMs?: number) => Promise<unknown[]>;
  close: () => Promise<void>;
};

/**
 * A real @stomp/stompjs client, over SockJS (as the web app connects) or over a plain WebSocket
 * to /ws/websocket; resolves once CONNECTED, rejects on an ERROR frame.
 */
export async function connectStomp(
  baseUrl: string,
  token: string | null,
  { transport = 'sockjs' as 'sockjs' | 'websocket', heartbeat = 0 } = {},
) {
  const messages = new Map<string, unknown[]>();
  const errors: string[] = [];
  const client = new Client({
    connectHeaders: token ? { Authorization: `Bearer ${token}` } : {},
    heartbeatIncoming: heartbeat,
    heartbeatOutgoing: heartbeat,
    reconnectDelay: 0,
    webSocketFactory: () =>
      transport === 'sockjs'
        ? new SockJS(`${baseUrl}/ws`)
        : (new WebSocket(`${baseUrl.replace('http', 'ws')}/ws/websocket`) as unknown as IStompSocket),
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => {
      errors.push(frame.headers.message ?? '');
      reject(new Error(frame.headers.message));
    };
    client.onWebSocketClose = () => reject(new Error('closed before CONNECTED'));
    client.activate();
  });
  client.onStompError = (frame) => {
    errors.push(frame.headers.message ?? '');
  };
  const record = (destination: string) => (message: IMessage) => {
    const list = messages.get(destination) ?? [];
    list.push(JSON.parse(message.body));
    messages.set(destination, list);
  };
  return {
    client,
    messages,
    errors,
    subscribe: async (destination: string) => {
      const receipt = `sub-${Math.random()}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      const subscription = client.subscribe(destination, record(destination), { receipt });
      await Promise.race([done, waitUntil(() => errors.length > 0, 5_000)]);
      return subscription;
    },
    waitFor: async (destination: string, count: number, timeoutMs = 5_000) => {
      await waitUntil(() => (messages.get(destination)?.length ?? 0) >= count, timeoutMs);
      return messages.get(destination) ?? [];
    },
    close: async () => {
      await client.deactivate();
    },
  } satisfies TestStompClient;
}

/**
 * A `connect` for one test file whose clients are all closed after each test, so a failed test
 * leaves no socket behind for the next one.
 */
export function stompClientsFor(ctx: { baseUrl: string }) {
  const open: TestStompClient[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  return async function connect(token: string | null, options?: Parameters<typeof connectStomp>[2]) {
    const client = await connectStomp(ctx.baseUrl, token, options);
    open.push(client);
    return client;
  };
}

export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits up to `windowMs` for `count()` to change, returning as soon as it does: "nothing more arrives". */
export async function nothingMoreArrives(count: () => number, windowMs = 200): Promise<void> {
  const before = count();
  await waitUntil(() => count() !== before, windowMs);
}

/** A bare WebSocket to /ws/websocket that records every message and whether the server closed it. */
export type RawStompSocket = {
  socket: WebSocket;
  frames: string[];
  isClosed: () => boolean;
  closed: Promise<void>;
  send: (text: string) => void;
};

export async function openRawStomp(baseUrl: string): Promise<RawStompSocket> {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws/websocket`);
  const frames: string[] = [];
  let isClosed = false;
  socket.on('message', (data) => frames.push(data.toString()));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
    }),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, frames, isClosed: () => isClosed, closed, send: (text) => socket.send(text) };
}
