import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limiter.ts';

type Subject = { limiter: RateLimiter; windowMs: number; advance: (ms: number) => Promise<void> };

const key = () => `test:${randomBytes(6).toString('hex')}`;

/** The behaviour every limiter shares; `advance` moves the limiter's time (injected or real). */
function behavesLikeALimiter(subject: () => Subject) {
  it('counts hits and allows up to the limit', async () => {
    const { limiter, windowMs } = subject();
    const name = key();
    const results = [];
    for (let hit = 0; hit < 4; hit++) results.push(await limiter.hit(name, 3, windowMs));
    expect(results.map((result) => result.count)).toEqual([1, 2, 3, 4]);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    for (const result of results) {
      expect(result.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
    }
  });

  it('keeps keys apart', async () => {
    const { limiter, windowMs } = subject();
    const [first, second] = [key(), key()];
    await limiter.hit(first, 1, windowMs);
    expect((await limiter.hit(first, 1, windowMs)).allowed).toBe(false);
    expect(await limiter.hit(second, 1, windowMs)).toMatchObject({ count: 1, allowed: true });
  });

  it('opens a new window once the old one has passed, counted from its first hit (not extended by later hits)', async () => {
    const { limiter, windowMs, advance } = subject();
    const name = key();
    await limiter.hit(name, 2, windowMs);
    await advance(windowMs * 0.6);
    await limiter.hit(name, 2, windowMs);
    expect((await limiter.hit(name, 2, windowMs)).allowed).toBe(false);
    await advance(windowMs * 0.6);
    expect(await limiter.hit(name, 2, windowMs)).toMatchObject({ count: 1, allowed: true });
  });

  it('peeks without counting', async () => {
    const { limiter, windowMs } = subject();
    const name = key();
    expect(await limiter.peek(name, 2)).toMatchObject({ count: 0, allowed: true });
    await limiter.hit(name, 2, windowMs);
    for (let look = 0; look < 3; look++) expect(await limiter.peek(name, 2)).toMatchObject({ count: 1, allowed: true });
    await limiter.hit(name, 2, windowMs);
    // Peek answers whether one more attempt would still be within the limit.
    const full = await limiter.peek(name, 2);
    expect(full).toMatchObject({ count: 2, allowed: false });
    expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await limiter.hit(name, 2, windowMs)).count).toBe(3);
  });

  it('resets a key', async () => {
    const { limiter, windowMs } = subject();
    const name = key();
    for (let hit = 0; hit < 3; hit++) await limiter.hit(name, 2, windowMs);
    await limiter.reset(name);
    expect(await limiter.peek(name, 2)).toMatchObject({ count: 0, allowed: true });
    expect(await limiter.hit(name, 2, windowMs)).toMatchObject({ count: 1, allowed: true });
  });

  it('counts concurrent hits exactly once each', async () => {
    const { limiter, windowMs } = subject();
    const name = key();
    const results = await Promise.all(Array.from({ length: 40 }, () => limiter.hit(name, 10, windowMs)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('counts an amount per hit (megapixels of an upload) against the same window', async () => {
    const { limiter, windowMs } = subject();
    const name = key();
    expect(await limiter.hit(name, 300, windowMs, 50)).toMatchObject({ count: 50, allowed: true });
    expect(await limiter.hit(name, 300, windowMs, 250)).toMatchObject({ count: 300, allowed: true });
    expect(await limiter.peek(name, 300)).toMatchObject({ count: 300 });
    const over = await limiter.hit(name, 300, windowMs, 1);
    expect(over).toMatchObject({ count: 301, allowed: false });
    expect(over.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(over.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
  });
}

describe('MemoryRateLimiter', () => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const limiter = new MemoryRateLimiter(() => now);
  afterAll(() => limiter.close());

  behavesLikeALimiter(() => ({
    limiter,
    windowMs: 60_000,
    advance: async (ms) => {
      now += ms;
    },
  }));

  it('says how many seconds remain in the window', async () => {
    const name = key();
    expect((await limiter.hit(name, 1, 60_000)).retryAfterSeconds).toBe(60);
    now += 30_500;
    expect((await limiter.hit(name, 1, 60_000)).retryAfterSeconds).toBe(30);
    now += 29_400;
    expect((await limiter.hit(name, 1, 60_000)).retryAfterSeconds).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('RedisRateLimiter', () => {
  const prefix = `dongne-test:rate-limiter:${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  let limiter: RedisRateLimiter;
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    limiter = new RedisRateLimiter(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  // Redis keeps real time: a short window and real waiting.
  behavesLikeALimiter(() => ({ limiter, windowMs: 800, advance: (ms) => sleep(ms) }));

  it('keeps its counters under its prefix with the window as expiry', async () => {
    const name = key();
    await limiter.hit(name, 5, 60_000);
    const stored = await redis.keys(`${prefix}*${name}`);
    expect(stored).toHaveLength(1);
    const ttl = await redis.pttl(stored[0] ?? '');
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('shares one budget between two instances on the same Redis', async () => {
    const other = new RedisRateLimiter(redis, prefix);
    const name = key();
    await limiter.hit(name, 2, 60_000);
    await other.hit(name, 2, 60_000);
    expect((await limiter.hit(name, 2, 60_000)).allowed).toBe(false);
    expect((await other.peek(name, 2)).count).toBe(3);
  });
});
