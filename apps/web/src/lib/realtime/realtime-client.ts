import { createStore, type StoreApi } from 'zustand/vanilla';
import { MSG } from '@/config/messages.ts';
import type { TokenOutcome } from './realtime-token.ts';
import type { OpenConnection, StompConnection } from './stomp-transport.ts';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';
export type RealtimeState = { status: RealtimeStatus };

// Spec §7: reconnect delay 5 s.
const RECONNECT_DELAY_MS = 5_000;

export type SubscribeOptions = {
  /** The server refused this subscription (not a member any more); it is dropped, not retried. */
  onDenied?: (message: string) => void;
};

type Entry = {
  destination: string;
  onMessage: (payload: unknown) => void;
  onDenied?: (message: string) => void;
  handle: { unsubscribe: () => void } | null;
};

export type RealtimeClientOptions = {
  open: OpenConnection;
  getToken: (refusedToken: string | null) => Promise<TokenOutcome>;
  onSessionExpired: () => void;
  reconnectDelayMs?: number;
};

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * The tab's one STOMP connection. It reconnects itself every 5 s, re-CONNECTs at once with a
 * refreshed token when the server refuses the stored one, and keeps a registry of subscriptions
 * that it replays on every new connection, so callers subscribe once and never see reconnects.
 */
export class RealtimeClient {
  readonly store: StoreApi<RealtimeState> = createStore<RealtimeState>(() => ({ status: 'idle' }));
  private readonly entries = new Map<string, Entry>();
  private readonly connectListeners = new Set<(isReconnect: boolean) => void>();
  private readonly reconnectDelayMs: number;
  private connection: StompConnection | null = null;
  private isRunning = false;
  private isConnected = false;
  private hasConnected = false;
  // Bumped by every attempt and by stop(): callbacks of an older socket are ignored.
  private generation = 0;
  private nextEntryId = 1;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private refusedToken: string | null = null;
  private hasRetriedRefusal = false;
  private shouldRetryAtOnce = false;

  constructor(private readonly options: RealtimeClientOptions) {
    this.reconnectDelayMs = options.reconnectDelayMs ?? RECONNECT_DELAY_MS;
  }

  get status(): RealtimeStatus {
    return this.store.getState().status;
  }

  start(): void {
    if (this.isRunning) return;
    this.isRunning = true;
    this.hasConnected = false;
    this.setStatus('connecting');
    void this.attempt();
  }

  stop(): void {
    this.isRunning = false;
    this.generation += 1;
    this.clearRetry();
    this.connection?.close();
    this.dropConnection();
    this.refusedToken = null;
    this.hasRetriedRefusal = false;
    this.setStatus('idle');
  }

  /** Skips the rest of the 5 s wait (the browser says it is back online). */
  retryNow(): void {
    if (!this.isRunning || this.retryTimer === null) return;
    this.clearRetry();
    void this.attempt();
  }

  /**
   * The browser went offline: its socket may still look open (nothing tells it otherwise until a
   * heart-beat is missed), but nothing can arrive. Say so at once and drop it; `retryNow` (the
   * `online` event) or the 5 s rhythm connects again, as a reconnect (so the gap is filled).
   */
  wentOffline(): void {
    if (!this.isRunning || !this.connection) return;
    const connection = this.connection;
    // The old socket's late callbacks belong to an older generation and are ignored.
    this.generation += 1;
    this.dropConnection();
    this.safely(() => connection.close());
    this.setStatus('reconnecting');
    this.scheduleRetry();
  }

  /** Delivers each JSON body sent to `destination`, across reconnects, until the returned function is called. */
  subscribe(destination: string, onMessage: (payload: unknown) => void, { onDenied }: SubscribeOptions = {}): () => void {
    const id = `sub-${this.nextEntryId++}`;
    const entry: Entry = { destination, onMessage, onDenied, handle: null };
    this.entries.set(id, entry);
    if (this.isConnected) this.attach(id, entry);
    return () => {
      this.entries.delete(id);
      if (this.isConnected) this.safely(() => entry.handle?.unsubscribe());
      entry.handle = null;
    };
  }

