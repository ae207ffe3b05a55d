import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD, signupPayload, uniqueEmail, uniqueNickname, verifyAddress } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { emailVerifications, refreshTokens, users } from '../../db/schema.ts';

const ctx = setupTestApp();
const signup = (payload: Record<string, unknown>) => ctx.request({ method: 'POST', url: '/api/auth/signup', payload });
const login = (email: string, password: string) => ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const usersWithEmail = (email: string) => ctx.deps.db.select().from(users).where(eq(users.email, email));

describe('POST /api/auth/signup', () => {
  it('creates the account of a verified address, hashed with argon2id, and signs it in', async () => {
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    const payload = signupPayload(email);
    const response = await signup(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.accessToken).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email, nickname: payload.nickname, company: { id: 1, name: '예시 주식회사' } });
    const [row] = await usersWithEmail(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.agreedTermsIds).toEqual([1, 2, 3]);
    // The verification is spent by the sign-up.
    expect(await ctx.deps.db.select().from(emailVerifications).where(eq(emailVerifications.email, email))).toEqual([]);
    const me = await ctx.request({ method: 'GET', url: '/api/users/profile', token: body.accessToken });
    expect(me.json().id).toBe(row?.id);
  });

  it('refuses an address that was not verified, and leaves no user row', async () => {
    const email = uniqueEmail();
    const response = await signup(signupPayload(email));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MSG.emailNotVerified, fieldErrors: [{ field: 'email' }] });
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('refuses a verification older than 30 minutes', async () => {
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    ctx.clock.advance(31 * 60_000);
    expect((await signup(signupPayload(email))).json().message).toBe(MSG.emailNotVerified);
  });

  it('needs terms 1, 2 and 3', async () => {
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    for (const agreedTermsIds of [[], [1, 2], [2, 3]]) {
      const response = await signup(signupPayload(email, { agreedTermsIds }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MSG.termsRequired, fieldErrors: [{ field: 'agreedTermsIds' }] });
    }
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('checks nickname and password lengths with Korean messages', async () => {
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickname: '김' }, 'nickname', MSG.nicknameLength],
      [{ nickname: 'ㄱ'.repeat(21) }, 'nickname', MSG.nicknameLength],
      [{ nickname: '   ' }, 'nickname', MSG.nicknameRequired],
      [{ password: 'short' }, 'password', MSG.passwordMin],
      [{ password: 'p'.repeat(129) }, 'password', MSG.passwordMax],
      [{ email: 'nope' }, 'email', MSG.emailInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await signup(signupPayload(email, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toContainEqual({ field, message });
    }
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('answers 409 for a nickname in use and for an address with an account', async () => {
    const existing = await buildUser(ctx);
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    const taken = await signup(signupPayload(email, { nickname: existing.nickname }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MSG.nicknameTaken, fieldErrors: [{ field: 'nickname' }] });
    const again = await signup(signupPayload(existing.email));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.emailTaken);
  });

  it('refuses a company id that does not own the address', async () => {
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    const response = await signup(signupPayload(email, { companyId: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.companyMismatch);
  });

  it('lets exactly one of two racing sign-ups with one nickname win', async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    await verifyAddress(ctx, first);
    await verifyAddress(ctx, second);
    const nickname = uniqueNickname();
    const responses = await Promise.all([signup(signupPayload(first, { nickname })), signup(signupPayload(second, { nickname }))]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.deps.db.select().from(users).where(eq(users.nickname, nickname))).toHaveLength(1);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any letter case of the address and starts a refresh family', async () => {
    const user = await buildUser(ctx);
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: user.id, email: user.email }, accessToken: expect.any(String) });
    const rows = await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.tokenHash !== response.json().refreshToken)).toBe(true);
  });

  it('gives the same 401 text for a wrong password and an unknown address', async () => {
    const user = await buildUser(ctx);
    const wrong = await login(user.email, 'wrong password');
    const unknown = await login(uniqueEmail(), DEFAULT_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MSG.badCredentials);
    expect(unknown.json().message).toBe(MSG.badCredentials);
  });

  it('does not truncate long passwords', async () => {
    const password = `${'가'.repeat(100)}A`;
    const user = await buildUser(ctx, { password });
    expect((await login(user.email, `${'가'.repeat(100)}B`)).statusCode).toBe(401);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('locks an address for 15 minutes after 10 failures', async () => {
    const user = await buildUser(ctx);
    for (let attempt = 0; attempt < 10; attempt++) expect((await login(user.email, 'wrong password')).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.loginLocked);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the body', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email: '', password: '' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: MSG.emailRequired },
        { field: 'password', message: MSG.passwordRequired },
      ]),
    );
  });
});
