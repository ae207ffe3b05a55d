import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildUser,
  DEFAULT_PASSWORD,
  randomIp,
  signupPayload,
  uniqueEmail,
  uniqueNickname,
  verifyAddress,
} from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { emailVerifications, refreshTokens, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/crypto.ts';

const ctx = setupTestApp();
const signup = (payload: Record<string, unknown>, remoteAddress?: string) =>
  ctx.request({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress });
const login = (email: string, password: string, remoteAddress?: string) =>
  ctx.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const usersWithEmail = (email: string) => ctx.deps.db.select().from(users).where(eq(users.email, email));

describe('POST /api/auth/signup', () => {
  it('creates the account of a verified address, hashed with argon2id, and signs it in', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    const payload = signupPayload(email, token);
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

  it('refuses a body without the verification token, and leaves no user row', async () => {
    const email = uniqueEmail();
    await verifyAddress(ctx, email);
    const { verificationToken: _, ...bare } = signupPayload(email, '');
    const response = await signup(bare);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MSG.emailNotVerified,
      fieldErrors: [{ field: 'verificationToken', message: MSG.emailNotVerified }],
    });
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('refuses an address that was never verified', async () => {
    const email = uniqueEmail();
    const response = await signup(signupPayload(email, 'made-up-token'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MSG.verificationInvalid, fieldErrors: [{ field: 'verificationToken' }] });
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('refuses a verification token older than 30 minutes, saying to verify again', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    ctx.clock.advance(31 * 60_000);
    const response = await signup(signupPayload(email, token));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MSG.verificationExpired,
      fieldErrors: [{ field: 'verificationToken', message: MSG.verificationExpired }],
    });
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('needs terms 1, 2 and 3', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    for (const agreedTermsIds of [[], [1, 2], [2, 3]]) {
      const response = await signup(signupPayload(email, token, { agreedTermsIds }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: MSG.termsRequired, fieldErrors: [{ field: 'agreedTermsIds' }] });
    }
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('checks nickname and password lengths with Korean messages', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickname: '김' }, 'nickname', MSG.nicknameLength],
      [{ nickname: 'ㄱ'.repeat(21) }, 'nickname', MSG.nicknameLength],
      [{ nickname: '   ' }, 'nickname', MSG.nicknameRequired],
      [{ password: 'short' }, 'password', MSG.passwordMin],
      [{ password: 'p'.repeat(129) }, 'password', MSG.passwordMax],
      [{ email: 'nope' }, 'email', MSG.emailInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await signup(signupPayload(email, token, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toContainEqual({ field, message });
    }
    expect(await usersWithEmail(email)).toEqual([]);
  });

  it('answers 409 for a nickname in use, and the token still works once the nickname is changed', async () => {
    const existing = await buildUser(ctx);
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    const taken = await signup(signupPayload(email, token, { nickname: existing.nickname }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MSG.nicknameTaken, fieldErrors: [{ field: 'nickname' }] });
    expect((await signup(signupPayload(email, token))).statusCode).toBe(201);
  });

  it('refuses a company id that does not own the address', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    const response = await signup(signupPayload(email, token, { companyId: 2 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.companyMismatch);
  });

  it('lets exactly one of two racing sign-ups with one nickname win', async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const firstToken = await verifyAddress(ctx, first);
    const secondToken = await verifyAddress(ctx, second);
    const nickname = uniqueNickname();
    const responses = await Promise.all([
      signup(signupPayload(first, firstToken, { nickname })),
      signup(signupPayload(second, secondToken, { nickname })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.deps.db.select().from(users).where(eq(users.nickname, nickname))).toHaveLength(1);
  });
});

describe('sign-up is bound to its verification (contract §16)', () => {
  const victimPassword = 'victim password 1';
  const attackerPassword = 'attacker password 1';

  it('does not let someone who never saw the code sign up an address its owner verified (the hijack)', async () => {
    const [attackerIp, victimIp] = [randomIp(), randomIp()];
    const victim = uniqueEmail();
    const victimToken = await verifyAddress(ctx, victim, victimIp);
    const attackerToken = await verifyAddress(ctx, uniqueEmail(), attackerIp);

    const attempts = [
      signupPayload(victim, '', { password: attackerPassword }),
      signupPayload(victim, attackerToken, { password: attackerPassword }),
      signupPayload(victim, `${victimToken.slice(0, -2)}AA`, { password: attackerPassword }),
    ];
    for (const payload of attempts) {
      const response = await signup(payload, attackerIp);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toContainEqual(expect.objectContaining({ field: 'verificationToken' }));
    }
    expect(await usersWithEmail(victim)).toEqual([]);

    const owner = await signup(signupPayload(victim, victimToken, { password: victimPassword }), victimIp);
    expect(owner.statusCode).toBe(201);
    expect((await login(victim, attackerPassword)).statusCode).toBe(401);
    expect((await login(victim, victimPassword)).statusCode).toBe(200);
  });

  it('spends the token on the sign-up: it cannot be used again, for that address or another', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    expect((await signup(signupPayload(email, token))).statusCode).toBe(201);
    const again = await signup(signupPayload(email, token));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MSG.verificationInvalid, fieldErrors: [{ field: 'verificationToken' }] });
  });

  it("refuses one address's token for another verified address", async () => {
    const [first, second] = [uniqueEmail(), uniqueEmail()];
    const firstToken = await verifyAddress(ctx, first);
    await verifyAddress(ctx, second);
    const response = await signup(signupPayload(second, firstToken));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.verificationInvalid);
    expect(await usersWithEmail(second)).toEqual([]);
  });

  it('stores only a keyed hash of the token', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [row] = await ctx.deps.db.select().from(emailVerifications).where(eq(emailVerifications.email, email));
    expect(row?.signupTokenHash).toEqual(expect.any(String));
    expect(row?.signupTokenHash).not.toContain(token);
    expect(row?.signupTokenHash).not.toBe(sha256(token));
  });

  it("keeps the owner's token when someone asks for a new code for the address; a new verification replaces it", async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    ctx.clock.advance(31_000);
    expect((await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } })).statusCode).toBe(200);
    expect((await signup(signupPayload(email, token))).statusCode).toBe(201);

    const other = uniqueEmail();
    const first = await verifyAddress(ctx, other);
    ctx.clock.advance(31_000);
    const second = await verifyAddress(ctx, other);
    expect((await signup(signupPayload(other, first))).json().message).toBe(MSG.verificationInvalid);
    expect((await signup(signupPayload(other, second))).statusCode).toBe(201);
  });

  it("never blocks the address's owner, however many sign-ups for it failed from elsewhere", async () => {
    const attackerIp = randomIp();
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signup(signupPayload(email, `guess-${attempt}`, { password: attackerPassword }), attackerIp)).statusCode).toBe(400);
    }
    const ownerIp = randomIp();
    const token = await verifyAddress(ctx, email, ownerIp);
    expect((await signup(signupPayload(email, token, { password: victimPassword }), ownerIp)).statusCode).toBe(201);
  });

  it('counts failed sign-ups per IP: after 100 failures within an hour it is 429 with Retry-After, other IPs go on', async () => {
    const ip = randomIp();
    for (let attempt = 0; attempt < 100; attempt++) {
      expect((await signup(signupPayload(uniqueEmail(), 'no-such-token'), ip)).statusCode).toBe(400);
    }
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    const refused = await signup(signupPayload(email, token), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await signup(signupPayload(email, token), randomIp())).statusCode).toBe(201);
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

  it('makes an IP that failed 10 times for an address wait 15 minutes, with Retry-After', async () => {
    const user = await buildUser(ctx);
    const ip = randomIp();
    for (let attempt = 0; attempt < 10; attempt++) expect((await login(user.email, 'wrong password', ip)).statusCode).toBe(401);
    const locked = await login(user.email, user.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.loginLocked);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("cannot be aimed at someone: another IP's failures do not lock the owner out", async () => {
    const user = await buildUser(ctx);
    const attackerIp = randomIp();
    for (let attempt = 0; attempt < 11; attempt++) await login(user.email, `wrong ${attempt}`, attackerIp);
    expect((await login(user.email, 'wrong again', attackerIp)).statusCode).toBe(429);
    expect((await login(user.email, user.password, randomIp())).statusCode).toBe(200);
  });

  it('starts counting again for an IP after its right password', async () => {
    const user = await buildUser(ctx);
    const ip = randomIp();
    for (let attempt = 0; attempt < 9; attempt++) await login(user.email, 'wrong password', ip);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) expect((await login(user.email, 'wrong password', ip)).statusCode).toBe(401);
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('past 100 failures an hour for one address from all IPs only slows its logins down', async () => {
    const user = await buildUser(ctx);
    for (let ipIndex = 0; ipIndex < 10; ipIndex++) {
      const ip = randomIp();
      await Promise.all(Array.from({ length: 10 }, (_, attempt) => login(user.email, `wrong ${attempt}`, ip)));
    }
    const started = performance.now();
    const owner = await login(user.email, user.password, randomIp());
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
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
