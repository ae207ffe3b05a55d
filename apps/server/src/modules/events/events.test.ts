import { EVENT_MSG, MSG } from '@dongne/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { eventParticipants, events, notifications } from '../../db/schema.ts';
import { issueTokenPair } from '../auth/tokens.service.ts';

const ctx = setupTestApp();
const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
const payload = (groupId: number, overrides: Record<string, unknown> = {}) => ({
  groupId,
  title: '한강 야간 러닝',
  description: '반포 한강공원에서 5km 함께 달려요.',
  eventDate: inHours(48),
  isOnline: false,
  location: '반포 한강공원, 세빛섬 앞',
  maxParticipants: 10,
  tags: ['러닝', '한강'],
  ...overrides,
});
async function groupOf(size: number, isPublic = true) {
  const owner = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, isPublic, maxMembers: 100 });
  const members: TestUser[] = [];
  for (let index = 0; index < size; index++) {
    const member = await buildUser(ctx);
    if (isPublic) await joinAs(ctx, member, group.id);
    members.push(member);
  }
  return { owner, group, members };
}
const create = (user: TestUser | undefined, body: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/events', token: user?.accessToken, payload: body });
const join = (user: TestUser, eventId: number) =>
  ctx.request({ method: 'POST', url: `/api/events/${eventId}/join`, token: user.accessToken });
const leave = (user: TestUser, eventId: number) =>
  ctx.request({ method: 'DELETE', url: `/api/events/${eventId}/leave`, token: user.accessToken });
const notificationsOf = (userId: number, type: string) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('POST /api/events', () => {
  it('lets a member create an event; the organizer takes the first seat and members are told', async () => {
    const { owner, group, members } = await groupOf(2);
    const response = await create(members[0], payload(group.id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: '한강 야간 러닝',
      status: 'SCHEDULED',
      participantCount: 1,
      waitlistCount: 0,
      isParticipating: true,
      canJoin: false,
      canManage: true,
      organizer: { id: members[0]?.id },
      group: { id: group.id },
    });
    expect(new Date(response.json().endDate).getTime() - new Date(response.json().eventDate).getTime()).toBe(2 * 3_600_000);
    expect(await notificationsOf(owner.id, 'EVENT_CREATED')).toHaveLength(1);
    expect(await notificationsOf(members[1]?.id ?? 0, 'EVENT_CREATED')).toHaveLength(1);
    expect(await notificationsOf(members[0]?.id ?? 0, 'EVENT_CREATED')).toHaveLength(0);
  });

  it('refuses guests, non-members and bad input with Korean messages', async () => {
    const { group, members } = await groupOf(1);
    const member = members[0];
    expect((await create(undefined, payload(group.id))).statusCode).toBe(401);
    expect((await create(await buildUser(ctx), payload(group.id))).json()).toMatchObject({ status: 403, message: EVENT_MSG.membersOnly });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, EVENT_MSG.titleRequired],
      [{ title: '가' }, EVENT_MSG.titleMin],
      [{ eventDate: inHours(-1) }, EVENT_MSG.dateInPast],
      [{ endDate: inHours(47) }, EVENT_MSG.endBeforeStart],
      [{ location: ' ' }, EVENT_MSG.locationRequired],
      [{ maxParticipants: 1 }, EVENT_MSG.participantsMin],
      [{ maxParticipants: 1001 }, EVENT_MSG.participantsMax],
      [{ eventDate: 'tomorrow' }, EVENT_MSG.dateRequired],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(member, payload(group.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await ctx.deps.db.select().from(events).where(eq(events.groupId, group.id))).toEqual([]);
  });
});

describe('joining, the waitlist and leaving', () => {
  it('seats exactly 10 of 30 members joining at once and waitlists 20 in arrival order', async () => {
    const { owner, group, members } = await groupOf(30);
    const event = (await create(owner, payload(group.id, { maxParticipants: 11 }))).json();
    const responses = await Promise.all(members.map((member) => join(member, event.id)));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const statuses = responses.map((response) => response.json().status);
    expect(statuses.filter((status) => status === 'PARTICIPATING')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'WAITLISTED')).toHaveLength(20);
    const positions = responses
      .filter((response) => response.json().status === 'WAITLISTED')
      .map((response) => response.json().waitlistPosition);
    expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const [row] = await ctx.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.participantCount).toBe(11);
    const participants = (
      await ctx.request({ method: 'GET', url: `/api/events/${event.id}/participants?size=100`, token: owner.accessToken })
    ).json();
    expect(participants.totalElements).toBe(31);
    const waitlist = participants.content.filter((entry: { status: string }) => entry.status === 'WAITLISTED');
    expect(waitlist.map((entry: { waitlistPosition: number }) => entry.waitlistPosition)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );

    // A seat frees: the first in line is promoted at once and told.
    const seated = members.find((_, index) => responses[index]?.json().status === 'PARTICIPATING');
    const first = waitlist[0];
    expect((await leave(seated as TestUser, event.id)).statusCode).toBe(200);
    const [promoted] = await ctx.deps.db
      .select()
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.userId, first.id)));
    expect(promoted?.status).toBe('PARTICIPATING');
    expect(await notificationsOf(first.id, 'EVENT_WAITLIST_PROMOTED')).toHaveLength(1);
    const [after] = await ctx.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(after?.participantCount).toBe(11);
    const second = members.find((member) => member.id === waitlist[1].id) as TestUser;
    expect((await ctx.request({ method: 'GET', url: `/api/events/${event.id}`, token: second.accessToken })).json()).toMatchObject({
      isWaitlisted: true,
      waitlistPosition: 1,
    });
  });

  it('says canJoin only while a seat is free, canJoinWaitlist once full, and the waitlist position (contract §8)', async () => {
    const { owner, group, members } = await groupOf(4);
    const [first, second, third] = members as [TestUser, TestUser, TestUser, TestUser];
    const stranger = await buildUser(ctx);
    const event = (await create(owner, payload(group.id, { maxParticipants: 2 }))).json();
    const view = async (user: TestUser | undefined) =>
      (await ctx.request({ method: 'GET', url: `/api/events/${event.id}`, token: user?.accessToken })).json();
    expect(await view(first)).toMatchObject({ canJoin: true, canJoinWaitlist: false, waitlistPosition: null });

    expect((await join(first, event.id)).json()).toMatchObject({ status: 'PARTICIPATING' });
    // Full now (2 of 2): a member who is not in is offered the waitlist, never a seat.
    expect(await view(second)).toMatchObject({ participantCount: 2, canJoin: false, canJoinWaitlist: true, waitlistPosition: null });
    expect(await view(first)).toMatchObject({ canJoin: false, canJoinWaitlist: false, isParticipating: true });
    expect(await view(stranger)).toMatchObject({ canJoin: false, canJoinWaitlist: false });
    expect(await view(undefined)).toMatchObject({ canJoin: false, canJoinWaitlist: false });
    // The list (one query) says the same as the detail.
    const listed = (await ctx.request({ method: 'GET', url: `/api/events/group/${group.id}`, token: second.accessToken })).json();
    expect(listed.content.find((entry: { id: number }) => entry.id === event.id)).toMatchObject({ canJoin: false, canJoinWaitlist: true });

    expect((await join(second, event.id)).json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await join(third, event.id)).json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 2 });
    expect(await view(third)).toMatchObject({ isWaitlisted: true, waitlistPosition: 2, canJoin: false, canJoinWaitlist: false });

    // A seat frees: the first in line takes it, the next moves up, and nobody else is offered a seat.
    expect((await leave(first, event.id)).statusCode).toBe(200);
    expect(await view(second)).toMatchObject({ isParticipating: true, isWaitlisted: false, waitlistPosition: null });
    expect(await view(third)).toMatchObject({ isWaitlisted: true, waitlistPosition: 1 });
    expect(await view(first)).toMatchObject({ canJoin: false, canJoinWaitlist: true });

    // More seats: a seat is free again, so canJoin, not the waitlist.
    await ctx.request({ method: 'PUT', url: `/api/events/${event.id}`, token: owner.accessToken, payload: { maxParticipants: 4 } });
    expect(await view(first)).toMatchObject({ participantCount: 3, canJoin: true, canJoinWaitlist: false });
    // Cancelled: neither.
    await ctx.request({ method: 'POST', url: `/api/events/${event.id}/cancel`, token: owner.accessToken });
    expect(await view(first)).toMatchObject({ canJoin: false, canJoinWaitlist: false });
  });

  it('refuses joining twice, strangers, and leaving by the organizer or a non-participant', async () => {
    const { owner, group, members } = await groupOf(2);
    const event = (await create(owner, payload(group.id))).json();
    const member = members[0] as TestUser;
    expect((await join(member, event.id)).statusCode).toBe(201);
    expect((await join(member, event.id)).json()).toMatchObject({ status: 409, message: EVENT_MSG.alreadyJoined });
    expect((await join(await buildUser(ctx), event.id)).json()).toMatchObject({ status: 403, message: EVENT_MSG.membersOnly });
    expect((await leave(owner, event.id)).json()).toMatchObject({ status: 400, message: EVENT_MSG.organizerCannotLeave });
    expect((await leave(members[1] as TestUser, event.id)).json()).toMatchObject({ status: 400, message: EVENT_MSG.notJoined });
    expect((await ctx.request({ method: 'POST', url: '/api/events/999999/join', token: member.accessToken })).statusCode).toBe(404);
    expect((await ctx.request({ method: 'POST', url: `/api/events/${event.id}/join` })).statusCode).toBe(401);
  });

  it('keeps a place once the event started: leaving is refused and the participation stays', async () => {
    const { owner, group, members } = await groupOf(1);
    const member = members[0] as TestUser;
    const event = (await create(owner, payload(group.id, { eventDate: inHours(1) }))).json();
    expect((await join(member, event.id)).statusCode).toBe(201);
    ctx.clock.advance(2 * 3_600_000);
    // The 15-minute access token has long expired by then: sign in again.
    const { accessToken } = await issueTokenPair(ctx.deps, ctx.deps.db, member.id);
    expect((await leave({ ...member, accessToken }, event.id)).json()).toMatchObject({
      status: 400,
      message: EVENT_MSG.cannotLeaveStarted,
    });
    const places = await ctx.deps.db
      .select()
      .from(eventParticipants)
      .where(and(eq(eventParticipants.eventId, event.id), eq(eventParticipants.userId, member.id)));
    expect(places).toHaveLength(1);
    const [stored] = await ctx.deps.db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.participantCount).toBe(2);
  });
});

