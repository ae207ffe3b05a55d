import { randomUUID } from 'node:crypto';
import { MSG } from '@dongne/contract';
import type { Logger } from 'pino';
import type { HubSession, RealtimeHub } from './hub.ts';
import type { StompLimits } from './limits.ts';
import { createDecoder, encodeFrame, type SharedFrame, type StompFrame } from './stomp-codec.ts';
import type { StompPrincipal, StompRoutes } from './stomp-routes.ts';

/** The transport under a session: a SockJS connection, or anything that writes strings. */
export type Transport = {
  write: (data: string) => void;
  /** Writes a broadcast frame; a raw WebSocket writes its ready-made WebSocket message. */
  writeShared?: (frame: SharedFrame) => void;
  close: () => void;
  /** Bytes written but not yet taken by the client. */
  queuedBytes?: () => number;
  /** Ends the connection at once, dropping what is queued for it. */
  terminate?: () => void;
};

/** What every session of an endpoint shares: the destinations, who a token belongs to, the hub. */
export type SessionContext = {
  hub: RealtimeHub;
  routes: StompRoutes;
  /** The user a bearer token belongs to, or null for a bad or expired token or an unknown user. */
  authenticate: (token: string) => Promise<StompPrincipal | null>;
  /** The message a client may read for an error a handler threw; undefined for an unexpected one. */
  publicMessageOf: (error: unknown) => string | undefined;
  log: Logger;
  heartbeatMs: number;
  limits: StompLimits;
  /** Each user's open sessions on this instance: `admit` answers false past the limit. */
  connections: { admit: (userId: number) => boolean; release: (userId: number) => void };
};

/** More SENDs than this in one second from one session is a flood. */
export const MAX_SENDS_PER_SECOND = 20;

class StompError extends Error {}

/** Heart-beats between frames: not part of any frame, so not counted against its size. */
const LEADING_EOLS = /^[\r\n]+/;

/**
 * One STOMP 1.2 connection: authenticates CONNECT with a bearer token, hands SUBSCRIBE and SEND to
 * the handlers registered for their destination, answers RECEIPTs, negotiates heart-beats, and
 * refuses oversized frames and floods with an ERROR frame (carrying a Korean `message` header)
 * before closing.
 */
export class StompSession implements HubSession {
  readonly id = randomUUID();
  private principal: StompPrincipal = { id: 0, name: '' };
  private isConnected = false;
  private isClosed = false;
  private lastSeen = Date.now();
  private heartbeatTimers: NodeJS.Timeout[] = [];
  private readonly subscriptions = new Map<string, string>();
  private decoder?: ReturnType<typeof createDecoder>;
  /** Bytes received for the frame not yet complete. */
  private pendingBytes = 0;
  private frameEnded = false;
  private queue: Promise<void> = Promise.resolve();
  private sentInWindow = 0;
  private windowStartedAt = 0;

  private connectDeadline?: NodeJS.Timeout;
  /** When the CONNECT token expires: the connection ends with it. */
  private expiryTimer?: NodeJS.Timeout;

  private readonly context: SessionContext;
  private readonly transport: Transport;

  constructor(context: SessionContext, transport: Transport) {
    this.context = context;
    this.transport = transport;
    const { connectTimeoutMs } = context.limits;
    this.connectDeadline = setTimeout(
      () => this.fail(`연결 후 ${Math.ceil(connectTimeoutMs / 1000)}초 안에 CONNECT 프레임을 보내주세요.`),
      connectTimeoutMs,
    );
  }

  get userId(): number {
    return this.principal.id;
  }

  get authSessionId(): string | null {
    return this.principal.sessionId ?? null;
  }

  /** The sign-in ended elsewhere (logout, password change): the client is told, then let go. */
  end(): void {
    this.fail(MSG.refreshInvalid);
  }

