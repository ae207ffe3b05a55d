import { randomUUID } from 'node:crypto';
import { MSG, sendChatMessageSchema } from '@dongne/contract';
import type { Deps } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { createJwt } from '../lib/jwt.ts';
import { CHAT_RATE_PER_SECOND, deleteMessage, ensureChatMember, sendMessage } from '../modules/chat/chat.service.ts';
import { findUserById } from '../modules/users/users.repo.ts';
import { type HubSession, typingTopic, USER_NOTIFICATIONS } from './hub.ts';
import { createDecoder, encodeFrame, type SharedFrame, type StompFrame } from './stomp-codec.ts';

export const MAX_FRAME_BYTES = 64 * 1024;

/** The transport under a session: a SockJS connection, or anything that writes strings. */
export type Transport = {
  write: (data: string) => void;
  /** Writes a broadcast frame; a raw WebSocket writes its ready-made WebSocket message. */
  writeShared?: (frame: SharedFrame) => void;
  close: () => void;
};
export type SessionOptions = { heartbeatMs: number };

const GROUP_TOPIC = /^\/topic\/group\.(\d+)(\.typing)?$/;
const APP_DESTINATION = /^\/app\/chat\.(sendMessage|typing|stopTyping|addUser)\/(\d+)$/;
const DELETE_DESTINATION = /^\/app\/chat\.deleteMessage\/(\d+)\/(\d+)$/;

class StompError extends Error {}

/**
 * One STOMP 1.2 connection: authenticates CONNECT with a bearer token, checks membership on every
 * SUBSCRIBE and SEND (through the hub's cache of recent answers), answers RECEIPTs, negotiates heart-beats, and refuses oversized frames and
 * floods with an ERROR frame (carrying a Korean `message` header) before closing.
 */
export class StompSession implements HubSession {
  readonly id = randomUUID();
  userId = 0;
  private nickname = '';
  private isConnected = false;
  private isClosed = false;
  private lastSeen = Date.now();
  private heartbeatTimers: NodeJS.Timeout[] = [];
  private readonly subscriptions = new Map<string, string>();
  private readonly decoder = createDecoder(
    (frame) => void this.handle(frame),
    () => this.touch(),
  );
  private queue: Promise<void> = Promise.resolve();
  private sentInWindow = 0;
  private windowStartedAt = 0;

  constructor(
    private readonly deps: Deps,
    private readonly transport: Transport,
    private readonly options: SessionOptions,
  ) {}

  /** Raw data from the transport; frames are handled strictly one after another. */
  receive(data: string): void {
    this.touch();
    if (Buffer.byteLength(data) > MAX_FRAME_BYTES) {
      this.fail('메시지가 너무 큽니다. (최대 64KB)');
      return;
    }
    try {
      this.decoder.push(data);
    } catch {
      this.fail('올바르지 않은 STOMP 프레임입니다.');
    }
  }

  deliverFrame(frame: SharedFrame): void {
    if (this.isClosed) return;
    if (this.transport.writeShared) this.transport.writeShared(frame);
    else for (const text of frame.texts) this.transport.write(text);
  }

  closed(): void {
    this.isClosed = true;
    for (const timer of this.heartbeatTimers) clearInterval(timer);
    this.deps.realtime.removeSession(this);
  }

