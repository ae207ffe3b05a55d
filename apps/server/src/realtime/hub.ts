import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { BlockSets } from './block-sets.ts';
import type { Broker, BrokerMessage } from './broker.ts';
import { MembershipCache } from './membership-cache.ts';
import { encodeMessageFrame, SharedFrame } from './stomp-codec.ts';

/** A connected STOMP session as the hub sees it. */
export interface HubSession {
  readonly id: string;
  readonly userId: number;
  /** Writes a MESSAGE frame, shared by every session with the same subscription id. */
  deliverFrame(frame: SharedFrame): void;
  /** The sign-in this connection was authenticated with, when its token named one. */
  readonly authSessionId?: string | null;
  /** Ends the connection because its sign-in ended: an ERROR frame, then a close. */
  end?(): void;
}

type Subscription = { session: HubSession; subscriptionId: string; destination: string };

/**
 * What a module says about a family of topics it publishes on (e.g. a group's chat messages): the
 * hub moves frames and asks these hooks what the bodies mean. Registered by the module that owns
 * the topics (`RealtimeHub.registerTopics`); a topic no family matches is delivered as published.
 */
export interface TopicHooks {
  /** The destinations of the family. */
  readonly pattern: RegExp;
  /** The family's destination for a group: dropped when the group ends, and for a member who leaves it. */
  readonly ofGroup?: (groupId: number) => string;
  /** Who wrote a body, for subscribers who blocked them (contract §11); null when nobody. */
  readonly authorOf?: (body: string) => number | null;
  /** The body a blocker of its author receives instead; null: the blocker receives nothing. */
  readonly forBlocker?: (body: string) => string | null;
  /**
   * For bodies that name several people (a poll's voters): the body as a subscriber who blocked
   * `blocked` reads it, or the same string when it names none of them. Applied only for
   * subscribers who blocked someone, each of whom then gets a frame of their own.
   */
  readonly redact?: (body: string, blocked: ReadonlySet<number>) => string;
  /** The body each subscription gets after the broker was interrupted, so clients re-fetch; absent: nothing. */
  readonly resyncSignal?: (since: string) => string;
  /** Hears how many MESSAGE frames of the family were written to sessions here (metrics). */
  readonly onDelivered?: (frames: number) => void;
  /**
   * Bodies published with `publishCoalesced` on the family's destinations go out together, at most
   * one frame per destination per `windowMs` to each subscriber, its body a JSON array of them. A
   * body waiting under the same key as a later one is `merge`d with it (or replaced). `authorOf` and
   * `forBlocker`, if any, see that array. With `framePerKey`, a window's bodies go instead as one
   * MESSAGE frame each, as published (at most one frame per key per window, all of a window's in one
   * socket write), for topics whose frames are single objects.
   */
  readonly coalesce?: {
    readonly windowMs: number;
    readonly merge?: (earlier: unknown, later: unknown) => unknown;
    readonly framePerKey?: boolean;
  };
}
const USER_PREFIX = '/user/';
/** The per-user key a `/user/…` subscription is filed under: each user hears only their own. */
const userDestination = (userId: number, destination: string) => `/user/${userId}/${destination.slice(USER_PREFIX.length)}`;

/**
 * This instance's subscriptions, and the one way out to every instance's subscribers: everything
 * goes through the broker, which hands it back to `deliverLocally` on each instance.
 */
export class RealtimeHub {
  private readonly byDestination = new Map<string, Map<string, Subscription>>();
  /** Recent positive membership checks, forgotten when a membership ends on any instance. */
  readonly memberships = new MembershipCache();
  /** Whom each user with a session here blocked (contract §11): applied while delivering room topics. */
  readonly blocks = new BlockSets();
  /** How many connected sessions each user has here, to forget their block set with the last. */
  private readonly sessionsPerUser = new Map<number, number>();
  /** This instance's connected sessions by the sign-in they belong to, to end them with it. */
  private readonly byAuthSession = new Map<string, Set<HubSession>>();
  private readonly sessionsEndedListeners: ((sessionIds: string[]) => void)[] = [];
  /** This instance's connections that finished CONNECT (for the metrics). */
  private readonly connected = new Set<HubSession>();
  /** Monotonic counts for the metrics (contract §15): chat messages stored here, and MESSAGE frames of room topics written to sessions here. */
  readonly counters = { chatMessagesStored: 0, chatMessagesDelivered: 0 };

  private readonly broker: Broker;
  private readonly log: Logger;
  /** Open coalescing windows by destination (`publishCoalesced`): the JSON bodies waiting for its end, by key. */
  private readonly windows = new Map<string, Map<string, string>>();
  /** The registered topic families by name (re-registering a name replaces it). */
  private readonly families = new Map<string, TopicHooks>();

