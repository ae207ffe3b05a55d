import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroup, buildUser, latestMail, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { openRawStomp, type RawStompSocket, waitUntil } from '../../../test/stomp-clients.ts';
import { authSessions, calendarTokens, refreshTokens } from '../../db/schema.ts';
import { ACCESS_TOKEN_TTL_SECONDS, createJwt } from '../../lib/jwt.ts';
import { encodeFrame } from '../../realtime/stomp-codec.ts';
import { SessionRevocations } from './sessions.revocations.ts';
import { describeDevice } from './sessions.service.ts';

const ctx = setupTestApp({}, { listen: true });

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const profile = (token: string) => ctx.request({ method: 'GET', url: '/api/users/profile', token });
const sessions = (token?: string) => ctx.request({ method: 'GET', url: '/api/auth/sessions', token });
const endOne = (id: string, token?: string) => ctx.request({ method: 'DELETE', url: `/api/auth/sessions/${id}`, token });
const endOthers = (token?: string) => ctx.request({ method: 'DELETE', url: '/api/auth/sessions', token });
const sidOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid as string;

/** Another device of the same user: a real login with its own User-Agent and address. */
async function loginFrom(user: TestUser, userAgent: string, ip = '203.0.113.7') {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { accessToken: string; refreshToken: string };
}

const sockets: RawStompSocket[] = [];
/** A raw STOMP connection of a token, subscribed to the group's topic; resolves once the SUBSCRIBE is confirmed. */
async function liveConnection(token: string, groupId: number) {
  const socket = await openRawStomp(ctx.baseUrl);
  sockets.push(socket);
  socket.send(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer ${token}` }));
  await waitUntil(() => socket.frames.some((frame) => frame.startsWith('CONNECTED')), 3_000);
  socket.send(encodeFrame('SUBSCRIBE', { id: 'g', destination: `/topic/group.${groupId}`, receipt: 'g' }));
  await waitUntil(() => socket.frames.some((frame) => frame.startsWith('RECEIPT')), 3_000);
  return socket;
}

/** The connection got an ERROR saying the sign-in is over, and was closed, within a second. */
async function expectEnded(socket: RawStompSocket) {
  await waitUntil(() => socket.isClosed(), 1_000);
  expect(socket.isClosed()).toBe(true);
  const error = socket.frames.find((frame) => frame.startsWith('ERROR'));
  expect(error).toContain(`message:${MSG.refreshInvalid}`);
}

describe('ending a session (contract §16)', () => {
  it('logout: the session’s still-valid access token is refused, its refresh too, its live connection ends; other sessions go on', async () => {
    const user = await buildUser(ctx);
    const other = await loginFrom(user, SAFARI_IPHONE);
    const { id: groupId } = await buildGroup(ctx, { owner: user });
    const socket = await liveConnection(user.accessToken, groupId);
    const otherSocket = await liveConnection(other.accessToken, groupId);

    const logout = await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } });
    expect(logout.statusCode).toBe(200);

    expectErrorBody(await profile(user.accessToken), 401, MSG.refreshInvalid);
    expect((await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } })).statusCode).toBe(
      401,
    );
    await expectEnded(socket);
    expect((await profile(other.accessToken)).statusCode).toBe(200);
    expect(otherSocket.isClosed()).toBe(false);
    const [row] = await ctx.deps.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, sidOf(user.accessToken)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('a revoked session cannot open a new live connection', async () => {
    const user = await buildUser(ctx);
    await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } });
    const socket = await openRawStomp(ctx.baseUrl);
    sockets.push(socket);
    socket.send(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer ${user.accessToken}` }));
    await waitUntil(() => socket.isClosed(), 2_000);
    expect(socket.frames.join('')).toContain(`message:${MSG.refreshInvalid}`);
    expect(socket.frames.some((frame) => frame.startsWith('CONNECTED'))).toBe(false);
  });

  it('password change: every other session ends (REST and live), this one goes on with a fresh pair; a mail; a new calendar token', async () => {
    const user = await buildUser(ctx);
    const mine = await loginFrom(user, CHROME_MAC);
    const other = await loginFrom(user, SAFARI_IPHONE);
    const { id: groupId } = await buildGroup(ctx, { owner: user });
    const feed = await ctx.request({ method: 'POST', url: '/api/events/calendar-token', token: mine.accessToken });
    expect(feed.statusCode).toBe(200);
    const feedPath = new URL(feed.json().feedUrl).pathname + new URL(feed.json().feedUrl).search;
    expect((await ctx.request({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    const mySocket = await liveConnection(mine.accessToken, groupId);
    const otherSocket = await liveConnection(other.accessToken, groupId);

    const changed = await ctx.request({
      method: 'POST',
      url: '/api/password/change',
      token: mine.accessToken,
      headers: { 'user-agent': CHROME_MAC },
      payload: { currentPassword: user.password, newPassword: 'a brand new password 1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json() as { accessToken: string; refreshToken: string };

    await expectEnded(otherSocket);
    expectErrorBody(await profile(other.accessToken), 401, MSG.refreshInvalid);
    expectErrorBody(await profile(user.accessToken), 401, MSG.refreshInvalid);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } })).statusCode,
    ).toBe(401);
    // This device: same session, its live connection stays, the fresh pair works, the old refresh token is spent.
    expect(sidOf(fresh.accessToken)).toBe(sidOf(mine.accessToken));
    expect(mySocket.isClosed()).toBe(false);
    expect((await profile(fresh.accessToken)).statusCode).toBe(200);
    // The old refresh token of this device is refused without ending the session (not taken for reuse).
    expect((await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: mine.refreshToken } })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: fresh.refreshToken } })).statusCode,
    ).toBe(200);
    const live = await ctx.deps.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(live.filter((row) => row.revokedAt === null).map((row) => row.id)).toEqual([sidOf(mine.accessToken)]);

    const mail = await latestMail(ctx, user.email);
    expect(mail?.subject).toContain('비밀번호가 변경되었습니다');
    expect(mail?.text).toContain('Chrome · macOS');
    expect(mail?.text).toMatch(/변경 시각: .*\d{4}년/);
    expect((await ctx.request({ method: 'GET', url: feedPath })).statusCode).toBe(401);
  });

  it('password reset: every session ends and the calendar token is replaced', async () => {
    const user = await buildUser(ctx);
    const other = await loginFrom(user, SAFARI_IPHONE);
    const { id: groupId } = await buildGroup(ctx, { owner: user });
    const socket = await liveConnection(other.accessToken, groupId);
    await ctx.request({ method: 'POST', url: '/api/events/calendar-token', token: user.accessToken });
    const [feedBefore] = await ctx.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id));
    await ctx.request({ method: 'POST', url: '/api/password/reset-request', payload: { email: user.email } });
    const link = /confirm\/([A-Za-z0-9_-]+)/.exec((await latestMail(ctx, user.email))?.text ?? '')?.[1];
    const reset = await ctx.request({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: link, newPassword: 'reset password 2024' },
    });
    expect(reset.statusCode).toBe(200);
    await expectEnded(socket);
    expect((await profile(user.accessToken)).statusCode).toBe(401);
    expect((await profile(other.accessToken)).statusCode).toBe(401);
    const rows = await ctx.deps.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);
    const [feed] = await ctx.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, user.id));
    expect(feed?.tokenHash).not.toBe(feedBefore?.tokenHash);
  });

  it('a live connection closes when its access token expires', async () => {
    const user = await buildUser(ctx);
    const { id: groupId } = await buildGroup(ctx, { owner: user });
    // Issued long enough ago that it has a second and a half left to live.
    const issuedAt = new Date(ctx.clock.now().getTime() - (ACCESS_TOKEN_TTL_SECONDS * 1000 - 1_500));
    const almostExpired = await createJwt(ctx.deps.config.jwtSecret).sign(
      { userId: user.id, sessionId: sidOf(user.accessToken) },
      issuedAt,
    );
    const socket = await liveConnection(almostExpired, groupId);
    expect(socket.isClosed()).toBe(false);
    await waitUntil(() => socket.isClosed(), 3_000);
    expect(socket.isClosed()).toBe(true);
    expect(socket.frames.find((frame) => frame.startsWith('ERROR'))).toContain(`message:${MSG.refreshInvalid}`);
  });

  it('a revocation is remembered by an instance that starts later (loaded from the database)', async () => {
    const user = await buildUser(ctx);
    await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } });
    const later = new SessionRevocations(ctx.clock);
    await later.load(ctx.deps.db);
    expect(later.isRevoked(sidOf(user.accessToken))).toBe(true);
    const stillLive = await buildUser(ctx);
    expect(later.isRevoked(sidOf(stillLive.accessToken))).toBe(false);
  });
});

