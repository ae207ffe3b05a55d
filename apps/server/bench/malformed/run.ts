/**
 * Malformed input (a script that reports figures, not a test):
 *   npm run bench:malformed -- [--count 10000] [--seed 1]
 * Starts the app in this process (PGlite in a temporary directory; with DATABASE_URL, a database of
 * its own created on that server and dropped afterwards), builds the authorization matrix's
 * fixtures, then sends `count` bad requests across every API route (categories in turn, see
 * cases.ts). Checks: no response ≥ 500; every 4xx in the contract's error shape with a Korean
 * message; no table gains or loses a row on a refused request. Exits non-zero on any failure.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDeps } from '../../src/deps.ts';
import type { AppContext } from '../../test/authz-world.ts';
import { generateCases } from './cases.ts';
import { renderResult, runCases } from './check.ts';
import { privateDatabase } from './database.ts';
import { routeSpecs } from './routes.ts';
import { malformedFixtures, tokenSource } from './world.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' }, seed: { type: 'string', default: '1' } } });
const COUNT = Number(values.count);
const SEED = Number(values.seed);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-malformed-'));
  const database = process.env.DATABASE_URL ? await privateDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    JWT_SECRET: `malformed-${randomBytes(24).toString('hex')}`,
    RATE_LIMIT_AUTH_PER_IP: '1000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await app.ready();
  const ctx: AppContext = {
    app,
    deps,
    request: ({ token, headers, ...rest }: InjectOptions & { token?: string }) =>
      app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
  };
  try {
    const { world, targets } = await malformedFixtures(ctx);
    const routes = routeSpecs(app);
    const cases = generateCases(routes, targets, { count: COUNT, seed: SEED });
    console.log(`${cases.length} bad requests over ${routes.length} API routes, seed ${SEED}, on ${database ? 'PostgreSQL' : 'PGlite'}`);
    const result = await runCases(ctx, tokenSource(ctx, world), cases, (done) => {
      if (done % 1000 === 0) console.log(`  ${done} sent`);
    });
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
    console.log(`\n${renderResult(result)}\n`);
    console.log(`${result.requests} requests in ${result.seconds.toFixed(1)} s; load average ${load}`);
    for (const failure of result.failures.slice(0, 50)) console.log(`FAIL ${failure}`);
    if (result.failures.length > 50) console.log(`… and ${result.failures.length - 50} more`);
    console.log(
      `no response ≥ 500, Korean contract errors, nothing stored on refusal: ${result.failures.length === 0 ? 'PASS' : `FAIL (${result.failures.length})`}`,
    );
    process.exitCode = result.failures.length === 0 ? 0 : 1;
  } finally {
    await app.close();
    await deps.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
