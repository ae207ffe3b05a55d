import { EVENT_MSG, MSG, RECURRENCE_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroupOfMembers, buildUser, deleteAccount, joinAs, randomIp, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { runJob } from '../../../test/jobs.ts';
import { queryRows } from '../../db/query.ts';
import { seriesExtensionJob } from './series.service.ts';

const ctx = setupTestApp({ WRITE_LIMIT_EVENTS: '1000/1h', WRITE_LIMIT_JOINS: '1000/1h', WRITE_LIMIT_EDITS: '1000/1h' });

/** 2027-03-01 is a Monday: 매주 화·목 from it starts on Tuesday the 2nd. */
const MONDAY_EVENING = '2027-03-01T19:30:00+09:00';
const WEEKLY_TU_TH = 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8';
const RULE_STARTS = ['03-02', '03-04', '03-09', '03-11', '03-16', '03-18', '03-23', '03-25'];

type Occurrence = {
  id: number;
  eventDate: string;
  status: string;
  seriesId: number;
  recurrence: string;
  isParticipating: boolean;
  isWaitlisted: boolean;
  seriesJoined: boolean;
  title: string;
};

let shifted = 0;
/** Moves the test clock to a Seoul time (undone after each test). */
function setNow(local: string) {
  const delta = new Date(local).getTime() - ctx.clock.now().getTime();
  ctx.clock.advance(delta);
  shifted += delta;
}
/** Signs the users in again after the clock jumped past their tokens' lifetime. */
async function signInAgain(...users: TestUser[]) {
  for (const user of users) {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    user.accessToken = response.json().accessToken;
  }
}

afterEach(() => {
  ctx.clock.advance(-shifted);
  shifted = 0;
});

const seoulDay = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(5, 10);
const seoulTime = (iso: string) => new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(11, 16);

async function createSeries(organizer: TestUser, groupId: number, overrides: Record<string, unknown> = {}) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/events',
    token: organizer.accessToken,
    payload: {
      groupId,
      title: '한강 저녁 러닝',
      description: '매주 화·목 저녁에 달려요.',
      eventDate: MONDAY_EVENING,
      endDate: '2027-03-01T21:00:00+09:00',
      location: '뚝섬한강공원',
      maxParticipants: 10,
      recurrence: WEEKLY_TU_TH,
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`series: ${response.statusCode} ${response.body}`);
  return response.json() as Occurrence;
}

async function occurrences(user: TestUser | null, seriesId: number, query = '') {
  const response = await ctx.request({ method: 'GET', url: `/api/events/series/${seriesId}?size=50${query}`, token: user?.accessToken });
  expect(response.statusCode).toBe(200);
  return response.json().content as Occurrence[];
}

const notificationsOf = (userId: number, type: string) =>
  queryRows<{ related_id: number; message: string }>(
    ctx.deps.db,
    sql`select related_id, message from notifications where user_id = ${userId} and type = ${type} order by id`,
  );

const ics = async (user: TestUser, eventId: number) => {
  const response = await ctx.request({ method: 'GET', url: `/api/events/${eventId}.ics`, token: user.accessToken });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The Seoul days a calendar app shows for the file's series, read by ical.js with its exceptions applied. */
function calendarDays(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevents = calendar.getAllSubcomponents('vevent');
  const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'));
  if (!master) throw new Error('no master VEVENT');
  const event = new ICAL.Event(master);
  for (const exception of vevents.filter((vevent) => vevent.hasProperty('recurrence-id'))) event.relateException(exception);
  const days: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && days.length < 100; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    days.push(`${details.startDate.toString().slice(5, 16)} ${details.item.summary}`);
  }
  return { days, uid: master.getFirstPropertyValue('uid') };
}

