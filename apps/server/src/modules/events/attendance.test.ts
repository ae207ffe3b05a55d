import { EVENT_MSG } from '@dongne/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, DEFAULT_PASSWORD, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { eventAttendance } from '../../db/schema.ts';
import { issueTokenPair } from '../auth/tokens.service.ts';
import { addMember } from '../groups/group-members.repo.ts';

// One app per file and a clock that only moves forward: each test makes its events from "now".
const ctx = setupTestApp();
const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();
// Access tokens live 15 minutes and these tests move the clock by hours: a user signs in again
// (a fresh token) on first use and once theirs is 10 minutes old on the test's clock.
const tokens = new Map<number, { token: string; at: number }>();
async function tokenOf(user: TestUser) {
  const now = ctx.clock.now().getTime();
  const held = tokens.get(user.id) ?? { token: user.accessToken, at: Number.NEGATIVE_INFINITY };
  if (now - held.at >= 10 * 60_000) {
    held.token = (await issueTokenPair(ctx.deps, ctx.deps.db, user.id)).accessToken;
    held.at = now;
  }
  tokens.set(user.id, held);
  return held.token;
}
const as = async (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, ...(user ? { token: await tokenOf(user) } : {}), ...(payload ? { payload } : {}) });
const rowsOf = (eventId: number) => ctx.deps.db.select().from(eventAttendance).where(eq(eventAttendance.eventId, eventId));

/** A group: owner, a manager, an organiser (member) who makes an event 2 hours ahead, two participants and a bystander. */
async function meetUp() {
  const owner = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, isPublic: true, maxMembers: 50 });
  const [manager, organiser, alice, bob, bystander] = [
    await buildUser(ctx),
    await buildUser(ctx),
    await buildUser(ctx),
    await buildUser(ctx),
    await buildUser(ctx),
  ] as [TestUser, TestUser, TestUser, TestUser, TestUser];
  await addMember(ctx.deps.db, group.id, manager.id, 'MANAGER', new Date());
  for (const user of [organiser, alice, bob, bystander]) await joinAs(ctx, user, group.id);
  const created = await as(organiser, 'POST', '/api/events', {
    groupId: group.id,
    title: '화요일 저녁 러닝',
    eventDate: inHours(2),
    location: '반포 한강공원',
    maxParticipants: 10,
  });
  expect(created.statusCode).toBe(201);
  const eventId: number = created.json().id;
  for (const user of [alice, bob]) expect((await as(user, 'POST', `/api/events/${eventId}/join`)).statusCode).toBe(201);
  return { owner, group, manager, organiser, alice, bob, bystander, eventId };
}

const mark = (user: TestUser | null, eventId: number, body: object) => as(user, 'PUT', `/api/events/${eventId}/attendance`, body);

