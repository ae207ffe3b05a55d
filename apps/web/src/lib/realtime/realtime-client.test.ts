import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime-client.ts';
import type { TokenOutcome } from './realtime-token.ts';
import type { ConnectionEvents, StompConnection } from './stomp-transport.ts';

/** A scripted STOMP connection: the test decides when the server answers, refuses or drops. */
class FakeConnection implements StompConnection {
  readonly subscriptions = new Map<string, { destination: string; onBody: (body: string) => void }>();
  readonly published: { destination: string; body: string }[] = [];
  isClosed = false;

  constructor(
    readonly token: string,
    readonly events: ConnectionEvents,
  ) {}

  subscribe(destination: string, onBody: (body: string) => void, headers: Record<string, string>) {
    const id = headers.id ?? '';
    this.subscriptions.set(id, { destination, onBody });
    return { unsubscribe: () => this.subscriptions.delete(id) };
  }

  publish(destination: string, body: string) {
    this.published.push({ destination, body });
  }

  close() {
    this.isClosed = true;
  }

  deliver(destination: string, payload: unknown) {
    for (const subscription of this.subscriptions.values()) {
      if (subscription.destination === destination) subscription.onBody(JSON.stringify(payload));
    }
  }
}

let connections: FakeConnection[];
let tokens: TokenOutcome[];
let getToken: ReturnType<typeof vi.fn<(refused: string | null) => Promise<TokenOutcome>>>;
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;

function createClient() {
  return new RealtimeClient({
    open: (token, events) => {
      const connection = new FakeConnection(token, events);
      connections.push(connection);
      return connection;
    },
    getToken,
    onSessionExpired,
  });
}

const last = () => {
  const connection = connections.at(-1);
  if (!connection) throw new Error('no connection opened');
  return connection;
};