  /**
   * Raw data from the transport; frames are handled strictly one after another. A frame may arrive
   * over many transport messages, so the bytes held for the frame in progress are counted across
   * them: the parser calls back only at a frame's NUL, so the data is fed up to each NUL in turn.
   */
  receive(data: string): void {
    this.touch();
    if (this.isClosed) return;
    let start = 0;
    while (start < data.length) {
      const nul = data.indexOf('\0', start);
      const end = nul === -1 ? data.length : nul + 1;
      const piece = data.slice(start, end);
      start = end;
      this.pendingBytes += Buffer.byteLength(this.pendingBytes === 0 ? piece.replace(LEADING_EOLS, '') : piece);
      if (this.pendingBytes > this.context.limits.maxFrameBytes) {
        this.decoder = undefined;
        this.fail(this.tooLargeMessage());
        return;
      }
      this.frameEnded = false;
      try {
        this.decoderOf().push(piece);
      } catch {
        this.decoder = undefined;
        this.fail('올바르지 않은 STOMP 프레임입니다.');
        return;
      }
      if (this.frameEnded) this.pendingBytes = 0;
    }
  }

  private decoderOf() {
    this.decoder ??= createDecoder(
      (frame) => {
        this.frameEnded = true;
        void this.handle(frame);
      },
      () => this.touch(),
    );
    return this.decoder;
  }

  private tooLargeMessage(): string {
    return `메시지가 너무 큽니다. (최대 ${Math.floor(this.context.limits.maxFrameBytes / 1024)}KB)`;
  }

  deliverFrame(frame: SharedFrame): void {
    if (this.isClosed) return;
    if (this.transport.writeShared) this.transport.writeShared(frame);
    else for (const text of frame.texts) this.transport.write(text);
    this.dropIfNotReading();
  }

  /** A client that does not read would have the server hold everything sent to it. */
  private dropIfNotReading(): void {
    if ((this.transport.queuedBytes?.() ?? 0) <= this.context.limits.maxQueuedBytes) return;
    this.context.log.warn({ userId: this.userId }, 'stomp: slow reader disconnected');
    this.isClosed = true;
    (this.transport.terminate ?? this.transport.close)();
  }

  closed(): void {
    if (this.isConnected) this.context.connections.release(this.principal.id);
    this.isConnected = false;
    this.isClosed = true;
    clearTimeout(this.connectDeadline);
    clearTimeout(this.expiryTimer);
    for (const timer of this.heartbeatTimers) clearInterval(timer);
    this.context.hub.removeSession(this);
  }

  private handle(frame: StompFrame): void {
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') clearTimeout(this.connectDeadline);
    this.queue = this.queue
      .then(() => this.dispatch(frame))
      .catch((error: unknown) => {
        const message = error instanceof StompError ? error.message : this.context.publicMessageOf(error);
        if (message !== undefined) this.fail(message, frame.headers.receipt);
        else {
          this.context.log.error({ err: error }, 'stomp: unexpected error');
          this.fail(MSG.internal, frame.headers.receipt);
        }
      });
  }