describe('POST /api/events with a recurrence', () => {
  it("starts 매주 화·목 on the rule's first day, makes the next occurrences, seats the organizer in each and tells members once", async () => {
    const { owner, group, members } = await buildGroupOfMembers(ctx, 2);
    const first = await createSeries(owner, group.id);
    expect(first).toMatchObject({ recurrence: WEEKLY_TU_TH, isParticipating: true, seriesJoined: true });
    expect(seoulDay(first.eventDate)).toBe('03-02');
    expect(seoulTime(first.eventDate)).toBe('19:30');
    // Far ahead, so the next three are made now and the rest by the job later.
    const made = await occurrences(members[0] as TestUser, first.seriesId);
    expect(made.map((event) => seoulDay(event.eventDate))).toEqual(RULE_STARTS.slice(0, 3));
    expect(made.every((event) => event.seriesId === first.seriesId && event.title === '한강 저녁 러닝')).toBe(true);
    const seats = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from event_participants p join events e on e.id = p.event_id
          where e.series_id = ${first.seriesId} and p.user_id = ${owner.id} and p.status = 'PARTICIPATING'`,
    );
    expect(seats[0]?.count).toBe(3);
    const told = await notificationsOf(members[1]?.id as number, 'EVENT_CREATED');
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('매주 화, 목 오후 7:30 · 8회');
  });

  it('answers 400 on recurrence for a rule outside the subset or over a year, stores nothing, and 401 without a token', async () => {
    const { owner, group } = await buildGroupOfMembers(ctx, 0);
    const cases: [string, string][] = [
      ['FREQ=DAILY;COUNT=3', RECURRENCE_MSG.freq],
      ['FREQ=WEEKLY;BYDAY=TU', RECURRENCE_MSG.endRequired],
      ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20290101', RECURRENCE_MSG.tooLong],
      ['FREQ=MONTHLY;BYDAY=SA;COUNT=3', RECURRENCE_MSG.monthly],
    ];
    for (const [recurrence, message] of cases) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/events',
        token: owner.accessToken,
        payload: { groupId: group.id, title: '규칙 확인', eventDate: MONDAY_EVENING, location: '성수', maxParticipants: 5, recurrence },
      });
      expectErrorBody(response, 400);
      expect(response.json().fieldErrors).toEqual([{ field: 'recurrence', message }]);
    }
    const stored = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from event_series where group_id = ${group.id}`,
    );
    expect(stored[0]?.count).toBe(0);
    const guest = await ctx.request({ method: 'POST', url: '/api/events', payload: { groupId: group.id, recurrence: WEEKLY_TU_TH } });
    expectErrorBody(guest, 401, MSG.unauthorized);
  });
});

describe('the series job', () => {
  it('makes the next occurrences when their time comes, once, seating the members who joined the series', async () => {
    const { owner, group, members } = await buildGroupOfMembers(ctx, 2);
    const first = await createSeries(owner, group.id);
    const [member, other] = members as [TestUser, TestUser];
    const joined = await ctx.request({
      method: 'POST',
      url: `/api/events/${first.id}/join`,
      token: member.accessToken,
      payload: { joinSeries: true },
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ status: 'PARTICIPATING', message: EVENT_MSG.seriesJoined, event: { seriesJoined: true } });
    // A fresh start of the server, five days before the series begins: the job makes what is due.
    setNow('2027-02-25T09:00:00+09:00');
    await signInAgain(member, other);
    expect(await runJob(ctx, seriesExtensionJob, {})).toBe('completed');
    expect(await runJob(ctx, seriesExtensionJob, {})).toBe('completed');
    const all = await occurrences(member, first.seriesId);
    expect(all.map((event) => seoulDay(event.eventDate))).toEqual(RULE_STARTS);
    expect(all.every((event) => event.isParticipating)).toBe(true);
    expect((await occurrences(other, first.seriesId)).some((event) => event.isParticipating)).toBe(false);
    const finished = await queryRows<{ finished: boolean }>(
      ctx.deps.db,
      sql`select finished_at is not null as finished from event_series where id = ${first.seriesId}`,
    );
    expect(finished[0]?.finished).toBe(true);
  });
  it('goes on with the other series when one stored rule cannot be expanded, and leaves that one due', async () => {
    const { owner, group } = await buildGroupOfMembers(ctx, 0);
    const good = await createSeries(owner, group.id);
    const broken = await createSeries(owner, group.id, { title: '규칙이 망가진 정모' });
    await queryRows(ctx.deps.db, sql`update event_series set recurrence = 'FREQ=FORTNIGHTLY' where id = ${broken.seriesId}`);
    setNow('2027-02-25T09:00:00+09:00');
    await signInAgain(owner);
    expect(await runJob(ctx, seriesExtensionJob, {})).toBe('completed');
    expect((await occurrences(owner, good.seriesId)).map((event) => seoulDay(event.eventDate))).toEqual(RULE_STARTS);
    expect((await occurrences(owner, broken.seriesId)).map((event) => seoulDay(event.eventDate))).toEqual(RULE_STARTS.slice(0, 3));
    const [left] = await queryRows<{ finished: boolean; due: boolean }>(
      ctx.deps.db,
      sql`select finished_at is not null as finished, due_at <= ${new Date('2027-02-25T09:00:00+09:00').toISOString()}::timestamptz as due
          from event_series where id = ${broken.seriesId}`,
    );
    expect(left).toEqual({ finished: false, due: true });
  });
});

