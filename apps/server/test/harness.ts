import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDeps, createLogger, type Deps } from '../src/deps.ts';
import type { Clock } from '../src/lib/clock.ts';

/** A fixed VAPID key pair and contact for the tests that start in production, where they are required (contract §18). */
export const TEST_VAPID_ENV = {
  VAPID_PUBLIC_KEY: 'BNbAimWyQq8VNW07zuYH9Hv2FNfYwTSRocYiL13fOTI0fF97RwHUT_ViA7Cp6Hpq7BXIZbsjUVp_diB7iXS5llU',
  VAPID_PRIVATE_KEY: '8spXgY-rk4LCoGJWjAxmeK00FnUL1RUFZvtMcSBtEK8',
  VAPID_SUBJECT: 'mailto:ops@dongne.example',
};

/** Real time plus an offset that tests may only move forward. */
export type TestClock = Clock & { advance: (ms: number) => void };
function offsetClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export type TestContext = {
  app: FastifyInstance;
  deps: Deps;
  clock: TestClock;
  /** http://127.0.0.1:PORT when the app was started with `listen: true` (real sockets). */
  baseUrl: string;
  /** `app.inject` with an optional bearer token. */
  request: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
};

/**
 * The job queue's schema of this test file: on PostgreSQL every file of a run shares the run's
 * database, and a file's workers must not take another file's jobs (each file runs in a module
 * graph of its own, so this is drawn once per file).
 */
const JOBS_SCHEMA = `pgboss_${randomBytes(6).toString('hex')}`;

export function testConfig(dataDir: string, extra: Record<string, string> = {}): Config {
  const databaseUrl = inject('databaseUrl') || undefined;
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://localhost:8080',
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    // A local web build (apps/web/dist-ssr) would otherwise render guests' pages in every test app.
    FIRST_SCREEN_RENDER: 'false',
    JOBS_SCHEMA,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: inject('redisPrefix') } : {}),
    ...extra,
  });
}

/**
 * One app per test file on a real PostgreSQL engine: PGlite in memory by default, the run's
 * own PostgreSQL database (and Redis) when DATABASE_URL (and REDIS_URL) are set.
 */
export function setupTestApp(extraEnv: Record<string, string> = {}, { listen = false } = {}): TestContext {
  const context = {} as TestContext;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-test-'));
    // On the embedded engine, start from the run's migrated copy (test/global-setup.ts).
    const template = inject('pgliteTemplate');
    if (template && !inject('databaseUrl')) cpSync(path.join(template, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
    const config = testConfig(dataDir, extraEnv);
    const clock = offsetClock();
    const deps = await createDeps(config, { clock, log: createLogger(config) });
    const app = await buildApp(deps);
    await app.ready();
    let baseUrl = '';
    if (listen) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    }
    Object.assign(context, {
      baseUrl,
      app,
      deps,
      clock,
      request: ({ token, headers, ...rest }: InjectOptions & { token?: string }) =>
        app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.deps?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}
