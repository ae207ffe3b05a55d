import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/harness.ts';
import { logSink } from '../../test/log-capture.ts';
import { exitOf, freePort, waitForPort } from '../../test/server-processes.ts';
import { buildApp } from '../app.ts';
import { createDeps, createLogger, type Deps } from '../deps.ts';
import type { BrokerMessage } from './broker.ts';

// Contract §15: an instance started while Redis (here a redis-server of this file alone, started
// only after the instance) cannot be reached serves degraded, and joins Redis once it answers:
// ready turns ok, the broker subscribes, and its broadcasts reach the other instances again.
const lines: { level: number; msg: string; setting?: string }[] = [];
let redis: ChildProcess | undefined;
let observer: Redis | undefined;
let redisPort = 0;
let prefix = '';
let app: FastifyInstance;
let deps: Deps;
let dataDir = '';

beforeAll(async () => {
  redisPort = await freePort();
  prefix = `late-redis-test:${redisPort}:`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-late-redis-'));
  const config = testConfig(dataDir, { LOG_LEVEL: 'info', REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: prefix });
  const sink = logSink((line) => lines.push(JSON.parse(line)));
  deps = await createDeps(config, { log: createLogger(config, sink) });
  app = await buildApp(deps);
  await app.ready();
});

afterAll(async () => {
  observer?.disconnect();
  await app?.close();
  await deps?.close();
  if (redis && redis.exitCode === null) {
    const exited = exitOf(redis);
    redis.kill('SIGKILL');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

const ready = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: response.statusCode, body: response.json() };
};
const until = async (condition: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('an instance started while Redis is down', () => {
  it('serves degraded with one warning naming REDIS_URL, then joins Redis once it answers', async () => {
    expect(lines.filter((line) => line.setting === 'REDIS_URL')).toEqual([
      expect.objectContaining({ level: 40, msg: expect.stringMatching(/^REDIS_URL: .*ECONNREFUSED.*; starting degraded/) }),
    ]);
    expect(lines.filter((line) => line.msg === 'redis unavailable')).toHaveLength(0);
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', redis: 'down' }, degraded: ['redis'] },
    });
    // Live fan-out stays local meanwhile: a broadcast now reached only this instance's subscribers.
    await deps.realtime.publish('/topic/groups/1/chat', { text: 'while Redis was down' });

    redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    await waitForPort(redisPort);
    observer = new Redis(`redis://127.0.0.1:${redisPort}`);
    const channel = `${prefix}realtime`;
    const probe = observer;
    await until(async () => (await ready()).body.status === 'ok');
    // The broker subscribed by itself: Redis counts one subscriber on the instances' channel.
    await until(async () => ((await probe.call('PUBSUB', 'NUMSUB', channel)) as [string, number])[1] === 1);

    const listener = probe.duplicate();
    const received: BrokerMessage[] = [];
    listener.on('message', (_channel: string, raw: string) => received.push(JSON.parse(raw) as BrokerMessage));
    await listener.subscribe(channel);
    try {
      // What another instance hears: this instance's broadcasts go through Redis again.
      await until(async () => {
        await deps.realtime.publish('/topic/groups/1/chat', { text: 'after Redis came back' });
        return received.some(
          (message) => message.kind === 'publish' && message.bodies.some((body) => body.includes('after Redis came back')),
        );
      });
    } finally {
      listener.disconnect();
    }
    expect(lines.filter((line) => line.msg === 'redis: connection back')).toHaveLength(1);
    expect(lines.filter((line) => line.msg.startsWith('realtime: Redis is back'))).toHaveLength(1);
  });
});