  private async dispatch(frame: StompFrame): Promise<void> {
    if (this.isClosed) return;
    if (!this.isConnected) {
      if (frame.command !== 'CONNECT' && frame.command !== 'STOMP') throw new StompError('먼저 CONNECT 프레임을 보내주세요.');
      return this.connect(frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE':
        this.context.hub.unsubscribe(this, frame.headers.id ?? '');
        this.subscriptions.delete(frame.headers.id ?? '');
        return this.receipt(frame);
      case 'SEND':
        return this.send(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        this.transport.close();
        return;
      default:
        throw new StompError(`지원하지 않는 명령입니다: ${frame.command}`);
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const header = frame.headers.Authorization ?? frame.headers.authorization ?? '';
    const token = header.replace(/^Bearer\s+/i, '');
    const principal = token ? await this.context.authenticate(token) : null;
    if (!principal) throw new StompError(MSG.refreshInvalid);
    if (this.isClosed) return;
    const { maxConnectionsPerUser } = this.context.limits;
    if (!this.context.connections.admit(principal.id)) {
      throw new StompError(`동시 연결은 사용자당 최대 ${maxConnectionsPerUser}개까지 할 수 있습니다.`);
    }
    this.principal = principal;
    this.isConnected = true;
    this.context.hub.attach(this);
    if (principal.expiresInMs !== undefined) {
      // A long-lived socket must not outlive its token; the client reconnects with a fresh one.
      this.expiryTimer = setTimeout(() => this.fail(MSG.refreshInvalid), Math.min(2 ** 31 - 1, Math.max(0, principal.expiresInMs)));
    }
    const [clientSends, clientWants] = (frame.headers['heart-beat'] ?? '0,0').split(',').map((value) => Number(value) || 0);
    const { minHeartbeatMs, maxHeartbeatMs } = this.context.limits;
    const clamp = (ms: number) => Math.min(maxHeartbeatMs, Math.max(minHeartbeatMs, ms));
    const beat = clamp(this.context.heartbeatMs);
    this.startHeartbeats(clientWants ? clamp(Math.max(beat, clientWants)) : 0, clientSends ? clamp(Math.max(beat, clientSends)) : 0);
    this.write(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${beat},${beat}`,
        server: 'dongne-moim/1.0',
        'user-name': String(principal.id),
      }),
    );
  }

  /**
   * Beats every `sendEveryMs`; closes the connection once it has been silent for the agreed number
   * of missed beats, or for the idle limit when the client asked for no heart-beats.
   */
  private startHeartbeats(sendEveryMs: number, expectEveryMs: number): void {
    if (sendEveryMs > 0) this.heartbeatTimers.push(setInterval(() => this.write('\n'), sendEveryMs));
    const { missedHeartbeats, idleWithoutHeartbeatMs } = this.context.limits;
    const silenceMs = expectEveryMs > 0 ? expectEveryMs * missedHeartbeats : idleWithoutHeartbeatMs;
    this.heartbeatTimers.push(
      setInterval(
        () => {
          if (Date.now() - this.lastSeen > silenceMs) this.transport.close();
        },
        Math.max(10, Math.floor(silenceMs / missedHeartbeats)),
      ),
    );
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const destination = frame.headers.destination ?? '';
    const subscriptionId = frame.headers.id;
    if (!subscriptionId) throw new StompError('구독 id가 필요합니다.');
    const { maxSubscriptionsPerConnection } = this.context.limits;
    if (!this.subscriptions.has(subscriptionId) && this.subscriptions.size >= maxSubscriptionsPerConnection) {
      throw new StompError(`구독은 연결당 최대 ${maxSubscriptionsPerConnection}개까지 할 수 있습니다.`);
    }
    const route = this.context.routes.matchSubscribe(destination);
    if (!route) throw new StompError(`구독할 수 없는 경로입니다: ${destination}`);
    await route.handler({ principal: this.principal, destination, params: route.params });
    this.subscriptions.set(subscriptionId, destination);
    this.context.hub.subscribe(this, subscriptionId, destination);
    this.receipt(frame);
  }

  private async send(frame: StompFrame): Promise<void> {
    this.countMessage();
    const destination = frame.headers.destination ?? '';
    const route = this.context.routes.matchSend(destination);
    if (!route) throw new StompError(`보낼 수 없는 경로입니다: ${destination}`);
    await route.handler({ principal: this.principal, destination, params: route.params, body: frame.body });
    this.receipt(frame);
  }

  private countMessage(): void {
    const now = Date.now();
    if (now - this.windowStartedAt >= 1_000) {
      this.windowStartedAt = now;
      this.sentInWindow = 0;
    }
    this.sentInWindow += 1;
    if (this.sentInWindow > MAX_SENDS_PER_SECOND) throw new StompError(MSG.tooManyRequests);
  }

  private receipt(frame: StompFrame): void {
    if (frame.headers.receipt) this.write(encodeFrame('RECEIPT', { 'receipt-id': frame.headers.receipt }));
  }

  private fail(message: string, receiptId?: string): void {
    if (this.isClosed) return;
    this.write(encodeFrame('ERROR', { message, 'content-type': 'text/plain', ...(receiptId ? { 'receipt-id': receiptId } : {}) }, message));
    this.transport.close();
  }

  private touch(): void {
    this.lastSeen = Date.now();
  }

  private write(data: string): void {
    if (this.isClosed) return;
    this.transport.write(data);
    this.dropIfNotReading();
  }
}
