import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Broker, BrokerMessage } from './broker.ts';

/** A connected STOMP session as the hub sees it. */
export interface HubSession {
  readonly id: string;
  readonly userId: number;
  deliver(subscriptionId: string, destination: string, body: string, messageId: string): void;
}

type Subscription = { session: HubSession; subscriptionId: string; destination: string };

export const groupTopic = (groupId: number) => `/topic/group.${groupId}`;
export const typingTopic = (groupId: number) => `/topic/group.${groupId}.typing`;
export const USER_NOTIFICATIONS = '/user/queue/notifications';
/** The per-user key a `/user/queue/notifications` subscription is filed under. */
const userQueue = (userId: number) => `/user/${userId}/queue/notifications`;

/**
 * This instance's subscriptions, and the one way out to every instance's subscribers: everything
 * goes through the broker, which hands it back to `deliverLocally` on each instance.
 */
export class RealtimeHub {
  private readonly byDestination = new Map<string, Map<string, Subscription>>();

  constructor(
    private readonly broker: Broker,
    private readonly log: Logger,
  ) {
    broker.onMessage((message) => this.deliverLocally(message));
  }

  get isDistributed(): boolean {
    return this.broker.isDistributed;
  }

  subscribe(session: HubSession, subscriptionId: string, destination: string): void {
    const key = destination === USER_NOTIFICATIONS ? userQueue(session.userId) : destination;
    let subscribers = this.byDestination.get(key);
    if (!subscribers) {
      subscribers = new Map();
      this.byDestination.set(key, subscribers);
    }
    subscribers.set(`${session.id}:${subscriptionId}`, { session, subscriptionId, destination });
  }

  unsubscribe(session: HubSession, subscriptionId: string): void {
    for (const [key, subscribers] of this.byDestination) {
      subscribers.delete(`${session.id}:${subscriptionId}`);
      if (subscribers.size === 0) this.byDestination.delete(key);
    }
  }

  removeSession(session: HubSession): void {
    for (const [key, subscribers] of this.byDestination) {
      for (const [id, subscription] of subscribers) if (subscription.session === session) subscribers.delete(id);
      if (subscribers.size === 0) this.byDestination.delete(key);
    }
  }

  /** Sends a JSON body to every subscriber of a destination, on every instance. */
  publish(destination: string, payload: unknown): Promise<void> {
    return this.broker.publish({ kind: 'publish', destination, body: JSON.stringify(payload) });
  }

  /** Sends a live notification to one user's sessions, on every instance. */
  pushToUser(userId: number, payload: unknown): Promise<void> {
    return this.publish(userQueue(userId), payload);
  }

  /**
   * Delivers a live notification to this instance's sessions of a user only: every instance hears
   * the database's NOTIFY itself, so going through the broker would deliver it once per instance.
   */
  deliverToLocalUser(userId: number, body: string): void {
    this.deliverLocally({ kind: 'publish', destination: userQueue(userId), body });
  }

  /** A member left or was removed: their sessions stop receiving the group's topics everywhere. */
  endMembership(groupId: number, userId: number): Promise<void> {
    return this.broker.publish({ kind: 'membership-ended', groupId, userId });
  }

  private deliverLocally(message: BrokerMessage): void {
    if (message.kind === 'membership-ended') {
      for (const destination of [groupTopic(message.groupId), typingTopic(message.groupId)]) {
        const subscribers = this.byDestination.get(destination);
        for (const [id, subscription] of subscribers ?? []) if (subscription.session.userId === message.userId) subscribers?.delete(id);
      }
      return;
    }
    const subscribers = this.byDestination.get(message.destination);
    if (!subscribers) return;
    const messageId = randomUUID();
    for (const subscription of subscribers.values()) {
      try {
        subscription.session.deliver(subscription.subscriptionId, subscription.destination, message.body, messageId);
      } catch (error) {
        this.log.warn({ err: error }, 'realtime: delivery to a session failed');
      }
    }
  }
}