describe('PUT /api/events/:id/attendance (contract §19)', () => {
  it('opens 30 minutes before the start; refuses guests, members who are not staff, non-participants and bad input', async () => {
    const { organiser, alice, bob, bystander, eventId } = await meetUp();
    expect((await mark(null, eventId, { userId: alice.id, status: 'ATTENDED' })).statusCode).toBe(401);
    const early = await mark(organiser, eventId, { userId: alice.id, status: 'ATTENDED' });
    expect(early.json()).toMatchObject({ status: 409, message: EVENT_MSG.attendanceNotOpen });

    ctx.clock.advance(2 * HOUR - 20 * 60_000);
    const byMember = await mark(bob, eventId, { userId: alice.id, status: 'NO_SHOW' });
    expect(byMember.json()).toMatchObject({ status: 403, message: EVENT_MSG.attendanceStaffOnly });
    const outsider = await mark(await buildUser(ctx), eventId, { userId: alice.id, status: 'NO_SHOW' });
    expect(outsider.statusCode).toBe(403);
    const notParticipant = await mark(organiser, eventId, { userId: bystander.id, status: 'ATTENDED' });
    expect(notParticipant.json()).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'userId', message: EVENT_MSG.attendanceNotParticipant }],
    });
    const badStatus = await mark(organiser, eventId, { userId: alice.id, status: 'LATE' });
    expect(badStatus.json()).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'status', message: EVENT_MSG.attendanceStatusRequired }],
    });
    const noUser = await mark(organiser, eventId, { status: 'ATTENDED' });
    expect(noUser.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'userId', message: EVENT_MSG.attendanceUserRequired }] });
    expect(await rowsOf(eventId)).toEqual([]);
    expect((await as(null, 'GET', `/api/events/${eventId}/attendance`)).statusCode).toBe(401);
  });

  it('lets the organiser and a manager mark; staff see everyone, a participant their own row, others none; everyone sees the count', async () => {
    const { owner, manager, organiser, alice, bob, bystander, eventId } = await meetUp();
    ctx.clock.advance(2 * HOUR);
    const marked = await mark(organiser, eventId, { userId: alice.id, status: 'ATTENDED' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ userId: alice.id, nickname: alice.nickname, profileImage: null, status: 'ATTENDED' });
    expect((await mark(manager, eventId, { userId: bob.id, status: 'NO_SHOW' })).statusCode).toBe(200);

    const rows = await rowsOf(eventId);
    expect(rows.map(({ userId, status, via, markedBy }) => ({ userId, status, via, markedBy }))).toEqual(
      expect.arrayContaining([
        { userId: alice.id, status: 'ATTENDED', via: 'STAFF', markedBy: organiser.id },
        { userId: bob.id, status: 'NO_SHOW', via: 'STAFF', markedBy: manager.id },
      ]),
    );
    expect(rows).toHaveLength(2);

    const staffView = (await as(owner, 'GET', `/api/events/${eventId}/attendance`)).json();
    expect(staffView.map((row: { userId: number; status: string | null }) => [row.userId, row.status])).toEqual([
      [organiser.id, null],
      [alice.id, 'ATTENDED'],
      [bob.id, 'NO_SHOW'],
    ]);
    expect((await as(bob, 'GET', `/api/events/${eventId}/attendance`)).json()).toEqual([
      { userId: bob.id, nickname: bob.nickname, profileImage: null, status: 'NO_SHOW' },
    ]);
    expect((await as(bystander, 'GET', `/api/events/${eventId}/attendance`)).json()).toEqual([]);
    const seen = (await as(bystander, 'GET', `/api/events/${eventId}`)).json();
    expect(seen).toMatchObject({ attendedCount: 1, viewerCan: { markAttendance: false, showCheckInCode: false } });
    expect((await as(manager, 'GET', `/api/events/${eventId}`)).json().viewerCan).toMatchObject({ markAttendance: true });

    // A mark can be changed and cleared.
    expect((await mark(organiser, eventId, { userId: bob.id, status: 'ATTENDED' })).json().status).toBe('ATTENDED');
    expect((await mark(organiser, eventId, { userId: bob.id, status: null })).json().status).toBeNull();
    expect(await rowsOf(eventId)).toHaveLength(1);
  });

  it('closes 24 hours after the start, and a cancelled event takes none', async () => {
    const { organiser, alice, eventId } = await meetUp();
    ctx.clock.advance(2 * HOUR + 24 * HOUR + 60_000);
    expect((await mark(organiser, eventId, { userId: alice.id, status: 'ATTENDED' })).json()).toMatchObject({
      status: 409,
      message: EVENT_MSG.attendanceClosed,
    });
    const next = await meetUp();
    expect((await as(next.organiser, 'POST', `/api/events/${next.eventId}/cancel`)).statusCode).toBe(200);
    ctx.clock.advance(2 * HOUR);
    expect((await mark(next.organiser, next.eventId, { userId: next.alice.id, status: 'ATTENDED' })).json()).toMatchObject({
      status: 409,
      message: EVENT_MSG.cancelled,
    });
  });
});