describe('GET /api/auth/sessions', () => {
  it('401 without a token', async () => {
    expectErrorBody(await sessions(), 401, MSG.unauthorized);
  });

  it('lists the user’s live sessions, newest first, with device, address and the current one marked', async () => {
    const user = await buildUser(ctx);
    const phone = await loginFrom(user, SAFARI_IPHONE, '198.51.100.4');
    ctx.clock.advance(1_000);
    const laptop = await loginFrom(user, CHROME_MAC, '203.0.113.9');
    await buildUser(ctx); // someone else's sessions never show
    const response = await sessions(laptop.accessToken);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: string; device: string; ip: string; current: boolean; createdAt: string; lastSeenAt: string }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ id: sidOf(laptop.accessToken), device: 'Chrome · macOS', ip: '203.0.113.9', current: true });
    expect(list[1]).toMatchObject({ id: sidOf(phone.accessToken), device: 'Safari · iOS', ip: '198.51.100.4', current: false });
    expect(list[2]).toMatchObject({ id: sidOf(user.accessToken), device: '알 수 없는 기기', current: false });
    expect(new Date(list[0]?.lastSeenAt ?? '').toISOString()).toBe(list[0]?.lastSeenAt);
  });

  it('a refresh updates last seen (and where from); ended sessions are not listed', async () => {
    const user = await buildUser(ctx);
    const phone = await loginFrom(user, SAFARI_IPHONE, '198.51.100.4');
    ctx.clock.advance(60_000);
    const refreshed = await ctx.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: phone.refreshToken },
      headers: { 'user-agent': SAFARI_IPHONE },
      remoteAddress: '198.51.100.99',
    });
    expect(refreshed.statusCode).toBe(200);
    await ctx.request({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: user.refreshToken } });
    const list = (await sessions(refreshed.json().accessToken)).json() as {
      id: string;
      ip: string;
      createdAt: string;
      lastSeenAt: string;
    }[];
    expect(list.map((session) => session.id)).toEqual([sidOf(phone.accessToken)]);
    expect(list[0]?.ip).toBe('198.51.100.99');
    expect(new Date(list[0]?.lastSeenAt ?? 0).getTime() - new Date(list[0]?.createdAt ?? 0).getTime()).toBeGreaterThanOrEqual(60_000);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('401 without a token, 400 for a malformed id, 404 for another user’s or an unknown session', async () => {
    const user = await buildUser(ctx);
    const stranger = await buildUser(ctx);
    expectErrorBody(await endOne(sidOf(stranger.accessToken)), 401, MSG.unauthorized);
    const malformed = await endOne('not-a-session', user.accessToken);
    expectErrorBody(malformed, 400);
    expect(malformed.json().fieldErrors?.[0]).toMatchObject({ field: 'id', message: MSG.sessionIdInvalid });
    expectErrorBody(await endOne(sidOf(stranger.accessToken), user.accessToken), 404, MSG.sessionNotFound);
    expectErrorBody(await endOne('00000000-0000-4000-8000-000000000000', user.accessToken), 404, MSG.sessionNotFound);
    // The stranger's session is untouched.
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);
  });

  it('204: that device is logged out (tokens, refresh, live connection); a second time is 404', async () => {
    const user = await buildUser(ctx);
    const phone = await loginFrom(user, SAFARI_IPHONE);
    const { id: groupId } = await buildGroup(ctx, { owner: user });
    const socket = await liveConnection(phone.accessToken, groupId);
    const response = await endOne(sidOf(phone.accessToken), user.accessToken);
    expect(response.statusCode).toBe(204);
    await expectEnded(socket);
    expect((await profile(phone.accessToken)).statusCode).toBe(401);
    expect(
      (await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: phone.refreshToken } })).statusCode,
    ).toBe(401);
    const tokens = await ctx.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, sidOf(phone.accessToken)));
    expect(tokens.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await profile(user.accessToken)).statusCode).toBe(200);
    expect((await endOne(sidOf(phone.accessToken), user.accessToken)).statusCode).toBe(404);
  });
});