describe('joining and leaving a series', () => {
  it('puts a series joiner on the waitlist of full occurrences, and leaving the following ones gives the seats on', async () => {
    const { owner, group, members } = await buildGroupOfMembers(ctx, 2);
    const [member, late] = members as [TestUser, TestUser];
    const first = await createSeries(owner, group.id, { maxParticipants: 2 });
    const join = (user: TestUser, eventId: number) =>
      ctx.request({ method: 'POST', url: `/api/events/${eventId}/join`, token: user.accessToken, payload: { joinSeries: true } });
    expect((await join(member, first.id)).statusCode).toBe(201);
    const waiting = await join(late, first.id);
    expect(waiting.json()).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1 });
    expect((await occurrences(late, first.seriesId)).every((event) => event.isWaitlisted)).toBe(true);

    const second = (await occurrences(member, first.seriesId))[1] as Occurrence;
    const left = await ctx.request({ method: 'DELETE', url: `/api/events/${second.id}/leave?scope=FOLLOWING`, token: member.accessToken });
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe(EVENT_MSG.seriesLeft);
    const mine = await occurrences(member, first.seriesId);
    expect(mine.map((event) => event.isParticipating)).toEqual([true, false, false]);
    expect(mine.every((event) => !event.seriesJoined)).toBe(true);
    const theirs = await occurrences(late, first.seriesId);
    expect(theirs.map((event) => event.isParticipating)).toEqual([false, true, true]);
    expect(await notificationsOf(late.id, 'EVENT_WAITLIST_PROMOTED')).toHaveLength(2);
    // Nothing left to leave: a clear 400.
    const again = await ctx.request({ method: 'DELETE', url: `/api/events/${second.id}/leave?scope=FOLLOWING`, token: member.accessToken });
    expectErrorBody(again, 400, EVENT_MSG.notJoined);
  });

  it('keeps every occurrence within its capacity when members join the series at once', async () => {
    const { owner, group, members } = await buildGroupOfMembers(ctx, 6);
    const first = await createSeries(owner, group.id, { maxParticipants: 3 });
    const responses = await Promise.all(
      members.map((member) =>
        ctx.request({ method: 'POST', url: `/api/events/${first.id}/join`, token: member.accessToken, payload: { joinSeries: true } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const seats = await queryRows<{ seated: number; waiting: number; count: number }>(
      ctx.deps.db,
      sql`select count(*) filter (where p.status = 'PARTICIPATING')::int as seated, count(*) filter (where p.status = 'WAITLISTED')::int as waiting,
            max(e.participant_count)::int as count
          from events e join event_participants p on p.event_id = e.id where e.series_id = ${first.seriesId} group by e.id`,
    );
    expect(seats).toEqual(Array(3).fill({ seated: 3, waiting: 4, count: 3 }));
  });

  it('refuses an outsider (403) and a bad scope (400), and keeps a private series page to members', async () => {
    const { owner, group } = await buildGroupOfMembers(ctx, 0, { isPublic: false });
    const first = await createSeries(owner, group.id);
    const outsider = await buildUser(ctx);
    const join = await ctx.request({
      method: 'POST',
      url: `/api/events/${first.id}/join`,
      token: outsider.accessToken,
      payload: { joinSeries: true },
    });
    expect(join.statusCode).toBe(403);
    const members = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from event_series_members where series_id = ${first.seriesId}`,
    );
    expect(members[0]?.count).toBe(1);
    const badScope = await ctx.request({ method: 'DELETE', url: `/api/events/${first.id}/leave?scope=ALL`, token: owner.accessToken });
    expectErrorBody(badScope, 400);
    expect(badScope.json().fieldErrors).toEqual([{ field: 'scope', message: EVENT_MSG.scopeInvalid }]);
    expectErrorBody(await ctx.request({ method: 'GET', url: `/api/events/series/${first.seriesId}` }), 401);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/events/series/${first.seriesId}`, token: outsider.accessToken })).statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: '/api/events/series/999999', token: owner.accessToken })).statusCode).toBe(404);
  });
});

