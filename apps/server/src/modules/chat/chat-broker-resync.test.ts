import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, waitForPort } from '../../../test/server-processes.ts';
import { waitUntil } from '../../../test/stomp-clients.ts';
import { RedisRateLimiter } from '../../lib/rate-limiter.ts';
import { RedisBroker } from '../../realtime/broker.ts';
import { type HubSession, RealtimeHub } from '../../realtime/hub.ts';
import type { SharedFrame } from '../../realtime/stomp-codec.ts';
import { registerChatTopics } from './chat.topics.ts';

// Contract §7: when the link between instances (Redis) was interrupted, every chat subscriber is
// told to re-fetch. A redis-server of this file alone is stopped and started again; the machine's
// shared Redis is never touched.
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

type Received = { destination: string; body: unknown };
function fakeSession(id: string, received: Received[]): HubSession {
  return {
    id,
    userId: 1,
    deliverFrame(frame: SharedFrame) {
      for (const text of frame.texts) {
        const destination = /\ndestination:([^\n]*)\n/.exec(text)?.[1] ?? '';
        received.push({ destination, body: JSON.parse(text.slice(text.indexOf('\n\n') + 2, -1)) });
      }
    },
  };
}

describe.runIf(hasRedis)('a broker interruption', () => {
  const children: ChildProcess[] = [];
  const connections: Redis[] = [];
  const brokers: RedisBroker[] = [];
  const limiters: RedisRateLimiter[] = [];
  afterAll(async () => {
    await Promise.all(brokers.map((broker) => broker.close()));
    for (const limiter of limiters) limiter.close();
    for (const connection of connections) connection.disconnect();
    for (const child of children) child.kill('SIGKILL');
  });

  it('tells every chat subscriber on every instance to re-fetch, once Redis is back', async () => {
    const port = await freePort();
    const startRedis = async () => {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      children.push(child);
      await waitForPort(port);
      return child;
    };
    let redis = await startRedis();
    const prefix = `resync:${randomBytes(3).toString('hex')}:`;
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const messagesLogged = () => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    const limiterLines: string[] = [];
    const instances = await Promise.all(
      [0, 1].map(async (index) => {
        const publisher = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
        publisher.on('error', () => {});
        connections.push(publisher);
        await publisher.connect();
        const broker = new RedisBroker(publisher, prefix, log);
        await broker.start();
        brokers.push(broker);
        const hub = new RealtimeHub(broker, log);
        registerChatTopics(hub);
        const limiter = new RedisRateLimiter(
          publisher,
          prefix,
          () => limiterLines.push(`down ${index}`),
          () => limiterLines.push(`back ${index}`),
        );
        const received: Received[] = [];
        const session = fakeSession(`s${index}`, received);
        hub.subscribe(session, 'sub-0', '/topic/group.7');
        hub.subscribe(session, 'sub-1', '/topic/group.7.typing');
        limiters.push(limiter);
        return { hub, received, limiter };
      }),
    );
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];

    // Before: a message goes across, and nobody is told to re-fetch.
    await a.hub.publish('/topic/group.7', { id: 1 });
    await waitUntil(() => b.received.length === 1, 3_000);
    expect(b.received).toEqual([{ destination: '/topic/group.7', body: { id: 1 } }]);

    const killedAt = Date.now();
    redis.kill('SIGKILL');
    await exitOf(redis);
    // While Redis is down, instance A's message reaches only its own subscribers.
    await waitUntil(() => {
      void a.hub.publish('/topic/group.7', { id: 2 });
      return a.received.some((entry) => (entry.body as { id?: number }).id === 2);
    }, 5_000);
    expect(b.received.some((entry) => (entry.body as { id?: number }).id === 2)).toBe(false);
    // The rate limiter counts per instance meanwhile, and says so once.
    expect((await a.limiter.hit('resync-test', 5, 60_000)).allowed).toBe(true);
    expect(limiterLines).toEqual(['down 0']);

    redis = await startRedis();
    const resyncs = (received: Received[]) => received.filter((entry) => (entry.body as { type?: string }).type === 'RESYNC');
    await waitUntil(() => resyncs(a.received).length > 0 && resyncs(b.received).length > 0, 15_000);
    for (const { received } of [a, b]) {
      // On the room's message topic only, never on the typing topic; `since` reaches back before
      // the outage began (A's local-only message #2 is after it), with the clock margin.
      expect(resyncs(received).every((entry) => entry.destination === '/topic/group.7')).toBe(true);
      for (const { body } of resyncs(received)) {
        expect(body).toMatchObject({ type: 'RESYNC', reason: 'BROKER_INTERRUPTED' });
        expect(Date.parse((body as { since: string }).since)).toBeLessThan(killedAt - 25_000);
      }
    }
    // Every Redis user says it is back: the broker, and the rate limiter on its next count.
    expect(messagesLogged()).toContain('realtime: Redis is back; subscribed again, clients told to re-fetch what they missed');
    await waitUntil(() => {
      void a.limiter.hit('resync-test', 5, 60_000);
      return limiterLines.includes('back 0');
    }, 10_000);
    expect(limiterLines).toEqual(['down 0', 'back 0']);
    // And messages go across again.
    await waitUntil(() => {
      void a.hub.publish('/topic/group.7', { id: 3 });
      return b.received.some((entry) => (entry.body as { id?: number }).id === 3);
    }, 10_000);
  }, 40_000);
});
