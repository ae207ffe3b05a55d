import type { Redis } from 'ioredis';

export type RateResult = { count: number; allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters. In-process by default; in Redis when REDIS_URL is set,
 * so every instance counts against the same budget.
 */
export interface RateLimiter {
  /**
   * Counts one hit (or `amount`, e.g. the megapixels of an upload) against `key` and says whether
   * the total is within `limit` per `windowMs`.
   */
  hit(key: string, limit: number, windowMs: number, amount?: number): Promise<RateResult>;
  /** Reads the current count without counting. */
  peek(key: string, limit: number): Promise<RateResult>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, limit: number, windowMs: number, amount = 1): Promise<RateResult> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += amount;
    return this.result(window, limit, now);
  }

  async peek(key: string, limit: number): Promise<RateResult> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, allowed: true, retryAfterSeconds: 0 };
    return { ...this.result(window, limit, now), allowed: window.count < limit };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private result(window: { count: number; resetAt: number }, limit: number, now: number): RateResult {
    return {
      count: window.count,
      allowed: window.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

// INCRBY and set the expiry only on the first hit, atomically; returns [count, ttl ms].
const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable it counts in-process
 * instead (logged once), so a Redis outage degrades the limits to per-instance, not to errors.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback = new MemoryRateLimiter();
  private isDown = false;

  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly onOutage: (error: unknown) => void;
  private readonly onBack: () => void;

  constructor(redis: Redis, prefix: string, onOutage: (error: unknown) => void = () => {}, onBack: () => void = () => {}) {
    this.redis = redis;
    this.prefix = prefix;
    this.onOutage = onOutage;
    this.onBack = onBack;
  }

  async hit(key: string, limit: number, windowMs: number, amount = 1): Promise<RateResult> {
    return this.guard(
      async () => {
        const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.key(key), windowMs, amount)) as [number, number];
        return { count, allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      },
      () => this.fallback.hit(key, limit, windowMs, amount),
    );
  }

  async peek(key: string, limit: number): Promise<RateResult> {
    return this.guard(
      async () => {
        const [value, ttl] = await Promise.all([this.redis.get(this.key(key)), this.redis.pttl(this.key(key))]);
        const count = Number(value ?? 0);
        return { count, allowed: count < limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
      },
      () => this.fallback.peek(key, limit),
    );
  }

  async reset(key: string): Promise<void> {
    await this.guard(
      async () => {
        await this.redis.del(this.key(key));
      },
      () => this.fallback.reset(key),
    );
  }

  close(): void {
    this.fallback.close();
  }

  private async guard<T>(primary: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    try {
      const result = await primary();
      if (this.isDown) this.onBack();
      this.isDown = false;
      return result;
    } catch (error) {
      if (!this.isDown) this.onOutage(error);
      this.isDown = true;
      return fallback();
    }
  }

  private key(key: string): string {
    return `${this.prefix}rl:${key}`;
  }
}

/**
 * True for the first call with `key` within `windowMs`, false for the repeats: one notification
 * or SYSTEM line for a burst of the same act (contract §16), counted where the write limits are.
 */
export async function isFirstWithin(limiter: RateLimiter, key: string, windowMs: number): Promise<boolean> {
  return (await limiter.hit(key, 1, windowMs)).allowed;
}
