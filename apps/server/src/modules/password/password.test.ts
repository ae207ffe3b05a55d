import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD, latestMail, randomIp, uniqueEmail } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { mailOutbox, passwordResetTokens, refreshTokens, users } from '../../db/schema.ts';

const ctx = setupTestApp();
const NEW_PASSWORD = 'brand new secret 7';
const THIRTY_MINUTES = 30 * 60_000;

const post = (url: string, payload: unknown, token?: string) => ctx.request({ method: 'POST', url, payload: payload as object, token });
const requestReset = (email: unknown, url = '/api/password/reset-request') => post(url, { email });
const confirmReset = (token: unknown, newPassword: unknown, url = '/api/password/reset') => post(url, { token, newPassword });
const validate = (token: string) => ctx.request({ method: 'GET', url: `/api/password/reset/validate/${encodeURIComponent(token)}` });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const refresh = (refreshToken: string) => post('/api/auth/refresh', { refreshToken });
const mailsTo = (email: string) => ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const resetRows = (userId: number) => ctx.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
const passwordHashOf = async (userId: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

const LINK = /http:\/\/localhost:8080\/password-reset\/confirm\/([A-Za-z0-9_-]+)/;

/** The token of the newest reset link mailed to an address. */
async function mailedToken(email: string): Promise<string> {
  const match = LINK.exec((await latestMail(ctx, email)).text);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

/** A user with a fresh reset link. */
async function userWithLink() {
  const user = await buildUser(ctx);
  expect((await requestReset(user.email)).statusCode).toBe(200);
  return { user, token: await mailedToken(user.email) };
}

describe('POST /api/password/reset-request', () => {
  it('answers the same 200 for an existing and an unknown address, and mails a link only to the existing one', async () => {
    const user = await buildUser(ctx);
    const stranger = uniqueEmail();
    const known = await requestReset(user.email);
    const unknown = await requestReset(stranger);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: expect.stringMatching(/[가-힣]/) });

    const mail = await latestMail(ctx, user.email);
    expect(mail.subject).toContain('비밀번호');
    const token = await mailedToken(user.email);
    expect(mail.text).toContain(`http://localhost:8080/password-reset/confirm/${token}`);
    expect(mail.html).toContain(`http://localhost:8080/password-reset/confirm/${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(await mailsTo(stranger)).toEqual([]);
  });

  it('stores only a hash of the token, unused and valid for 30 minutes', async () => {
    const { user, token } = await userWithLink();
    const rows = await resetRows(user.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).toBeTruthy();
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.usedAt).toBeNull();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(lifetime).toBe(THIRTY_MINUTES);
  });

  it('treats the address case-insensitively', async () => {
    const user = await buildUser(ctx);
    expect((await requestReset(user.email.toUpperCase())).statusCode).toBe(200);
    expect(await mailedToken(user.email)).toBeTruthy();
  });

  it('refuses a malformed or missing address with the Korean message', async () => {
    const malformed = await requestReset('not-an-email');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      status: 400,
      message: MSG.emailInvalid,
      fieldErrors: [{ field: 'email', message: MSG.emailInvalid }],
    });
    const missing = await post('/api/password/reset-request', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MSG.emailRequired, fieldErrors: [{ field: 'email' }] });
  });

  it('sends a new link through /reset-request/resend and the /api/auth/reset-password alias; a newer link voids the older', async () => {
    const { user, token: first } = await userWithLink();
    expect((await requestReset(user.email, '/api/password/reset-request/resend')).statusCode).toBe(200);
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    expect((await requestReset(user.email, '/api/auth/reset-password')).statusCode).toBe(200);
    const third = await mailedToken(user.email);
    expect(new Set([first, second, third]).size).toBe(3);

    expect((await validate(first)).json()).toEqual({ isValid: false });
    expect((await validate(second)).json()).toEqual({ isValid: false });
    expect((await validate(third)).json()).toEqual({ isValid: true });
    const stale = await confirmReset(first, NEW_PASSWORD);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(MSG.tokenInvalid);
    const rows = await resetRows(user.id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.usedAt === null)).toHaveLength(1);
  });

  it('allows 5 requests per address per hour (known or not, on every path), then 429 with Retry-After', async () => {
    for (const email of [(await buildUser(ctx)).email, uniqueEmail()]) {
      const paths = ['/api/password/reset-request', '/api/password/reset-request/resend', '/api/auth/reset-password'];
      for (let sent = 0; sent < 5; sent++) expect((await requestReset(email, paths[sent % 3])).statusCode).toBe(200);
      for (const path of paths) {
        const refused = await requestReset(email, path);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ status: 429, message: MSG.tooManyRequests });
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
    }
    // The budget is per address: another one is untouched.
    expect((await requestReset(uniqueEmail())).statusCode).toBe(200);
  });

  it('mails no more than 5 links to one address in an hour', async () => {
    const user = await buildUser(ctx);
    for (let sent = 0; sent < 7; sent++) await requestReset(user.email);
    expect(await mailsTo(user.email)).toHaveLength(5);
  });
});

describe('GET /api/password/reset/validate/{token}', () => {
  it('says true for a live link and false for an unknown one, without a token', async () => {
    const { token } = await userWithLink();
    const live = await validate(token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ isValid: true });
    const unknown = await validate(`${token.slice(0, -2)}xx`);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ isValid: false });
  });

  it('says false once the link is 30 minutes old', async () => {
    const { token } = await userWithLink();
    ctx.clock.advance(THIRTY_MINUTES - 5_000);
    expect((await validate(token)).json()).toEqual({ isValid: true });
    ctx.clock.advance(5_000);
    expect((await validate(token)).json()).toEqual({ isValid: false });
  });

  it('says false once the link was used, and validating does not spend it', async () => {
    const { token } = await userWithLink();
    expect((await validate(token)).json()).toEqual({ isValid: true });
    expect((await validate(token)).json()).toEqual({ isValid: true });
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await validate(token)).json()).toEqual({ isValid: false });
  });

  it('says false for a token of the wrong shape instead of failing', async () => {
    for (const token of ['a', 'a'.repeat(99), 'a.b~c', '한글토큰']) {
      const response = await validate(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ isValid: false });
    }
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password: login with the new one works and with the old one fails', async () => {
    const { user, token } = await userWithLink();
    const before = await passwordHashOf(user.id);
    const response = await confirmReset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringMatching(/[가-힣]/) });
    expect(await passwordHashOf(user.id)).not.toBe(before);
    expect(await passwordHashOf(user.id)).toMatch(/^\$argon2id\$/);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await login(user.email, DEFAULT_PASSWORD);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toBe(MSG.badCredentials);
    expect((await resetRows(user.id))[0]?.usedAt).toBeInstanceOf(Date);
  });

  it('is single use', async () => {
    const { user, token } = await userWithLink();
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await confirmReset(token, 'yet another secret 9');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MSG.tokenInvalid, fieldErrors: [{ field: 'token', message: MSG.tokenInvalid }] });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link with 400 and leaves the password alone', async () => {
    const { user, token } = await userWithLink();
    ctx.clock.advance(THIRTY_MINUTES);
    const response = await confirmReset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('유효하지 않은 토큰입니다');
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or missing token with 400', async () => {
    const unknown = await confirmReset('x'.repeat(43), NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MSG.tokenInvalid);
    const missing = await post('/api/password/reset', { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MSG.tokenInvalid, fieldErrors: [{ field: 'token' }] });
  });

  it('refuses a weak password with the Korean message, without spending the link', async () => {
    const { user, token } = await userWithLink();
    const response = await confirmReset(token, 'short1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message: '비밀번호는 8자 이상이어야 합니다',
      fieldErrors: [{ field: 'newPassword', message: MSG.passwordMin }],
    });
    const tooLong = await confirmReset(token, 'a'.repeat(129));
    expect(tooLong.json()).toMatchObject({ status: 400, message: MSG.passwordMax });
    expect((await validate(token)).json()).toEqual({ isValid: true });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the user: all refresh families are revoked', async () => {
    const { user, token } = await userWithLink();
    const other = await login(user.email, DEFAULT_PASSWORD);
    expect(other.statusCode).toBe(200);
    const bystander = await buildUser(ctx);
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);

    for (const refreshToken of [user.refreshToken, other.json().refreshToken as string]) {
      const response = await refresh(refreshToken);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(MSG.refreshInvalid);
    }
    const rows = await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    // Another user's sessions are untouched.
    expect((await refresh(bystander.refreshToken)).statusCode).toBe(200);
  });

  it('changes only the password of the link owner', async () => {
    const { user, token } = await userWithLink();
    const bystander = await buildUser(ctx);
    const bystanderHash = await passwordHashOf(bystander.id);
    expect((await confirmReset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await passwordHashOf(bystander.id)).toBe(bystanderHash);
    expect((await login(bystander.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works the same through the /api/auth/reset-password/confirm alias', async () => {
    const { user, token } = await userWithLink();
    expect((await confirmReset(token, NEW_PASSWORD, '/api/auth/reset-password/confirm')).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await confirmReset(token, NEW_PASSWORD, '/api/auth/reset-password/confirm');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.tokenInvalid);
  });
});

describe('POST /api/password/change', () => {
  const change = (payload: unknown, token?: string) => post('/api/password/change', payload, token);

  it('answers 401 without a token or with a bad one', async () => {
    const anonymous = await change({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, message: MSG.unauthorized, path: '/api/password/change' });
    const forged = await change({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, 'not.a.jwt');
    expect(forged.statusCode).toBe(401);
  });

  it('answers 400 (not 401) for a wrong current password and changes nothing', async () => {
    const user = await buildUser(ctx);
    const before = await passwordHashOf(user.id);
    const response = await change({ currentPassword: 'wrong password 1', newPassword: NEW_PASSWORD }, user.accessToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: MSG.currentPasswordWrong,
      fieldErrors: [{ field: 'currentPassword', message: MSG.currentPasswordWrong }],
    });
    expect(await passwordHashOf(user.id)).toBe(before);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });

  it('makes an IP that gave 10 wrong current passwords within 15 minutes wait (429), not the user elsewhere', async () => {
    const user = await buildUser(ctx);
    const [guesserIp, ownerIp] = [randomIp(), randomIp()];
    const before = await passwordHashOf(user.id);
    const changeFrom = (currentPassword: string, ip: string) =>
      ctx.request({
        method: 'POST',
        url: '/api/password/change',
        payload: { currentPassword, newPassword: NEW_PASSWORD },
        token: user.accessToken,
        remoteAddress: ip,
      });
    for (let attempt = 0; attempt < 10; attempt++) expect((await changeFrom(`guess ${attempt}`, guesserIp)).statusCode).toBe(400);
    const refused = await changeFrom(DEFAULT_PASSWORD, guesserIp);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.tooManyRequests);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await passwordHashOf(user.id)).toBe(before);

    expect((await changeFrom(DEFAULT_PASSWORD, ownerIp)).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('validates the payload with Korean messages', async () => {
    const user = await buildUser(ctx);
    const weak = await change({ currentPassword: DEFAULT_PASSWORD, newPassword: '1234567' }, user.accessToken);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ message: MSG.passwordMin, fieldErrors: [{ field: 'newPassword', message: MSG.passwordMin }] });
    const blank = await change({ currentPassword: '', newPassword: NEW_PASSWORD }, user.accessToken);
    expect(blank.json()).toMatchObject({ status: 400, message: MSG.passwordRequired, fieldErrors: [{ field: 'currentPassword' }] });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, answers a fresh pair and revokes every older session', async () => {
    const user = await buildUser(ctx);
    const other = await login(user.email, DEFAULT_PASSWORD);
    const response = await change({ currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, user.accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(body.refreshToken).not.toBe(user.refreshToken);

    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.json().refreshToken)).statusCode).toBe(401);
    expect((await refresh(body.refreshToken)).statusCode).toBe(200);
    const me = await ctx.request({ method: 'GET', url: '/api/users/profile', token: body.accessToken });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    const families = await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    // The pair answered by the change (now rotated once) and the login above are the only live families.
    expect(new Set(families.filter((row) => row.revokedAt === null).map((row) => row.familyId)).size).toBe(2);
  });
});
