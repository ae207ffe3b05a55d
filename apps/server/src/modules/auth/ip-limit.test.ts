import { randomInt } from 'node:crypto';
import { MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD, type TestUser, uniqueEmail } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { unsubscribeToken } from '../digest/digest-token.ts';

// Budgets of 3 identity requests and 3 mail-link requests per IP per 10 minutes, so a test can spend them.
const ctx = setupTestApp({ RATE_LIMIT_AUTH_PER_IP: '3', RATE_LIMIT_MAIL_LINKS_PER_IP: '3' });

/** A random private address, so no two tests (nor runs sharing a Redis) spend the same budget. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const identityCalls = {
  login: (ip: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong password' },
      remoteAddress: ip,
    }),
  sendCode: (ip: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/users/send-verification-email',
      payload: { email: uniqueEmail('gmail.com') },
      remoteAddress: ip,
    }),
  verify: (ip: string) =>
    ctx.request({ method: 'POST', url: '/api/users/verify-email', payload: { email: uniqueEmail(), code: '123456' }, remoteAddress: ip }),
  resetRequest: (ip: string) =>
    ctx.request({ method: 'POST', url: '/api/password/reset-request', payload: { email: uniqueEmail() }, remoteAddress: ip }),
  reset: (ip: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: 'x'.repeat(43), newPassword: 'new password 1' },
      remoteAddress: ip,
    }),
  signup: (ip: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email: uniqueEmail(),
        verificationToken: 'not-a-real-token',
        nickname: '이웃사촌',
        password: DEFAULT_PASSWORD,
        companyId: 1,
        agreedTermsIds: [1, 2, 3],
      },
      remoteAddress: ip,
    }),
};

describe('per-IP budget of the identity endpoints (RATE_LIMIT_AUTH_PER_IP)', () => {
  it('refuses the 4th identity request from one IP with 429 and Retry-After, on every identity endpoint', async () => {
    const ip = randomIp();
    expect((await identityCalls.login(ip)).statusCode).toBe(401);
    expect((await identityCalls.sendCode(ip)).statusCode).toBe(400);
    expect((await identityCalls.resetRequest(ip)).statusCode).toBe(200);
    for (const call of Object.values(identityCalls)) {
      const refused = await call(ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 429, message: MSG.tooManyRequests });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
    }
  });

  it('still lets another IP through', async () => {
    const busy = randomIp();
    for (let sent = 0; sent < 3; sent++) await identityCalls.verify(busy);
    expect((await identityCalls.verify(busy)).statusCode).toBe(429);
    const other = randomIp();
    expect((await identityCalls.verify(other)).statusCode).toBe(400);
    const user = await buildUser(ctx);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: other,
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses even the right password once the IP is over budget', async () => {
    const ip = randomIp();
    const user = await buildUser(ctx);
    for (let sent = 0; sent < 3; sent++) await identityCalls.login(ip);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(429);
  });

  it('does not count other endpoints against the budget', async () => {
    const ip = randomIp();
    const user = await buildUser(ctx);
    for (let sent = 0; sent < 5; sent++) {
      expect((await ctx.request({ method: 'GET', url: '/api/categories', remoteAddress: ip })).statusCode).toBe(200);
      expect((await ctx.request({ method: 'GET', url: '/api/users/profile', token: user.accessToken, remoteAddress: ip })).statusCode).toBe(
        200,
      );
      expect((await ctx.request({ method: 'GET', url: '/api/password/reset/validate/abc', remoteAddress: ip })).statusCode).toBe(200);
    }
    for (let sent = 0; sent < 3; sent++) expect((await identityCalls.login(ip)).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when the proxy is not trusted, so a header buys no fresh budget', async () => {
    const ip = randomIp();
    for (let sent = 0; sent < 3; sent++) await identityCalls.login(ip);
    const spoofed = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail(), password: 'wrong password' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('per-IP budget of the mail links (RATE_LIMIT_MAIL_LINKS_PER_IP)', () => {
  const digestOf = async (user: TestUser) => {
    const response = await ctx.request({ method: 'GET', url: '/api/users/me/notification-settings', token: user.accessToken });
    return response.json().email.digest as boolean;
  };

  it('abuse: a flood of unsubscribe links from one address is refused with Retry-After before any token is read, and turns nobody off', async () => {
    const ip = randomIp();
    const victim = await buildUser(ctx);
    const url = `/api/mail/unsubscribe?token=${unsubscribeToken(ctx.deps.config.jwtSecret, victim.id)}`;
    // Three wrong tokens spend the budget: they are answered 400 and count.
    for (let sent = 0; sent < 3; sent++) {
      const forged = await ctx.request({ method: 'POST', url: `/api/mail/unsubscribe?token=0.forged${sent}`, remoteAddress: ip });
      expect(forged.statusCode).toBe(400);
    }
    for (const method of ['GET', 'POST'] as const) {
      const refused = await ctx.request({ method, url, remoteAddress: ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(MSG.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The refused POST carried the victim's real token, and wrote nothing.
    expect(await digestOf(victim)).toBe(true);

    // Another address is answered; the identity budget of the first address is untouched.
    expect((await ctx.request({ method: 'POST', url, remoteAddress: randomIp() })).statusCode).toBe(200);
    expect(await digestOf(victim)).toBe(false);
    expect((await identityCalls.login(ip)).statusCode).toBe(401);
  });
});
