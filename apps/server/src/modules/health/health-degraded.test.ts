import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/harness.ts';
import { logSink } from '../../../test/log-capture.ts';
import { exitOf, freePort, waitForPort } from '../../../test/server-processes.ts';
import { buildApp } from '../../app.ts';
import { createDeps, createLogger, type Deps } from '../../deps.ts';

// Contract §15: only the database decides readiness. Redis (here a redis-server of this file
// alone, stopped and started again) is a degraded mode: ready stays 200 and names it, a metric
// shows it, and the outage logs one line when it starts and one when it ends, however often a
// balancer probes in between.
const METRICS_TOKEN = 'metrics-token-degraded-0123456789';
const lines: { level: number; msg: string; dependency?: string }[] = [];
let redis: ChildProcess | undefined;
let redisPort = 0;
let app: FastifyInstance;
let deps: Deps;
let dataDir = '';

const startRedis = async () => {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(redisPort);
};
const stopRedis = async () => {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = exitOf(child);
  child.kill('SIGKILL');
  await exited;
};

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-degraded-'));
  const config = testConfig(dataDir, {
    LOG_LEVEL: 'debug',
    METRICS_TOKEN,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    REDIS_PREFIX: `degraded-test:${redisPort}:`,
  });
  const sink = logSink((line) => lines.push(JSON.parse(line)));
  deps = await createDeps(config, { log: createLogger(config, sink) });
  app = await buildApp(deps);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await deps?.close();
  await stopRedis();
  await rm(dataDir, { recursive: true, force: true });
});

const ready = async () => {
  const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
  return { status: response.statusCode, body: response.json() };
};
const metric = async (dependency: string) => {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return new RegExp(`^dependency_up\\{dependency="${dependency}"\\} (\\d)$`, 'm').exec(response.body)?.[1];
};
const linesAbout = (text: string) => lines.filter((line) => line.level >= 30 && line.msg.includes(text));

describe('a Redis outage is a degraded mode, not an unready instance', () => {
  it('answers ready 200 with redis named, shows it in dependency_up, and logs one line each way', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } } });
    expect(await metric('redis')).toBe('1');
    expect(await metric('database')).toBe('1');

    await stopRedis();
    // A balancer probing every second or so through the outage.
    for (let probe = 0; probe < 5; probe++) {
      expect(await ready()).toEqual({
        status: 200,
        body: { status: 'degraded', checks: { database: 'ok', redis: 'down' }, degraded: ['redis'] },
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await metric('redis')).toBe('0');
    expect(await metric('database')).toBe('1');
    // The plain health check a balancer may still use stays 200 too.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(linesAbout('health: redis does not answer')).toHaveLength(1);
    expect(linesAbout('redis unavailable').length).toBeLessThanOrEqual(1);
    // The probes themselves log at debug only.
    expect(lines.filter((line) => line.level >= 30 && line.msg === 'request completed' && 'route' in line)).not.toContainEqual(
      expect.objectContaining({ route: '/api/health/ready' }),
    );

    await startRedis();
    const deadline = Date.now() + 15_000;
    while ((await ready()).body.status !== 'ok' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', redis: 'ok' } } });
    expect(await metric('redis')).toBe('1');
    expect(linesAbout('health: redis answers again')).toHaveLength(1);
    expect(linesAbout('health: redis does not answer')).toHaveLength(1);
  });

  it('still answers 503 while draining', async () => {
    deps.lifecycle.isDraining = true;
    try {
      expect((await ready()).status).toBe(503);
    } finally {
      deps.lifecycle.isDraining = false;
    }
  });
});