describe('status, cancel, edit and delete', () => {
  it('moves from SCHEDULED to ONGOING to COMPLETED with the clock, and refuses joining once started', async () => {
    const { owner, group, members } = await groupOf(1);
    const event = (await create(owner, payload(group.id, { eventDate: inHours(1), endDate: inHours(3) }))).json();
    const status = async () => (await ctx.request({ method: 'GET', url: `/api/events/${event.id}` })).json().status;
    expect(await status()).toBe('SCHEDULED');
    ctx.clock.advance(2 * 3_600_000);
    expect(await status()).toBe('ONGOING');
    // Two hours later the member's 15-minute access token has long expired: sign in again.
    const { accessToken } = await issueTokenPair(ctx.deps, ctx.deps.db, members[0]?.id ?? 0);
    expect((await join({ ...(members[0] as TestUser), accessToken }, event.id)).json()).toMatchObject({
      status: 400,
      message: EVENT_MSG.cannotJoin,
    });
    ctx.clock.advance(2 * 3_600_000);
    expect(await status()).toBe('COMPLETED');
  });

  it('cancels once, telling everyone taking part or waiting, and only the organizer or owner may', async () => {
    const { owner, group, members } = await groupOf(3);
    const organizer = members[0] as TestUser;
    const event = (await create(organizer, payload(group.id, { maxParticipants: 2 }))).json();
    await join(members[1] as TestUser, event.id);
    await join(members[2] as TestUser, event.id);
    const cancel = (user: TestUser) => ctx.request({ method: 'POST', url: `/api/events/${event.id}/cancel`, token: user.accessToken });
    expect((await cancel(members[1] as TestUser)).json()).toMatchObject({ status: 403, message: EVENT_MSG.organizerOnly });
    expect((await cancel(owner)).json()).toMatchObject({ status: 'CANCELLED', canJoin: false });
    expect((await cancel(organizer)).json()).toMatchObject({ status: 409, message: EVENT_MSG.cancelled });
    for (const member of [organizer, members[1], members[2]] as TestUser[])
      expect(await notificationsOf(member.id, 'EVENT_CANCELLED')).toHaveLength(1);
    expect(await notificationsOf(owner.id, 'EVENT_CANCELLED')).toHaveLength(0);
  });

  it('edits (capacity never below the seats taken; more seats promote the waitlist) and deletes', async () => {
    const { owner, group, members } = await groupOf(3);
    const event = (await create(owner, payload(group.id, { maxParticipants: 2 }))).json();
    await join(members[0] as TestUser, event.id);
    await join(members[1] as TestUser, event.id);
    const put = (user: TestUser, body: Record<string, unknown>) =>
      ctx.request({ method: 'PUT', url: `/api/events/${event.id}`, token: user.accessToken, payload: body });
    expect((await put(members[0] as TestUser, { title: '바꿈' })).statusCode).toBe(403);
    expect((await put(owner, { maxParticipants: 2, title: '제목 수정' })).json()).toMatchObject({ title: '제목 수정', waitlistCount: 1 });
    expect((await put(owner, { maxParticipants: 3 })).json()).toMatchObject({ participantCount: 3, waitlistCount: 0 });
    expect(await notificationsOf(members[1]?.id ?? 0, 'EVENT_WAITLIST_PROMOTED')).toHaveLength(1);
    await ctx.deps.db.update(events).set({ maxParticipants: 5 }).where(eq(events.id, event.id));
    expect((await put(owner, { maxParticipants: 2 })).json()).toMatchObject({ status: 400, message: EVENT_MSG.participantsBelowCount });
    expect((await ctx.request({ method: 'DELETE', url: `/api/events/${event.id}`, token: members[0]?.accessToken })).statusCode).toBe(403);
    expect((await ctx.request({ method: 'DELETE', url: `/api/events/${event.id}`, token: owner.accessToken })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: `/api/events/${event.id}` })).json()).toMatchObject({
      status: 404,
      message: EVENT_MSG.notFound,
    });
  });
});