describe('changing a series with a scope', () => {
  async function seriesWithMember() {
    const { owner, group, members } = await buildGroupOfMembers(ctx, 2);
    const [member, other] = members as [TestUser, TestUser];
    const first = await createSeries(owner, group.id);
    await ctx.request({ method: 'POST', url: `/api/events/${first.id}/join`, token: member.accessToken, payload: { joinSeries: true } });
    setNow('2027-02-25T09:00:00+09:00');
    await signInAgain(owner, member, other);
    expect(await runJob(ctx, seriesExtensionJob, {})).toBe('completed');
    return { owner, member, other, first, all: await occurrences(member, first.seriesId) };
  }

  it('cancels one Thursday alone (THIS): one notification, the others stand, and the .ics shows it as an exception', async () => {
    const { owner, member, all } = await seriesWithMember();
    const thursday = all[3] as Occurrence;
    const cancel = await ctx.request({ method: 'POST', url: `/api/events/${thursday.id}/cancel?scope=THIS`, token: owner.accessToken });
    expect(cancel.json().status).toBe('CANCELLED');
    const after = await occurrences(member, thursday.seriesId);
    expect(after.map((event) => event.status === 'CANCELLED')).toEqual([false, false, false, true, false, false, false, false]);
    expect(await notificationsOf(member.id, 'EVENT_CANCELLED')).toEqual([expect.objectContaining({ related_id: thursday.id })]);

    const text = await ics(member, all[0]?.id as number);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8\r\n');
    expect(text).toContain('EXDATE;TZID=Asia/Seoul:20270311T193000\r\n');
    const file = calendarDays(text);
    expect(file.uid).toBe(`series-${thursday.seriesId}@dongne-moim`);
    expect(file.days.map((day) => day.slice(0, 5))).toEqual(RULE_STARTS.filter((day) => day !== '03-11'));
  });

  it('cancels the following ones (FOLLOWING): each participant told once, the rule ends there, nothing more is made', async () => {
    const { owner, member, other, all } = await seriesWithMember();
    const fifth = all[4] as Occurrence;
    const cancel = await ctx.request({ method: 'POST', url: `/api/events/${fifth.id}/cancel?scope=FOLLOWING`, token: owner.accessToken });
    expect(cancel.statusCode).toBe(200);
    const after = await occurrences(member, fifth.seriesId);
    expect(after.map((event) => event.status === 'CANCELLED')).toEqual([false, false, false, false, true, true, true, true]);
    const told = await notificationsOf(member.id, 'EVENT_CANCELLED');
    expect(told).toEqual([expect.objectContaining({ related_id: fifth.id, message: "'한강 저녁 러닝' 일정 4개가 취소되었습니다." })]);
    expect(await notificationsOf(other.id, 'EVENT_CANCELLED')).toEqual([]);
    const file = calendarDays(await ics(member, all[0]?.id as number));
    expect(file.days.map((day) => day.slice(0, 5))).toEqual(RULE_STARTS.slice(0, 4));
  });

  it('refuses a member who is not the organizer or staff (403) and changes nothing', async () => {
    const { member, all } = await seriesWithMember();
    const response = await ctx.request({ method: 'POST', url: `/api/events/${all[0]?.id}/cancel?scope=ALL`, token: member.accessToken });
    expect(response.statusCode).toBe(403);
    expect((await occurrences(member, all[0]?.seriesId as number)).some((event) => event.status === 'CANCELLED')).toBe(false);
  });

  it('moves the following ones to 20:00 (FOLLOWING): the series splits there, participants are told once, the past keeps its time', async () => {
    const { owner, member, all } = await seriesWithMember();
    const third = all[2] as Occurrence;
    const moved = await ctx.request({
      method: 'PUT',
      url: `/api/events/${third.id}?scope=FOLLOWING`,
      token: owner.accessToken,
      payload: { eventDate: '2027-03-09T20:00:00+09:00', endDate: '2027-03-09T21:30:00+09:00', title: '한강 밤 러닝' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().seriesId).not.toBe(third.seriesId);
    const before = await occurrences(member, third.seriesId);
    expect(before.map((event) => `${seoulDay(event.eventDate)} ${seoulTime(event.eventDate)}`)).toEqual(['03-02 19:30', '03-04 19:30']);
    const afterSplit = await occurrences(member, moved.json().seriesId);
    expect(afterSplit.map((event) => `${seoulDay(event.eventDate)} ${seoulTime(event.eventDate)} ${event.title}`)).toEqual(
      RULE_STARTS.slice(2).map((day) => `${day} 20:00 한강 밤 러닝`),
    );
    expect(afterSplit.every((event) => event.isParticipating && event.seriesJoined)).toBe(true);
    expect(await notificationsOf(member.id, 'EVENT_UPDATED')).toHaveLength(1);

    const oldFile = calendarDays(await ics(member, all[0]?.id as number));
    expect(oldFile.days).toEqual(['03-02T19:30 한강 저녁 러닝', '03-04T19:30 한강 저녁 러닝']);
    const newFile = calendarDays(await ics(member, third.id));
    expect(newFile.days).toEqual(RULE_STARTS.slice(2).map((day) => `${day}T20:00 한강 밤 러닝`));

    const otherDay = await ctx.request({
      method: 'PUT',
      url: `/api/events/${third.id}?scope=ALL`,
      token: owner.accessToken,
      payload: { eventDate: '2027-03-10T20:00:00+09:00' },
    });
    expectErrorBody(otherDay, 400);
    expect(otherDay.json().fieldErrors).toEqual([{ field: 'eventDate', message: EVENT_MSG.seriesDateChange }]);
  });

  it('changes one occurrence alone (THIS) as an exception under the same UID, and renames all ahead (ALL)', async () => {
    const { owner, member, all } = await seriesWithMember();
    const second = all[1] as Occurrence;
    const alone = await ctx.request({
      method: 'PUT',
      url: `/api/events/${second.id}?scope=THIS`,
      token: owner.accessToken,
      payload: { eventDate: '2027-03-05T19:30:00+09:00', endDate: '2027-03-05T21:00:00+09:00' },
    });
    expect(alone.statusCode).toBe(200);
    expect(await notificationsOf(member.id, 'EVENT_UPDATED')).toHaveLength(1);
    const renamed = await ctx.request({
      method: 'PUT',
      url: `/api/events/${all[5]?.id}?scope=ALL`,
      token: owner.accessToken,
      payload: { title: '한강 러닝 크루' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await occurrences(member, second.seriesId);
    expect(after.every((event) => event.title === '한강 러닝 크루' && event.seriesId === second.seriesId)).toBe(true);
    const file = calendarDays(await ics(member, second.id));
    expect(file.days).toEqual(RULE_STARTS.map((day) => (day === '03-04' ? '03-05T19:30 한강 러닝 크루' : `${day}T19:30 한강 러닝 크루`)));
  });
});

describe('a series in the export and after the account goes', () => {
  it('exports the series a member joined and forgets them when they delete their account', async () => {
    const { owner, group } = await buildGroupOfMembers(ctx, 0);
    const member = await buildUser(ctx);
    await joinAs(ctx, member, group.id);
    const first = await createSeries(owner, group.id);
    await ctx.request({ method: 'POST', url: `/api/events/${first.id}/join`, token: member.accessToken, payload: { joinSeries: true } });
    const exported = await ctx.request({ method: 'GET', url: '/api/users/me/export', token: member.accessToken });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().eventSeriesJoined).toEqual([
      expect.objectContaining({ seriesId: first.seriesId, groupId: group.id, recurrence: WEEKLY_TU_TH }),
    ]);
    await deleteAccount(ctx, member);
    const left = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from event_series_members where user_id = ${member.id}`,
    );
    expect(left[0]?.count).toBe(0);
  });
});

describe('cancelling under a tight edit budget', () => {
  const tight = setupTestApp({ WRITE_LIMIT_EDITS: '2/1h' });

  it('counts cancels against the edit budget: the third in the hour is 429 and cancels nothing', async () => {
    const { owner, group } = await buildGroupOfMembers(tight, 0);
    const created = await tight.request({
      method: 'POST',
      url: '/api/events',
      token: owner.accessToken,
      payload: {
        groupId: group.id,
        title: '예산 확인 러닝',
        eventDate: MONDAY_EVENING,
        location: '성수',
        maxParticipants: 5,
        recurrence: WEEKLY_TU_TH,
      },
    });
    const seriesId = created.json().seriesId as number;
    const list = await tight.request({ method: 'GET', url: `/api/events/series/${seriesId}`, token: owner.accessToken });
    const [first, second, third] = list.json().content as Occurrence[];
    const cancel = (id: number | undefined, scope: string) =>
      tight.request({ method: 'POST', url: `/api/events/${id}/cancel?scope=${scope}`, token: owner.accessToken });
    expect((await cancel(first?.id, 'THIS')).statusCode).toBe(200);
    expect((await cancel(second?.id, 'THIS')).statusCode).toBe(200);
    const refused = await cancel(third?.id, 'ALL');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const after = await tight.request({ method: 'GET', url: `/api/events/series/${seriesId}`, token: owner.accessToken });
    expect((after.json().content as Occurrence[]).map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED', 'SCHEDULED']);
  });
});
