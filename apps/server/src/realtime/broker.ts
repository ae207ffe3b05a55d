import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * What travels between instances: a STOMP destination and the JSON bodies for it, in order (a
 * room's batch of messages travels as one), or a control event.
 */
export type BrokerMessage =
  /**
   * `variants`: for some users (by id), their own bodies in place of `bodies`, one for one: the
   * publisher decides what differs per reader; the hub only picks by the subscriber's user id.
   * `coalesceKey`: one body published with `RealtimeHub.publishCoalesced`, which each instance
   * holds in its window for the destination under this key (an instance that does not know the
   * field delivers the body at once, alone).
   */
  | { kind: 'publish'; destination: string; bodies: string[]; variants?: Record<string, string[]>; coalesceKey?: string }
  | { kind: 'membership-ended'; groupId: number; userId: number }
  | { kind: 'group-ended'; groupId: number }
  | { kind: 'sessions-ended'; sessionIds: string[] }
  /** A user blocked (`blocked`) or unblocked another (contract §11): instances update their loaded block sets. */
  | { kind: 'blocks-changed'; blockerId: number; blockedId: number; blocked: boolean }
  /**
   * The link between instances was interrupted and is back: messages may have passed some
   * instance's subscribers by, so every local chat subscriber is told to re-fetch (contract §7).
   */
  | { kind: 'resync'; since: string };

/**
 * Fan-out of realtime messages to every instance's local subscribers. In-process when there is
 * one instance; through Redis pub/sub when REDIS_URL is set.
 */
export interface Broker {
  /** Whether other instances may publish to the same subscribers (then ordering needs a shared lock). */
  readonly isDistributed: boolean;
  publish(message: BrokerMessage): Promise<void>;
  /** Registers the one local handler that delivers to this instance's sessions. */
  onMessage(handler: (message: BrokerMessage) => void): void;
  close(): Promise<void>;
}

/**
 * How far back clients re-fetch after an interruption noticed at `noticedAt`: messages stored by
 * the database's clock, compared by the client with this instance's clock, and a link can break a
 * little before this instance notices; the margin covers both.
 */
const RESYNC_MARGIN_MS = 30_000;
export const resyncSince = (noticedAt: number) => new Date(noticedAt - RESYNC_MARGIN_MS).toISOString();

export class InProcessBroker implements Broker {
  readonly isDistributed = false;
  private handler: (message: BrokerMessage) => void = () => {};

  async publish(message: BrokerMessage): Promise<void> {
    this.handler(message);
  }

  onMessage(handler: (message: BrokerMessage) => void): void {
    this.handler = handler;
  }

  async close(): Promise<void> {}
}

/**
 * Publishes on one Redis channel and delivers what it receives back, so every instance (this
 * one included) sees each message exactly once. While Redis is unreachable it delivers locally,
 * so this instance's subscribers keep chatting. Both connections reconnect by themselves, each on
 * its own schedule: a message goes through Redis only while the subscriber is subscribed again
 * (else this instance would not hear its own message) and the publisher is connected.
 */
export class RedisBroker implements Broker {
  readonly isDistributed = true;
  private handler: (message: BrokerMessage) => void = () => {};
  private readonly channel: string;
  private readonly subscriber: Redis;
  private isSubscribed = false;
  /** Only for the log: one line when delivery turns local, one when it goes through Redis again. */
  private isDown = false;
  /** When the subscription was lost after it had been made: what was published since passed us by. */
  private interruptedAt: number | null = null;
  /** When a broadcast first went to this instance's subscribers only: the other instances' clients missed it. */
  private localOnlySince: number | null = null;

  private readonly publisher: Redis;
  private readonly log: Logger;

  constructor(publisher: Redis, prefix: string, log: Logger) {
    this.publisher = publisher;
    this.log = log;
    this.channel = `${prefix}realtime`;
    this.subscriber = publisher.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: false });
    this.subscriber.on('message', (_channel: string, raw: string) => {
      try {
        this.handler(JSON.parse(raw) as BrokerMessage);
      } catch (error) {
        this.log.warn({ err: error }, 'realtime: unreadable broker message');
      }
    });
    this.subscriber.on('ready', () => void this.resubscribe().catch((error: unknown) => this.markDown(error)));
    this.subscriber.on('close', () => {
      if (this.isSubscribed && this.interruptedAt === null) this.interruptedAt = Date.now();
      this.isSubscribed = false;
    });
    this.subscriber.on('error', (error: Error) => this.markDown(error));
  }

  /**
   * Subscribes before the instance serves. When Redis did not answer at start (the publisher is
   * not connected), the instance serves anyway with local delivery, and the subscriber connects by
   * itself: its 'ready' handler subscribes, and what was broadcast here meanwhile is announced as a
   * `resync` to every instance (announceLocalOnlyDeliveries).
   */
  async start(): Promise<void> {
    if (this.publisher.status === 'ready') {
      await this.subscribe();
      return;
    }
    // The start's warning (deps.ts) told the outage; the line when delivery goes through Redis is still due.
    this.isDown = true;
    this.subscriber.connect().catch(() => {
      // Reconnecting by itself; its 'error' events are the broker's to log (markDown, once).
    });
  }

  async publish(message: BrokerMessage): Promise<void> {
    try {
      if (!this.isSubscribed || this.publisher.status !== 'ready') throw new Error(`redis ${this.publisher.status}`);
      await this.publisher.publish(this.channel, JSON.stringify(message));
      this.markBack();
      await this.announceLocalOnlyDeliveries();
    } catch (error) {
      this.markDown(error);
      if (message.kind === 'publish') this.localOnlySince ??= Date.now();
      this.handler(message);
    }
  }

  private async subscribe(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
    this.isSubscribed = true;
  }

  /**
   * The subscriber is connected again. If it had been subscribed before, whatever other instances
   * published in between never reached this instance's clients: tell them to re-fetch.
   */
  private async resubscribe(): Promise<void> {
    await this.subscribe();
    if (this.interruptedAt !== null) {
      const since = resyncSince(this.interruptedAt);
      this.interruptedAt = null;
      this.log.info({ since }, 'realtime: Redis is back; subscribed again, clients told to re-fetch what they missed');
      this.handler({ kind: 'resync', since });
    }
    if (this.publisher.status === 'ready') {
      this.markBack();
      await this.announceLocalOnlyDeliveries().catch((error: unknown) => this.markDown(error));
    }
  }

  /**
   * Broadcasts made here while Redis was away reached only this instance's clients: once Redis
   * carries messages again, every instance tells its clients to re-fetch (one `resync` for the lot).
   */
  private async announceLocalOnlyDeliveries(): Promise<void> {
    if (this.localOnlySince === null || !this.isSubscribed || this.publisher.status !== 'ready') return;
    const since = resyncSince(this.localOnlySince);
    this.localOnlySince = null;
    await this.publisher.publish(this.channel, JSON.stringify({ kind: 'resync', since } satisfies BrokerMessage));
  }

  private markBack(): void {
    if (this.isDown) this.log.info('realtime: Redis is back; cross-instance delivery resumed');
    this.isDown = false;
  }

  onMessage(handler: (message: BrokerMessage) => void): void {
    this.handler = handler;
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  private markDown(error: unknown): void {
    if (!this.isDown) this.log.error({ err: error }, 'realtime: Redis unavailable; delivering to local subscribers only');
    this.isDown = true;
  }
}
