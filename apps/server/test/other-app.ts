import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { createDeps, createLogger, type Deps } from '../src/deps.ts';
import { type TestContext, testConfig } from './harness.ts';

export type BuildOtherApp = (
  env: Record<string, string>,
  options?: { database?: Database; extend?: (app: FastifyInstance, deps: Deps) => void },
) => Promise<FastifyInstance>;

/**
 * Builds further apps beside the file's own: over the same database and clock (or the database
 * given), with other settings and optional extra routes. All are closed after the file's tests.
 */
export function setupOtherApps(ctx: TestContext): BuildOtherApp {
  const apps: { app: FastifyInstance; deps: Deps; dataDir: string; database?: Database }[] = [];
  afterAll(async () => {
    for (const { app, deps, dataDir, database } of apps) {
      await app.close();
      await deps.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
  return async (env, options = {}) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-test-'));
    const config = testConfig(dataDir, env);
    // An app over a database of its own (one that cannot answer, in the failure tests) sends jobs
    // through the shared app's queue, which is open on the run's database.
    const deps = await createDeps(config, {
      database: options.database ?? ctx.deps.database,
      clock: ctx.clock,
      log: createLogger(config),
      ...(options.database ? { jobs: ctx.deps.jobs } : {}),
    });
    const app = await buildApp(deps);
    options.extend?.(app, deps);
    await app.ready();
    apps.push({ app, deps, dataDir, database: options.database });
    return app;
  };
}