describe('DELETE /api/auth/sessions (다른 기기에서 모두 로그아웃)', () => {
  it('401 without a token', async () => {
    expectErrorBody(await endOthers(), 401, MSG.unauthorized);
  });

  it('204: every session but this one ends; another user’s sessions are untouched', async () => {
    const user = await buildUser(ctx);
    const phone = await loginFrom(user, SAFARI_IPHONE);
    const laptop = await loginFrom(user, CHROME_MAC);
    const stranger = await buildUser(ctx);
    const { id: groupId } = await buildGroup(ctx, { owner: user });
    const phoneSocket = await liveConnection(phone.accessToken, groupId);
    const laptopSocket = await liveConnection(laptop.accessToken, groupId);
    expect((await endOthers(laptop.accessToken)).statusCode).toBe(204);
    await expectEnded(phoneSocket);
    expect(laptopSocket.isClosed()).toBe(false);
    expect((await profile(phone.accessToken)).statusCode).toBe(401);
    expect((await profile(user.accessToken)).statusCode).toBe(401);
    expect((await profile(laptop.accessToken)).statusCode).toBe(200);
    expect((await profile(stranger.accessToken)).statusCode).toBe(200);
    const list = (await sessions(laptop.accessToken)).json() as { id: string }[];
    expect(list.map((session) => session.id)).toEqual([sidOf(laptop.accessToken)]);
  });
});

describe('SessionRevocations', () => {
  it('remembers an ended sign-in as long as its access tokens can live, then forgets it', () => {
    let now = Date.parse('2026-11-24T00:00:00Z');
    const revocations = new SessionRevocations({ now: () => new Date(now) });
    revocations.add(['a'], now);
    now += ACCESS_TOKEN_TTL_SECONDS * 1000;
    revocations.add(['b'], now);
    expect(revocations.isRevoked('a')).toBe(true);
    now += 2 * 60_000;
    revocations.add(['c'], now);
    expect(revocations.isRevoked('a')).toBe(false);
    expect(revocations.isRevoked('b')).toBe(true);
    expect(revocations.isRevoked('c')).toBe(true);
  });
});

describe('describeDevice', () => {
  it('summarises common browsers and systems in a few words', () => {
    expect(describeDevice(CHROME_MAC)).toBe('Chrome · macOS');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari · iOS');
    expect(
      describeDevice(
        'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('삼성 인터넷 · Android');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox · Linux');
    expect(describeDevice(null)).toBe('알 수 없는 기기');
    expect(describeDevice('curl/8.5.0')).toBe('알 수 없는 기기');
  });
});