describe('lists and visibility', () => {
  it('keeps a private group’s events to its members and lists mine and upcoming', async () => {
    const { owner, group } = await groupOf(0, false);
    const event = (await create(owner, payload(group.id))).json();
    expect((await ctx.request({ method: 'GET', url: `/api/events/${event.id}` })).statusCode).toBe(401);
    const stranger = await buildUser(ctx);
    expect((await ctx.request({ method: 'GET', url: `/api/events/${event.id}`, token: stranger.accessToken })).json()).toMatchObject({
      status: 403,
      message: EVENT_MSG.membersOnly,
    });
    expect((await ctx.request({ method: 'GET', url: `/api/events/group/${group.id}`, token: stranger.accessToken })).statusCode).toBe(403);
    const ids = async (url: string, user: TestUser) =>
      (await ctx.request({ method: 'GET', url, token: user.accessToken })).json().content.map((entry: { id: number }) => entry.id);
    expect(await ids(`/api/events/group/${group.id}`, owner)).toEqual([event.id]);
    expect(await ids('/api/events/my', owner)).toContain(event.id);
    expect(await ids('/api/events/upcoming', owner)).toContain(event.id);
    expect(await ids('/api/events/upcoming', stranger)).not.toContain(event.id);
    expect((await ctx.request({ method: 'GET', url: '/api/events/my' })).json().message).toBe(MSG.unauthorized);
    expect((await ctx.request({ method: 'GET', url: '/api/events/my?size=101', token: owner.accessToken })).statusCode).toBe(400);
  });
});

