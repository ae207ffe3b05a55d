import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, randomIp } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { loadConfig } from '../../config.ts';
import { refreshTokens } from '../../db/schema.ts';

// Small budgets so the tests stay short; the defaults are checked below.
const PER_FAMILY = 5;
const PER_IP = 12;
const ctx = setupTestApp({ RATE_LIMIT_REFRESH_PER_FAMILY: String(PER_FAMILY), RATE_LIMIT_REFRESH_PER_IP: String(PER_IP) });
const refresh = (refreshToken: string, remoteAddress = randomIp()) =>
  ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken }, remoteAddress });

describe('refresh limits (contract §2.3)', () => {
  it('give a loop rotating one sign-in 429 with Retry-After, and write nothing for it', async () => {
    const user = await buildUser(ctx);
    let token = user.refreshToken;
    for (let rotation = 0; rotation < PER_FAMILY; rotation++) {
      const answer = await refresh(token);
      expect(answer.statusCode, `rotation ${rotation}`).toBe(200);
      token = answer.json().refreshToken;
    }
    const rowsBefore = await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    const refused = await refresh(token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyRequests);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id))).toHaveLength(rowsBefore.length);
    // The refused token is still the live one: the sign-in goes on once the window has passed.
    expect(rowsBefore.filter((row) => !row.rotatedAt && !row.revokedAt)).toHaveLength(1);
  });

  it('count per sign-in: another device of the same user, from the same IP, still refreshes', async () => {
    const ip = randomIp();
    const user = await buildUser(ctx);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: randomIp(),
    });
    let token = user.refreshToken;
    for (let rotation = 0; rotation < PER_FAMILY; rotation++) token = (await refresh(token, ip)).json().refreshToken;
    expect((await refresh(token, ip)).statusCode).toBe(429);
    expect((await refresh(login.json().refreshToken, ip)).statusCode).toBe(200);
  });

  it('count every refresh from one IP, live or not: past the budget even a live token waits', async () => {
    const ip = randomIp();
    for (let tries = 0; tries < PER_IP - 1; tries++) expect((await refresh(`guess-${tries}`, ip)).statusCode).toBe(401);
    const user = await buildUser(ctx);
    expect((await refresh(user.refreshToken, ip)).statusCode).toBe(200);
    const other = await buildUser(ctx);
    const refused = await refresh(other.refreshToken, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await refresh(other.refreshToken, randomIp())).statusCode).toBe(200);
  });

  it('default to figures a person never meets: 60 per sign-in and 1 200 per IP in 10 minutes', () => {
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) });
    expect(config.rateLimitRefreshPerFamily).toBe(60);
    expect(config.rateLimitRefreshPerIp).toBe(1200);
  });
});
