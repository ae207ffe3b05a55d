import { EVENT_MSG, MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroup, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';

const ctx = setupTestApp({ WRITE_LIMIT_EVENTS: '1000/1h' });

// A month boundary next year, in Seoul time: the last evening of February and the first of March.
const LAST_OF_FEB = '2027-02-28T23:30:00+09:00';
const FIRST_OF_MAR = '2027-03-01T00:30:00+09:00';
const MID_FEB = '2027-02-14T19:00:00+09:00';

type CalendarEvent = { id: number; title: string; eventDate: string; status: string; isParticipating: boolean; group: { id: number } };

async function eventAt(user: TestUser, groupId: number, title: string, eventDate: string): Promise<number> {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/events',
    token: user.accessToken,
    payload: {
      groupId,
      title,
      description: '달력에 보일 모임이에요.',
      eventDate,
      isOnline: false,
      location: '성수동',
      maxParticipants: 10,
    },
  });
  if (response.statusCode !== 201) throw new Error(`event: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

const groupCalendar = (user: TestUser | null, groupId: number, month: string) =>
  ctx.request({ method: 'GET', url: `/api/groups/${groupId}/calendar?month=${month}`, token: user?.accessToken });
const myCalendar = (user: TestUser | null, month: string) =>
  ctx.request({ method: 'GET', url: `/api/events/calendar?month=${month}`, token: user?.accessToken });

describe('GET /api/groups/:id/calendar', () => {
  it("answers the month's events by start time, cut at Seoul's midnight, with the caller's participation and cancelled ones marked", async () => {
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await joinAs(ctx, member, group.id);
    const lastOfFeb = await eventAt(owner, group.id, '2월 마지막 야간 러닝', LAST_OF_FEB);
    const midFeb = await eventAt(owner, group.id, '발렌타인 번개', MID_FEB);
    const firstOfMar = await eventAt(owner, group.id, '3월 첫 러닝', FIRST_OF_MAR);
    expect((await ctx.request({ method: 'POST', url: `/api/events/${lastOfFeb}/join`, token: member.accessToken })).statusCode).toBe(201);
    expect((await ctx.request({ method: 'POST', url: `/api/events/${midFeb}/cancel`, token: owner.accessToken })).statusCode).toBe(200);

    const february = await groupCalendar(member, group.id, '2027-02');
    expect(february.statusCode).toBe(200);
    expect(february.json().month).toBe('2027-02');
    const events = february.json().events as CalendarEvent[];
    expect(events.map((event) => event.id)).toEqual([midFeb, lastOfFeb]);
    expect(events.map((event) => [event.status, event.isParticipating])).toEqual([
      ['CANCELLED', false],
      ['SCHEDULED', true],
    ]);
    const march = (await groupCalendar(member, group.id, '2027-03')).json().events as CalendarEvent[];
    expect(march.map((event) => event.id)).toEqual([firstOfMar]);
    expect((await groupCalendar(member, group.id, '2027-04')).json()).toEqual({ month: '2027-04', events: [] });
    // A public group's calendar is open to guests, as its event list is.
    expect((await groupCalendar(null, group.id, '2027-03')).json().events).toHaveLength(1);
  });

  it('keeps a private group calendar to its members: 401 for a guest, 403 for an outsider; 404 for no group', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    await eventAt(owner, group.id, '비공개 정모', MID_FEB);
    expectErrorBody(await groupCalendar(null, group.id, '2027-02'), 401, MSG.unauthorized);
    expect((await groupCalendar(await buildUser(ctx), group.id, '2027-02')).statusCode).toBe(403);
    expect((await groupCalendar(owner, group.id, '2027-02')).json().events).toHaveLength(1);
    expect((await groupCalendar(owner, 999_999, '2027-02')).statusCode).toBe(404);
  });

  it('answers 400 with the field to a month that is not YYYY-MM of this century', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    for (const month of ['2027-13', '2027-00', '27-02', '2027-2', 'abcd-ef', '1999-12', '', '2027-02-01']) {
      const response = await groupCalendar(owner, group.id, encodeURIComponent(month));
      expectErrorBody(response, 400, EVENT_MSG.monthInvalid);
      expect(response.json().fieldErrors).toEqual([{ field: 'month', message: EVENT_MSG.monthInvalid }]);
    }
    expectErrorBody(
      await ctx.request({ method: 'GET', url: '/api/events/calendar', token: owner.accessToken }),
      400,
      EVENT_MSG.monthInvalid,
    );
  });
});

describe('GET /api/events/calendar', () => {
  it("holds the events of the caller's groups only, and no more of a group they left", async () => {
    const me = await buildUser(ctx);
    const runningOwner = await buildUser(ctx);
    const running = await buildGroup(ctx, { owner: runningOwner });
    const booksOwner = await buildUser(ctx);
    const books = await buildGroup(ctx, { owner: booksOwner });
    const strangersOwner = await buildUser(ctx);
    const strangers = await buildGroup(ctx, { owner: strangersOwner });
    await joinAs(ctx, me, running.id);
    await joinAs(ctx, me, books.id);
    const run = await eventAt(runningOwner, running.id, '한강 러닝', LAST_OF_FEB);
    const read = await eventAt(booksOwner, books.id, '2월 독서 모임', MID_FEB);
    await eventAt(strangersOwner, strangers.id, '모르는 모임의 정모', MID_FEB);

    expectErrorBody(await myCalendar(null, '2027-02'), 401, MSG.unauthorized);
    const mine = (await myCalendar(me, '2027-02')).json().events as CalendarEvent[];
    expect(mine.map((event) => event.id)).toEqual([read, run]);
    expect(mine.map((event) => event.group.id)).toEqual([books.id, running.id]);

    expect((await ctx.request({ method: 'POST', url: `/api/groups/${books.id}/leave`, token: me.accessToken })).statusCode).toBe(200);
    expect(((await myCalendar(me, '2027-02')).json().events as CalendarEvent[]).map((event) => event.id)).toEqual([run]);
  });
});