  private handle(frame: StompFrame): void {
    this.queue = this.queue
      .then(() => this.dispatch(frame))
      .catch((error: unknown) => {
        if (error instanceof StompError) this.fail(error.message, frame.headers.receipt);
        else if (error instanceof AppError) this.fail(error.message, frame.headers.receipt);
        else {
          this.deps.log.error({ err: error }, 'stomp: unexpected error');
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
        this.deps.realtime.unsubscribe(this, frame.headers.id ?? '');
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
    const claims = token ? await createJwt(this.deps.config.jwtSecret).verify(token, this.deps.clock.now()) : null;
    const user = claims ? await findUserById(this.deps.db, claims.userId) : null;
    if (!user) throw new StompError(MSG.refreshInvalid);
    this.userId = user.id;
    this.nickname = user.nickname;
    this.isConnected = true;
    const [clientSends, clientWants] = (frame.headers['heart-beat'] ?? '0,0').split(',').map((value) => Number(value) || 0);
    const beat = this.options.heartbeatMs;
    this.startHeartbeats(clientWants ? Math.max(beat, clientWants ?? 0) : 0, clientSends ? Math.max(beat, clientSends ?? 0) : 0);
    this.write(
      encodeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${beat},${beat}`,
        server: 'dongne-moim/1.0',
        'user-name': String(user.id),
      }),
    );
  }

  private startHeartbeats(sendEveryMs: number, expectEveryMs: number): void {
    if (sendEveryMs > 0) this.heartbeatTimers.push(setInterval(() => this.write('\n'), sendEveryMs));
    if (expectEveryMs > 0) {
      // Two missed beats (plus slack) mean the peer is gone.
      this.heartbeatTimers.push(
        setInterval(() => {
          if (Date.now() - this.lastSeen > expectEveryMs * 2 + 1_000) this.transport.close();
        }, expectEveryMs),
      );
    }
  }

  private async subscribe(frame: StompFrame): Promise<void> {
    const destination = frame.headers.destination ?? '';
    const subscriptionId = frame.headers.id;
    if (!subscriptionId) throw new StompError('구독 id가 필요합니다.');
    if (destination !== USER_NOTIFICATIONS) {
      const match = GROUP_TOPIC.exec(destination);
      if (!match) throw new StompError(`구독할 수 없는 경로입니다: ${destination}`);
      await ensureChatMember(this.deps, Number(match[1]), this.userId);
    }
    this.subscriptions.set(subscriptionId, destination);
    this.deps.realtime.subscribe(this, subscriptionId, destination);
    this.receipt(frame);
  }

  private async send(frame: StompFrame): Promise<void> {
    this.countMessage();
    const destination = frame.headers.destination ?? '';
    const deletion = DELETE_DESTINATION.exec(destination);
    if (deletion) {
      await deleteMessage(this.deps, { userId: this.userId, groupId: Number(deletion[1]), messageId: Number(deletion[2]) });
      return this.receipt(frame);
    }
    const match = APP_DESTINATION.exec(destination);
    if (!match) throw new StompError(`보낼 수 없는 경로입니다: ${destination}`);
    const action = match[1];
    const groupId = Number(match[2]);
    if (action === 'sendMessage') {
      const parsed = sendChatMessageSchema.safeParse(parseBody(frame.body));
      if (!parsed.success) throw new StompError(parsed.error.issues[0]?.message ?? MSG.badRequest);
      await sendMessage(this.deps, { userId: this.userId, groupId, ...parsed.data });
    } else {
      await ensureChatMember(this.deps, groupId, this.userId);
      if (action === 'typing' || action === 'stopTyping') {
        await this.deps.realtime.publish(typingTopic(groupId), {
          userId: this.userId,
          nickname: this.nickname,
          typing: action === 'typing',
        });
      }
    }
    this.receipt(frame);
  }

  /** More than 20 SENDs in a second from one session is a flood. */
  private countMessage(): void {
    const now = Date.now();
    if (now - this.windowStartedAt >= 1_000) {
      this.windowStartedAt = now;
      this.sentInWindow = 0;
    }
    this.sentInWindow += 1;
    if (this.sentInWindow > CHAT_RATE_PER_SECOND) throw new StompError(MSG.tooManyRequests);
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
    if (!this.isClosed) this.transport.write(data);
  }
}

/** The spec's client sends `{message, content, groupId, messageType}`: either text field will do. */
function parseBody(body: string): unknown {
  try {
    const value = JSON.parse(body) as { message?: unknown; content?: unknown; messageType?: unknown };
    return { message: value.message ?? value.content, messageType: value.messageType ?? 'TEXT' };
  } catch {
    return { message: body, messageType: 'TEXT' };
  }
}
