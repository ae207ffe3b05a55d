import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { refreshTokens } from '../../db/schema.ts';

const ctx = setupTestApp();
const refresh = (refreshToken: unknown) => ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const profile = (token?: string) => ctx.request({ method: 'GET', url: '/api/users/profile', token });
const familyOf = async (userId: number) => ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId));

describe('access tokens', () => {
  it('open the signed-in routes and expire after 15 minutes', async () => {
    const user = await buildUser(ctx);
    expect((await profile(user.accessToken)).statusCode).toBe(200);
    ctx.clock.advance(15 * 60_000 + 1_000);
    const expired = await profile(user.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MSG.refreshInvalid);
  });

  it('are refused when missing, tampered with or signed by another key', async () => {
    const user = await buildUser(ctx);
    expect((await profile()).json()).toMatchObject({ status: 401, message: MSG.unauthorized });
    const [header, payload, signature] = user.accessToken.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', iss: 'dongne-moim', exp: 9_999_999_999 })).toString('base64url');
    expect((await profile(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await profile(`${header}.${payload}.${'A'.repeat(signature?.length ?? 43)}`)).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/users/profile', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair, the old token marked rotated, the new one stored hashed', async () => {
    const user = await buildUser(ctx);
    const response = await refresh(user.refreshToken);
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    expect(pair.refreshToken).not.toBe(user.refreshToken);
    expect((await profile(pair.accessToken)).statusCode).toBe(200);
    const rows = await familyOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => row.rotatedAt)).toHaveLength(1);
    expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
    expect(rows.some((row) => row.tokenHash === pair.refreshToken)).toBe(false);
  });

  it('gives two racing refreshes within 10 s the same new pair', async () => {
    const user = await buildUser(ctx);
    const [first, second] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    ctx.clock.advance(5_000);
    const late = await refresh(user.refreshToken);
    expect(late.json()).toEqual(first.json());
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(200);
  });

  it('treats a rotated token as reuse once the grace is over and revokes the whole family', async () => {
    const user = await buildUser(ctx);
    const next = (await refresh(user.refreshToken)).json();
    ctx.clock.advance(11_000);
    const reuse = await refresh(user.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe(MSG.refreshInvalid);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await familyOf(user.id)).every((row) => row.revokedAt)).toBe(true);
  });

  it('treats a token whose successor was already rotated as reuse, even within 10 s', async () => {
    const user = await buildUser(ctx);
    const second = (await refresh(user.refreshToken)).json();
    const third = (await refresh(second.refreshToken)).json();
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
  });

  it('ends a family 30 days after sign-in however often it rotated', async () => {
    const user = await buildUser(ctx);
    let token = user.refreshToken;
    for (let day = 0; day < 3; day++) {
      ctx.clock.advance(10 * 24 * 3_600_000);
      const response = await refresh(token);
      if (day < 2) {
        expect(response.statusCode).toBe(200);
        token = response.json().refreshToken;
      } else {
        expect(response.statusCode).toBe(401);
      }
    }
  });

  it('answers 401, never 400, to any string that is not a live refresh token (contract §2.3)', async () => {
    const user = await buildUser(ctx);
    const revoked = await buildUser(ctx);
    await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: revoked.refreshToken } });
    for (const presented of [
      'not-a-token',
      '',
      ' ',
      user.accessToken,
      'x'.repeat(201),
      'x'.repeat(500),
      'x'.repeat(100_000),
      `${user.refreshToken}x`,
      revoked.refreshToken,
    ]) {
      const answer = await refresh(presented);
      expect(answer.statusCode, presented.slice(0, 40)).toBe(401);
      expect(answer.json().message).toBe(MSG.refreshInvalid);
    }
    // Not a string at all is a malformed body.
    expect((await refresh(42)).statusCode).toBe(400);
    // An expired one too: 30 days after its sign-in.
    ctx.clock.advance(30 * 24 * 3_600_000 + 1_000);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the family of the presented token and only that one', async () => {
    const user = await buildUser(ctx);
    const other = (
      await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } })
    ).json();
    const response = await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } });
    expect(response.statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('succeeds for an unknown token or none, and validates the shape', async () => {
    expect((await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 'unknown' } })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: 7 } })).statusCode).toBe(400);
  });
});
