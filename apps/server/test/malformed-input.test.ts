import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { generateCases } from '../bench/malformed/cases.ts';
import { runCases } from '../bench/malformed/check.ts';
import { privateDatabase } from '../bench/malformed/database.ts';
import { routeSpecs } from '../bench/malformed/routes.ts';
import { malformedFixtures, tokenSource } from '../bench/malformed/world.ts';
import { setupTestApp } from './harness.ts';

/**
 * A small run of the malformed-input generator (`npm run bench:malformed` sends 10 000): bad
 * requests over every API route, none answered ≥ 500, every error in the contract's shape with a
 * Korean sentence for a person (never zod's own wording, contract §3), no row stored or removed by
 * a refused request.
 */
// On PostgreSQL the server test files share one database, and the others' writes would show in
// the row counts: this file takes a database of its own (these hooks run around setupTestApp's).
// setupTestApp reads its environment when its own beforeAll runs, after this one has filled it.
const env: Record<string, string> = {};
let dropDatabase = async () => {};
beforeAll(async () => {
  const sharedUrl = inject('databaseUrl');
  if (!sharedUrl) return;
  const database = await privateDatabase(sharedUrl);
  env.DATABASE_URL = database.url;
  // Its user ids restart at 1, so its write budgets take a Redis prefix of their own too.
  env.REDIS_PREFIX = `${inject('redisPrefix')}malformed:`;
  dropDatabase = database.drop;
});
afterAll(() => dropDatabase());
const ctx = setupTestApp(env);
let fixtures: Awaited<ReturnType<typeof malformedFixtures>>;

beforeAll(async () => {
  fixtures = await malformedFixtures(ctx);
});

describe('malformed input', () => {
  it('answers 500 generated bad requests without a server error, in Korean, storing nothing', async () => {
    const cases = generateCases(routeSpecs(ctx.app), fixtures.targets, { count: 500, seed: 7 });
    const result = await runCases(ctx, tokenSource(ctx, fixtures.world), cases);
    expect(result.failures).toEqual([]);
    expect(result.requests).toBe(500);
  }, 120_000);
});