  /** Sends when connected; `false` otherwise (typing signals are not worth queueing). */
  publish(destination: string, payload: unknown): boolean {
    if (!this.isConnected || !this.connection) return false;
    const connection = this.connection;
    return this.safely(() => connection.publish(destination, JSON.stringify(payload)));
  }

  /** Called on every successful CONNECT; `isReconnect` is true after a drop (time to fill the gap). */
  onConnected(listener: (isReconnect: boolean) => void): () => void {
    this.connectListeners.add(listener);
    return () => this.connectListeners.delete(listener);
  }

  private async attempt(): Promise<void> {
    const generation = ++this.generation;
    const outcome = await this.options.getToken(this.refusedToken);
    if (generation !== this.generation || !this.isRunning) return;
    if (outcome.kind === 'expired') {
      this.stop();
      this.options.onSessionExpired();
      return;
    }
    if (outcome.kind === 'unavailable') {
      this.setStatus('reconnecting');
      this.scheduleRetry();
      return;
    }
    const { accessToken } = outcome;
    const isCurrent = () => generation === this.generation && this.isRunning;
    this.connection = this.options.open(accessToken, {
      onConnected: () => {
        if (isCurrent()) this.handleConnected();
      },
      onError: (message, receiptId) => {
        if (isCurrent()) this.handleError(accessToken, message, receiptId);
      },
      onClosed: () => {
        if (isCurrent()) this.handleClosed();
      },
    });
  }

  private handleConnected(): void {
    const isReconnect = this.hasConnected;
    this.isConnected = true;
    this.hasConnected = true;
    this.refusedToken = null;
    this.hasRetriedRefusal = false;
    this.setStatus('connected');
    for (const [id, entry] of this.entries) this.attach(id, entry);
    for (const listener of this.connectListeners) listener(isReconnect);
  }

  private handleError(accessToken: string, message: string, receiptId: string | undefined): void {
    if (!this.isConnected) {
      // Refused before CONNECTED: the token. Refresh and try again at once, but only once in a row.
      this.refusedToken = accessToken;
      this.shouldRetryAtOnce = !this.hasRetriedRefusal;
      this.hasRetriedRefusal = true;
      return;
    }
    if (!receiptId && message === MSG.refreshInvalid) {
      // Once connected, the server ended the session (logged out elsewhere, password changed) or
      // the token expired. The same path as a refused CONNECT: refresh at once; a dead refresh
      // token ends the session (→ /login), a live one reconnects with the fresh token.
      this.refusedToken = accessToken;
      this.shouldRetryAtOnce = true;
      return;
    }
    const entry = receiptId ? this.entries.get(receiptId) : undefined;
    if (!entry || !receiptId) return;
    // The cause is gone once the entry is dropped, so the next connection need not wait.
    this.entries.delete(receiptId);
    this.shouldRetryAtOnce = true;
    entry.onDenied?.(message);
  }

  private handleClosed(): void {
    this.dropConnection();
    this.setStatus('reconnecting');
    if (this.shouldRetryAtOnce) {
      this.shouldRetryAtOnce = false;
      void this.attempt();
    } else {
      this.scheduleRetry();
    }
  }

  private attach(id: string, entry: Entry): void {
    const connection = this.connection;
    if (!connection) return;
    // The receipt names the entry, so an ERROR about this SUBSCRIBE can be traced back to it.
    this.safely(() => {
      entry.handle = connection.subscribe(entry.destination, (body) => entry.onMessage(parse(body)), { id, receipt: id });
    });
  }

  private dropConnection(): void {
    this.connection = null;
    this.isConnected = false;
    for (const entry of this.entries.values()) entry.handle = null;
  }

  private scheduleRetry(): void {
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.attempt();
    }, this.reconnectDelayMs);
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.status !== status) this.store.setState({ status });
  }

  /** A socket can die between our check and the write; that is a reconnect, not a crash. */
  private safely(action: () => void): boolean {
    try {
      action();
      return true;
    } catch {
      return false;
    }
  }
}