beforeEach(() => {
  vi.useFakeTimers();
  connections = [];
  tokens = [];
  getToken = vi.fn(async () => tokens.shift() ?? { kind: 'token', accessToken: 'token-stored' });
  onSessionExpired = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('connects with the stored token and reports connecting, then connected', async () => {
    const client = createClient();
    client.start();
    expect(client.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(last().token).toBe('token-stored');
    last().events.onConnected();
    expect(client.status).toBe('connected');
  });

  it('reconnects every 5 s after a drop and replays subscriptions on the new connection', async () => {
    const client = createClient();
    const received: unknown[] = [];
    client.subscribe('/topic/group.7', (payload) => received.push(payload));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    last().events.onConnected();
    last().events.onClosed();
    expect(client.status).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(4_999);
    expect(connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(connections).toHaveLength(2);
    last().events.onClosed();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(connections).toHaveLength(3);

    const reconnected = vi.fn();
    client.onConnected(reconnected);
    last().events.onConnected();
    expect(reconnected).toHaveBeenCalledWith(true);
    last().deliver('/topic/group.7', { id: 1 });
    expect(received).toEqual([{ id: 1 }]);
  });

  it('says reconnecting the moment the browser goes offline, and reconnects (as a reconnect) when it is back', async () => {
    const client = createClient();
    const received: unknown[] = [];
    client.subscribe('/topic/group.7', (payload) => received.push(payload));
    const reconnected = vi.fn();
    client.onConnected(reconnected);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = last();
    first.events.onConnected();

    client.wentOffline();
    expect(client.status).toBe('reconnecting');
    expect(first.isClosed).toBe(true);
    expect(client.publish('/app/chat.typing/7', {})).toBe(false);
    // The dead socket's late news changes nothing.
    first.events.onClosed();
    first.events.onConnected();
    expect(client.status).toBe('reconnecting');
    expect(connections).toHaveLength(1);

    client.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(connections).toHaveLength(2);
    last().events.onConnected();
    expect(client.status).toBe('connected');
    expect(reconnected).toHaveBeenLastCalledWith(true);
    last().deliver('/topic/group.7', { id: 2 });
    expect(received).toEqual([{ id: 2 }]);
  });

  it('after an auth ERROR re-CONNECTs at once with a refreshed token', async () => {
    tokens = [
      { kind: 'token', accessToken: 'token-expired' },
      { kind: 'token', accessToken: 'token-fresh' },
    ];
    const client = createClient();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    last().events.onError('로그인이 만료되었습니다. 다시 로그인해주세요.', undefined);
    last().events.onClosed();
    await vi.advanceTimersByTimeAsync(0);

    expect(getToken).toHaveBeenLastCalledWith('token-expired');
    expect(last().token).toBe('token-fresh');
    last().events.onConnected();
    expect(client.status).toBe('connected');
  });

  it('after its session ends on the server while connected, refreshes at once: a dead session ends, a live one reconnects', async () => {
    tokens = [{ kind: 'token', accessToken: 'token-a' }, { kind: 'token', accessToken: 'token-b' }, { kind: 'expired' }];
    const client = createClient();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    last().events.onConnected();
    // The access token expired under a live connection: a fresh one, at once.
    last().events.onError('로그인이 만료되었습니다. 다시 로그인해주세요.', undefined);
    last().events.onClosed();
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken).toHaveBeenLastCalledWith('token-a');
    expect(last().token).toBe('token-b');
    last().events.onConnected();
    // Logged out from another device: the refresh is refused, the session ends.
    last().events.onError('로그인이 만료되었습니다. 다시 로그인해주세요.', undefined);
    last().events.onClosed();
    await vi.advanceTimersByTimeAsync(0);
    expect(getToken).toHaveBeenLastCalledWith('token-b');
    expect(onSessionExpired).toHaveBeenCalled();
  });

  it('waits the usual 5 s when a refreshed token is refused too, instead of looping', async () => {
    const client = createClient();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    for (const _ of [1, 2]) {
      last().events.onError('refused', undefined);
      last().events.onClosed();
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(connections).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(connections).toHaveLength(3);
  });

  it('ends the session when the refresh token is dead, and stops trying', async () => {
    tokens = [{ kind: 'expired' }];
    const client = createClient();
    client.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(connections).toHaveLength(0);
    expect(client.status).toBe('idle');
  });

  it('keeps retrying every 5 s while a refresh is impossible (offline)', async () => {
    tokens = [{ kind: 'unavailable' }, { kind: 'unavailable' }];
    const client = createClient();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connections).toHaveLength(1);
  });

  it('drops a refused subscription, tells its owner, and keeps the others', async () => {
    const client = createClient();
    const onDenied = vi.fn();
    client.subscribe('/topic/group.9', () => undefined, { onDenied });
    client.subscribe('/user/queue/notifications', () => undefined);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    last().events.onConnected();
    const [deniedId] = [...last().subscriptions].find(([, sub]) => sub.destination === '/topic/group.9') ?? [];
    last().events.onError('모임 멤버만 채팅에 참여할 수 있습니다.', deniedId);
    last().events.onClosed();
    await vi.advanceTimersByTimeAsync(0);
    last().events.onConnected();

    expect(onDenied).toHaveBeenCalledWith('모임 멤버만 채팅에 참여할 수 있습니다.');
    expect([...last().subscriptions.values()].map((sub) => sub.destination)).toEqual(['/user/queue/notifications']);
  });

  it('publishes only while connected, and stop() closes and ignores the old socket', async () => {
    const client = createClient();
    expect(client.publish('/app/chat.typing/1', {})).toBe(false);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = last();
    first.events.onConnected();
    expect(client.publish('/app/chat.typing/1', {})).toBe(true);
    expect(first.published).toEqual([{ destination: '/app/chat.typing/1', body: '{}' }]);

    client.stop();
    expect(first.isClosed).toBe(true);
    first.events.onClosed();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connections).toHaveLength(1);
    expect(client.status).toBe('idle');
  });

  it('unsubscribing stops delivery', async () => {
    const client = createClient();
    const received = vi.fn();
    const unsubscribe = client.subscribe('/topic/group.3', received);
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    last().events.onConnected();
    unsubscribe();
    last().deliver('/topic/group.3', { id: 2 });
    expect(received).not.toHaveBeenCalled();
  });
});
