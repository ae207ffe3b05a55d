import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createJwt } from './jwt.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const issuedAt = new Date('2026-11-22T03:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('access tokens', () => {
  it('verify to their user until they expire, also when the answer comes from the verified-token cache', async () => {
    const jwt = createJwt(SECRET);
    const token = await jwt.sign({ userId: 42 }, issuedAt);
    const expected = { userId: 42, sessionId: null, expiresAt: later(ACCESS_TOKEN_TTL_SECONDS).getTime() };
    expect(await jwt.verify(token, later(1))).toEqual(expected);
    expect(await jwt.verify(token, later(ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(expected);
    expect(await jwt.verify(token, later(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    expect(await jwt.verify(token, later(ACCESS_TOKEN_TTL_SECONDS + 60))).toBeNull();
  });

  it('carry the session (refresh family) they were issued for', async () => {
    const jwt = createJwt(SECRET);
    const token = await jwt.sign({ userId: 42, sessionId: 'family-1' }, issuedAt);
    expect((await jwt.verify(token, later(1)))?.sessionId).toBe('family-1');
  });

  it('refuse a token that expired before it was first seen, a forged signature and another secret’s token', async () => {
    const jwt = createJwt(SECRET);
    const token = await jwt.sign({ userId: 7 }, issuedAt);
    expect(await jwt.verify(token, later(ACCESS_TOKEN_TTL_SECONDS + 1))).toBeNull();

    const [header, payload] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '1', iss: 'dongne-moim', iat: 0, exp: 4_000_000_000 })).toString('base64url');
    expect(await jwt.verify(`${header}.${forgedPayload}.${token.split('.')[2]}`, later(1))).toBeNull();
    expect(await jwt.verify(`${header}.${payload}.AAAA`, later(1))).toBeNull();

    const foreign = await createJwt('another-secret-that-is-also-long-enough').sign({ userId: 7 }, issuedAt);
    expect(await jwt.verify(foreign, later(1))).toBeNull();
  });
});