  constructor(broker: Broker, log: Logger) {
    this.broker = broker;
    this.log = log;
    broker.onMessage((message) => this.deliverLocally(message));
  }

  /** A module declares a family of its topics (see `TopicHooks`). */
  registerTopics(name: string, hooks: TopicHooks): void {
    this.families.set(name, hooks);
  }

  private familyOf(destination: string): TopicHooks | undefined {
    for (const hooks of this.families.values()) if (hooks.pattern.test(destination)) return hooks;
    return undefined;
  }

  /** The destinations registered families have for a group. */
  private groupDestinations(groupId: number): string[] {
    const out: string[] = [];
    for (const hooks of this.families.values()) if (hooks.ofGroup) out.push(hooks.ofGroup(groupId));
    return out;
  }

  get isDistributed(): boolean {
    return this.broker.isDistributed;
  }

  subscribe(session: HubSession, subscriptionId: string, destination: string): void {
    const key = destination.startsWith(USER_PREFIX) ? userDestination(session.userId, destination) : destination;
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

  /** A connection finished CONNECT: it is ended when its sign-in is (`endSessions`). */
  attach(session: HubSession): void {
    if (!this.connected.has(session)) this.sessionsPerUser.set(session.userId, (this.sessionsPerUser.get(session.userId) ?? 0) + 1);
    this.connected.add(session);
    if (!session.authSessionId) return;
    let sessions = this.byAuthSession.get(session.authSessionId);
    if (!sessions) {
      sessions = new Set();
      this.byAuthSession.set(session.authSessionId, sessions);
    }
    sessions.add(session);
  }

  removeSession(session: HubSession): void {
    if (this.connected.delete(session)) {
      const left = (this.sessionsPerUser.get(session.userId) ?? 1) - 1;
      if (left > 0) this.sessionsPerUser.set(session.userId, left);
      else {
        this.sessionsPerUser.delete(session.userId);
        this.blocks.forget(session.userId);
      }
    }
    if (session.authSessionId) {
      const sessions = this.byAuthSession.get(session.authSessionId);
      sessions?.delete(session);
      if (sessions?.size === 0) this.byAuthSession.delete(session.authSessionId);
    }
    for (const [key, subscribers] of this.byDestination) {
      for (const [id, subscription] of subscribers) if (subscription.session === session) subscribers.delete(id);
      if (subscribers.size === 0) this.byDestination.delete(key);
    }
  }

  /** Connected sessions and their subscriptions on this instance, for the metrics. */
  stats(): { connections: number; subscriptions: number } {
    let subscriptions = 0;
    for (const subscribers of this.byDestination.values()) subscriptions += subscribers.size;
    return { connections: this.connected.size, subscriptions };
  }

  /** Sends a JSON body to every subscriber of a destination, on every instance. */
  publish(destination: string, payload: unknown): Promise<void> {
    return this.publishAll(destination, [payload]);
  }

  /**
   * Sends several JSON bodies, in order, as one broadcast: a session on a raw WebSocket gets them
   * in a single socket write, so a room that falls behind catches up with fewer writes, not more.
   */
  publishAll(destination: string, payloads: unknown[], variants?: ReadonlyMap<number, unknown[]>): Promise<void> {
    const bodies = payloads.map((payload) => JSON.stringify(payload));
    if (!variants?.size) return this.broker.publish({ kind: 'publish', destination, bodies });
    const byUser: Record<string, string[]> = {};
    for (const [userId, own] of variants) byUser[userId] = own.map((payload) => JSON.stringify(payload));
    return this.broker.publish({ kind: 'publish', destination, bodies, variants: byUser });
  }

  /**
   * Sends a JSON body that subscribers receive batched with others (the family's `coalesce`): it
   * travels to every instance alone, and each instance holds it in its own window for the
   * destination, under `key`. Batching where the subscribers are, rather than where the body was
   * published, keeps one frame per window to each subscriber however many instances published in
   * it, and merges one key's bodies that came through different instances.
   */
  publishCoalesced(destination: string, key: string, payload: unknown): Promise<void> {
    return this.broker.publish({ kind: 'publish', destination, bodies: [JSON.stringify(payload)], coalesceKey: key });
  }

  /**
   * A coalesced body arrived: the first of a destination goes out at once (a one-element array, or
   * the body alone with `framePerKey`) and opens its window; the ones arriving during it wait, one
   * per key, and go together when it ends, which opens the next. So the last body of a burst always
   * goes out, at most one window after it arrived. An instance without subscribers to the
   * destination drops it.
   */
  private coalesceLocally(destination: string, key: string, body: string, coalesce: NonNullable<TopicHooks['coalesce']>): void {
    if (!this.byDestination.has(destination)) return;
    const waiting = this.windows.get(destination);
    if (waiting) {
      const earlier = waiting.get(key);
      const { merge } = coalesce;
      waiting.set(key, earlier !== undefined && merge ? JSON.stringify(merge(JSON.parse(earlier), JSON.parse(body))) : body);
      return;
    }
    this.openWindow(destination, coalesce);
    this.deliverBodies(destination, coalesce.framePerKey ? [body] : [`[${body}]`]);
  }

  private openWindow(destination: string, coalesce: NonNullable<TopicHooks['coalesce']>): void {
    const waiting = new Map<string, string>();
    this.windows.set(destination, waiting);
    const timer = setTimeout(() => {
      this.windows.delete(destination);
      if (waiting.size === 0) return;
      this.openWindow(destination, coalesce);
      const bodies = [...waiting.values()];
      this.deliverBodies(destination, coalesce.framePerKey ? bodies : [`[${bodies.join(',')}]`]);
    }, coalesce.windowMs);
    timer.unref();
  }

  /** Sends a JSON body to one user's sessions subscribed to a `/user/…` destination, on every instance. */
  pushToUser(userId: number, destination: string, payload: unknown): Promise<void> {
    return this.publish(userDestination(userId, destination), payload);
  }

  /**
   * `pushToUser` for this instance's sessions only, for events every instance hears by itself
   * (the database's NOTIFY): going through the broker would deliver them once per instance.
   */
  deliverToLocalUser(userId: number, destination: string, body: string): void {
    this.deliverLocally({ kind: 'publish', destination: userDestination(userId, destination), bodies: [body] });
  }

  /** A member left or was removed: their sessions stop receiving the group's topics everywhere. */
  endMembership(groupId: number, userId: number): Promise<void> {
    // Forget here at once: the broker's echo may arrive after this member's next request.
    this.memberships.forget(groupId, userId);
    return this.broker.publish({ kind: 'membership-ended', groupId, userId });
  }

  /**
   * A user blocked or unblocked another: every instance updates the blocker's loaded set (here at
   * once, elsewhere with the broker's message), so their sessions' next deliveries follow it.
   */
  blocksChanged(blockerId: number, blockedId: number, blocked: boolean): Promise<void> {
    this.blocks.apply(blockerId, blockedId, blocked);
    return this.broker.publish({ kind: 'blocks-changed', blockerId, blockedId, blocked });
  }

  /** A group was deleted: every session everywhere drops its topics, and no membership of it stays cached. */
  endGroup(groupId: number): Promise<void> {
    this.memberships.forgetGroup(groupId);
    return this.broker.publish({ kind: 'group-ended', groupId });
  }

  /**
   * Sign-ins ended (logout, password change…): on every instance their connections get an ERROR
   * and close, and the listeners (the per-request revocation check) hear of it. The listeners on
   * this instance hear at once, not only with the broker's echo.
   */
  endSessions(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return Promise.resolve();
    for (const listener of this.sessionsEndedListeners) listener(sessionIds);
    return this.broker.publish({ kind: 'sessions-ended', sessionIds });
  }

  /** Hears every ended sign-in, from any instance. */
  onSessionsEnded(listener: (sessionIds: string[]) => void): void {
    this.sessionsEndedListeners.push(listener);
  }

  private deliverLocally(message: BrokerMessage): void {
    if (message.kind === 'resync') {
      void this.blocks.refreshAll();
      this.tellSubscribersToResync(message.since);
      return;
    }
    if (message.kind === 'sessions-ended') {
      for (const listener of this.sessionsEndedListeners) listener(message.sessionIds);
      for (const id of message.sessionIds) {
        for (const session of this.byAuthSession.get(id) ?? []) session.end?.();
        this.byAuthSession.delete(id);
      }
      return;
    }
    if (message.kind === 'group-ended') {
      this.memberships.forgetGroup(message.groupId);
      for (const destination of this.groupDestinations(message.groupId)) this.byDestination.delete(destination);
      return;
    }
    if (message.kind === 'blocks-changed') {
      this.blocks.apply(message.blockerId, message.blockedId, message.blocked);
      return;
    }
    if (message.kind === 'membership-ended') {
      this.memberships.forget(message.groupId, message.userId);
      for (const destination of this.groupDestinations(message.groupId)) {
        const subscribers = this.byDestination.get(destination);
        for (const [id, subscription] of subscribers ?? []) if (subscription.session.userId === message.userId) subscribers?.delete(id);
      }
      return;
    }
    const [body] = message.bodies;
    if (message.coalesceKey !== undefined && body !== undefined) {
      const coalesce = this.familyOf(message.destination)?.coalesce;
      if (coalesce) {
        this.coalesceLocally(message.destination, message.coalesceKey, body, coalesce);
        return;
      }
    }
    this.deliverBodies(message.destination, message.bodies, message.variants);
  }

  /**
   * The broker was interrupted (contract §7): every subscription to a topic whose family has a
   * resync signal gets that one body, on the topic it already has, so the client re-fetches.
   */
  private tellSubscribersToResync(since: string): void {
    let topics = 0;
    const signals = new Map<TopicHooks, string>();
    for (const destination of [...this.byDestination.keys()]) {
      const family = this.familyOf(destination);
      if (!family?.resyncSignal) continue;
      let body = signals.get(family);
      if (body === undefined) {
        body = family.resyncSignal(since);
        signals.set(family, body);
      }
      topics++;
      this.deliverBodies(destination, [body]);
    }
    this.log.info({ topics, since }, 'realtime: subscribers told to re-fetch after a broker interruption');
  }

  /**
   * Sends a subscriber who blocked someone the bodies as `redact` leaves them for that subscriber,
   * in a frame of their own; false when no body names anyone they blocked (the shared frame does).
   */
  private deliverRedacted(
    subscription: Subscription,
    bodies: string[],
    messageIds: string[],
    blocked: ReadonlySet<number>,
    redact: NonNullable<TopicHooks['redact']>,
  ): boolean {
    const redacted = bodies.map((body) => redact(body, blocked));
    if (redacted.every((body, index) => body === bodies[index])) return false;
    const { subscriptionId, destination } = subscription;
    const frame = new SharedFrame(
      redacted.map((body, index) => encodeMessageFrame(subscriptionId, destination, messageIds[index] ?? '', body)),
    );
    try {
      subscription.session.deliverFrame(frame);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime: delivery to a session failed');
    }
    return true;
  }

  private deliverBodies(destination: string, sharedBodies: string[], variants?: Record<string, string[]>): void {
    const subscribers = this.byDestination.get(destination);
    if (!subscribers) return;
    const family = this.familyOf(destination);
    family?.onDelivered?.(sharedBodies.length * subscribers.size);
    const authorOf = family?.authorOf;
    const forBlocker = family?.forBlocker ?? (() => null);
    const redact = family?.redact;
    // Encode once per message and subscription id: clients number their subscriptions alike
    // (stompjs: sub-0, sub-1, …), so a room of a thousand usually shares one or two frames.
    const messageIds = sharedBodies.map(() => randomUUID());
    const frames = new Map<string, SharedFrame>();
    // Blocks (contract §11): only for subscribers who blocked someone are the bodies read, once.
    let senders: (number | null)[] | undefined;
    const blockedBodies: (string | null)[] = [];
    for (const subscription of subscribers.values()) {
      // A user with bodies of their own (the publisher's `variants`) gets those, in frames of their own.
      const own = variants?.[subscription.session.userId];
      const bodies = own ?? sharedBodies;
      let mask = '';
      const blocked = authorOf || redact ? this.blocks.blockedBy(subscription.session.userId) : undefined;
      if (redact && blocked !== undefined && blocked.size > 0 && this.deliverRedacted(subscription, bodies, messageIds, blocked, redact)) {
        continue;
      }
      if (authorOf && blocked !== undefined && blocked.size > 0) {
        senders ??= sharedBodies.map((body) => authorOf(body));
        mask = senders.map((sender) => (sender !== null && blocked.has(sender) ? '1' : '0')).join('');
        if (!mask.includes('1')) mask = '';
      }
      const key = `${subscription.subscriptionId}\n${subscription.destination}\n${mask}\n${own ? subscription.session.userId : ''}`;
      let frame = frames.get(key);
      if (frame === undefined) {
        const { subscriptionId, destination: subscribed } = subscription;
        const encoded: string[] = [];
        bodies.forEach((body, index) => {
          let out: string | null = body;
          if (mask[index] === '1') {
            if (own) out = forBlocker(body);
            else {
              if (!(index in blockedBodies)) blockedBodies[index] = forBlocker(body);
              out = blockedBodies[index] ?? null;
            }
          }
          if (out === null) return; // the family withholds it from a blocker
          encoded.push(encodeMessageFrame(subscriptionId, subscribed, messageIds[index] ?? '', out));
        });
        frame = new SharedFrame(encoded);
        frames.set(key, frame);
      }
      if (frame.texts.length === 0) continue;
      try {
        subscription.session.deliverFrame(frame);
      } catch (error) {
        this.log.warn({ err: error }, 'realtime: delivery to a session failed');
      }
    }
  }
}