describe('check-in code (contract §19)', () => {
  it('shows the staff a 4-digit code with its QR; a participant checks in with it; wrong codes are limited', async () => {
    const { organiser, alice, bob, bystander, eventId } = await meetUp();
    expect((await as(null, 'GET', `/api/events/${eventId}/check-in-code`)).statusCode).toBe(401);
    expect((await as(organiser, 'GET', `/api/events/${eventId}/check-in-code`)).statusCode).toBe(409);
    ctx.clock.advance(2 * HOUR - 10 * 60_000);
    expect((await as(alice, 'GET', `/api/events/${eventId}/check-in-code`)).json()).toMatchObject({
      status: 403,
      message: EVENT_MSG.attendanceStaffOnly,
    });
    const shown = await as(organiser, 'GET', `/api/events/${eventId}/check-in-code`);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const { code, qrDataUrl, checkInUrl, expiresAt } = shown.json();
    expect(code).toMatch(/^\d{4}$/);
    expect(checkInUrl).toBe(`${ctx.deps.config.publicUrl}/events/${eventId}?checkIn=${code}`);
    expect(Buffer.from(qrDataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[^>]*>/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(ctx.clock.now().getTime());

    const checkIn = (user: TestUser | null, body: object) => as(user, 'POST', `/api/events/${eventId}/check-in`, body);
    expect((await checkIn(null, { code })).statusCode).toBe(401);
    expect((await checkIn(alice, { code: '12a4' })).json()).toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'code', message: EVENT_MSG.checkInCodeFormat }],
    });
    expect((await checkIn(bystander, { code })).json()).toMatchObject({ status: 400, message: EVENT_MSG.attendanceNotParticipant });
    const wrong = code === '0000' ? '0001' : '0000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await checkIn(alice, { code: wrong })).json()).toMatchObject({
        status: 400,
        fieldErrors: [{ field: 'code', message: EVENT_MSG.checkInCodeWrong }],
      });
    }
    expect((await checkIn(alice, { code: wrong })).statusCode).toBe(429);
    const blocked = await checkIn(alice, { code });
    expect(blocked.json()).toMatchObject({ status: 429, message: EVENT_MSG.checkInTooMany });
    expect(await rowsOf(eventId)).toEqual([]);

    // The code just shown still counts a minute later (it may have changed while being typed).
    ctx.clock.advance(60_000);
    const done = await checkIn(bob, { code });
    expect(done.json()).toEqual({ userId: bob.id, nickname: bob.nickname, profileImage: null, status: 'ATTENDED' });
    expect((await rowsOf(eventId)).map(({ userId, status, via }) => ({ userId, status, via }))).toEqual([
      { userId: bob.id, status: 'ATTENDED', via: 'CODE' },
    ]);
    // Two minutes on, it is gone.
    ctx.clock.advance(120_000);
    const fresh = (await as(organiser, 'GET', `/api/events/${eventId}/check-in-code`)).json().code;
    if (fresh !== code) expect((await checkIn(bob, { code })).statusCode).toBe(400);
  });
});

describe('attendance histories (contract §19)', () => {
  it('gives the staff each member’s record and rate, a member their own history, and is in the export and erased with the account', async () => {
    const { owner, group, manager, organiser, alice, bob, eventId } = await meetUp();
    ctx.clock.advance(2 * HOUR);
    await mark(organiser, eventId, { userId: alice.id, status: 'ATTENDED' });
    await mark(organiser, eventId, { userId: bob.id, status: 'NO_SHOW' });

    expect((await as(null, 'GET', `/api/groups/${group.id}/attendance`)).statusCode).toBe(401);
    expect((await as(alice, 'GET', `/api/groups/${group.id}/attendance`)).json()).toMatchObject({
      status: 403,
      message: EVENT_MSG.attendanceStaffOnly,
    });
    const page = (await as(manager, 'GET', `/api/groups/${group.id}/attendance`)).json();
    const byUser = new Map(page.content.map((row: { userId: number }) => [row.userId, row]));
    expect(byUser.get(alice.id)).toMatchObject({ attended: 1, noShow: 0, rate: 1 });
    expect(byUser.get(bob.id)).toMatchObject({ attended: 0, noShow: 1, rate: 0 });
    expect(byUser.get(owner.id)).toMatchObject({ attended: 0, noShow: 0, rate: null });
    expect(page.content[0].userId).toBe(alice.id);

    const bobsHistory = (await as(owner, 'GET', `/api/groups/${group.id}/attendance/${bob.id}`)).json();
    expect(bobsHistory.content).toEqual([expect.objectContaining({ eventId, status: 'NO_SHOW', groupId: group.id })]);
    expect((await as(alice, 'GET', `/api/groups/${group.id}/attendance/${bob.id}`)).statusCode).toBe(403);
    expect((await as(null, 'GET', '/api/users/me/attendance')).statusCode).toBe(401);
    const mine = (await as(alice, 'GET', '/api/users/me/attendance')).json();
    expect(mine.content).toEqual([
      { eventId, title: '화요일 저녁 러닝', groupId: group.id, groupName: group.name, eventDate: expect.any(String), status: 'ATTENDED' },
    ]);

    const exported = (await as(alice, 'GET', '/api/users/me/export')).json();
    expect(exported.attendance).toEqual([expect.objectContaining({ eventId, status: 'ATTENDED', via: 'STAFF' })]);
    expect((await as(organiser, 'DELETE', '/api/users/me', { password: DEFAULT_PASSWORD })).statusCode).toBe(204);
    expect((await as(alice, 'DELETE', '/api/users/me', { password: DEFAULT_PASSWORD })).statusCode).toBe(204);
    expect(
      await ctx.deps.db
        .select()
        .from(eventAttendance)
        .where(and(eq(eventAttendance.eventId, eventId), eq(eventAttendance.userId, alice.id))),
    ).toEqual([]);
    const left = await rowsOf(eventId);
    expect(left.map(({ userId, markedBy }) => ({ userId, markedBy }))).toEqual([{ userId: bob.id, markedBy: null }]);
  });
});