/** A small RFC 5545 reader: unfolds lines and maps each property of the first VEVENT. */
function parseIcs(text: string) {
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const start = lines.indexOf('BEGIN:VEVENT');
  const props = new Map<string, { params: string; value: string }>();
  for (const line of lines.slice(start + 1, lines.indexOf('END:VEVENT'))) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    props.set(name, { params: params.join(';'), value: line.slice(colon + 1) });
  }
  const unescapeText = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');
  return { lines, props, unescapeText };
}

describe('iCalendar', () => {
  it('exports one VEVENT in Asia/Seoul that round-trips title, times and place', async () => {
    const { owner, group } = await groupOf(0);
    const title = '송년회; 2차는, 노래방\\ 예정 '.repeat(3).trim();
    const event = (
      await create(
        owner,
        payload(group.id, {
          title: title.slice(0, 100),
          location: '강남역 11번 출구, 1층',
          eventDate: '2027-12-20T19:30:00+09:00',
          endDate: '2027-12-20T22:00:00+09:00',
        }),
      )
    ).json();
    const response = await ctx.request({ method: 'GET', url: `/api/events/${event.id}.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const { lines, props, unescapeText } = parseIcs(response.body);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('TZID:Asia/Seoul');
    expect(props.get('DTSTART')).toEqual({ params: 'TZID=Asia/Seoul', value: '20271220T193000' });
    expect(props.get('DTEND')).toEqual({ params: 'TZID=Asia/Seoul', value: '20271220T220000' });
    expect(unescapeText(props.get('SUMMARY')?.value ?? '')).toBe(title.slice(0, 100).trim());
    expect(unescapeText(props.get('LOCATION')?.value ?? '')).toBe('강남역 11번 출구, 1층');
    expect(props.get('UID')?.value).toBe(`event-${event.id}@dongne-moim`);
  });

  it('serves a personal feed behind a rotatable secret', async () => {
    const { owner, group } = await groupOf(0);
    const event = (await create(owner, payload(group.id))).json();
    expect((await ctx.request({ method: 'POST', url: '/api/events/calendar-token' })).statusCode).toBe(401);
    const first = (await ctx.request({ method: 'POST', url: '/api/events/calendar-token', token: owner.accessToken })).json();
    expect(first.feedUrl).toContain(`/api/events/my.ics?token=${first.token}`);
    const feed = await ctx.request({ method: 'GET', url: `/api/events/my.ics?token=${first.token}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:event-${event.id}@dongne-moim`);
    const second = (await ctx.request({ method: 'POST', url: '/api/events/calendar-token', token: owner.accessToken })).json();
    expect((await ctx.request({ method: 'GET', url: `/api/events/my.ics?token=${first.token}` })).json()).toMatchObject({
      status: 401,
      message: EVENT_MSG.calendarTokenInvalid,
    });
    expect((await ctx.request({ method: 'GET', url: `/api/events/my.ics?token=${second.token}` })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/events/my.ics' })).statusCode).toBe(400);
  });

  it('keeps the personal feed and a private event out of every cache, a public event read by a guest cacheable', async () => {
    const { owner, group } = await groupOf(0);
    const event = (await create(owner, payload(group.id))).json();
    const { token } = (await ctx.request({ method: 'POST', url: '/api/events/calendar-token', token: owner.accessToken })).json();
    const feed = await ctx.request({ method: 'GET', url: `/api/events/my.ics?token=${token}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, no-store');

    const closed = await groupOf(0, false);
    const secret = (await create(closed.owner, payload(closed.group.id))).json();
    const privateIcs = await ctx.request({ method: 'GET', url: `/api/events/${secret.id}.ics`, token: closed.owner.accessToken });
    expect(privateIcs.statusCode).toBe(200);
    expect(privateIcs.headers['cache-control']).toBe('private, no-store');
    expect((await ctx.request({ method: 'GET', url: `/api/events/${secret.id}.ics` })).statusCode).toBeGreaterThanOrEqual(401);

    const guestIcs = await ctx.request({ method: 'GET', url: `/api/events/${event.id}.ics` });
    expect(guestIcs.statusCode).toBe(200);
    expect(guestIcs.headers['cache-control']).toBeUndefined();
  });
});

describe('editing an event that started', () => {
  it('keeps the other fields editable when the form sends the start unchanged, and tells participants of a new place once', async () => {
    const { owner, group, members } = await groupOf(1);
    const created = await create(owner, payload(group.id, { eventDate: inHours(1) }));
    const event = created.json();
    expect((await join(members[0] as TestUser, event.id)).statusCode).toBe(201);
    await ctx.deps.db
      .update(events)
      .set({ eventDate: new Date(Date.now() - 60_000) })
      .where(eq(events.id, event.id));
    const [row] = await ctx.deps.db.select({ eventDate: events.eventDate }).from(events).where(eq(events.id, event.id));
    const edit = await ctx.request({
      method: 'PUT',
      url: `/api/events/${event.id}`,
      token: owner.accessToken,
      payload: { eventDate: row?.eventDate.toISOString(), location: '뚝섬역 2번 출구' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().location).toBe('뚝섬역 2번 출구');
    expect(await notificationsOf(members[0]?.id as number, 'EVENT_UPDATED')).toHaveLength(1);
    expect(await notificationsOf(owner.id, 'EVENT_UPDATED')).toHaveLength(0);
  });
});
