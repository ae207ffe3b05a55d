import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { CHAT_RESYNC_SIGNAL } from '@dongne/contract';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { exitOf, freePort, waitForPort } from '../../test/server-processes.ts';
import { waitUntil } from '../../test/stomp-clients.ts';
import { RedisBroker } from './broker.ts';
import { type HubSession, RealtimeHub } from './hub.ts';
import type { SharedFrame } from './stomp-codec.ts';

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
  afterAll(async () => {
    await Promise.all(brokers.map((broker) => broker.close()));
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
    const log = pino({ level: 'silent' });
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
        const received: Received[] = [];
        const session = fakeSession(`s${index}`, received);
        hub.subscribe(session, 'sub-0', '/topic/group.7');
        hub.subscribe(session, 'sub-1', '/topic/group.7.typing');
        return { hub, received };
      }),
    );
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];

    // Before: a message goes across, and nobody is told to re-fetch.
    await a.hub.publish('/topic/group.7', { id: 1 });
    await waitUntil(() => b.received.length === 1, 3_000);
    expect(b.received).toEqual([{ destination: '/topic/group.7', body: { id: 1 } }]);

    redis.kill('SIGKILL');
    await exitOf(redis);
    // While Redis is down, instance A's message reaches only its own subscribers.
    await waitUntil(() => {
      void a.hub.publish('/topic/group.7', { id: 2 });
      return a.received.some((entry) => (entry.body as { id?: number }).id === 2);
    }, 5_000);
    expect(b.received.some((entry) => (entry.body as { id?: number }).id === 2)).toBe(false);

    redis = await startRedis();
    const resyncs = (received: Received[]) => received.filter((entry) => JSON.stringify(entry.body) === JSON.stringify(CHAT_RESYNC_SIGNAL));
    await waitUntil(() => resyncs(a.received).length > 0 && resyncs(b.received).length > 0, 15_000);
    for (const { received } of [a, b]) {
      // On the room's message topic only, never on the typing topic.
      expect(resyncs(received).every((entry) => entry.destination === '/topic/group.7')).toBe(true);
    }
    // And messages go across again.
    await waitUntil(() => {
      void a.hub.publish('/topic/group.7', { id: 3 });
      return b.received.some((entry) => (entry.body as { id?: number }).id === 3);
    }, 10_000);
  }, 40_000);
});
