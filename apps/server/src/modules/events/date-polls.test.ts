import { DATE_POLL_DEFAULT_LOCATION, DATE_POLL_MSG, MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroupOfMembers, buildUser, deleteAccount, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';

const ctx = setupTestApp({ WRITE_LIMIT_VOTES: '100000/1h', WRITE_LIMIT_EVENTS: '100000/1h', WRITE_LIMIT_EDITS: '100000/1h' });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const groupOf = (memberCount: number, isPublic = true) => buildGroupOfMembers(ctx, memberCount, { isPublic });

/** A slot `days` from now (by the app's clock), `hours` long. */
const slotIn = (days: number, hours = 2) => {
  const start = new Date(ctx.clock.now().getTime() + days * DAY);
  return { start: start.toISOString(), end: new Date(start.getTime() + hours * HOUR).toISOString() };
};

const pollPayload = (overrides: Record<string, unknown> = {}) => ({
  title: '11월 정모 언제 할까요?',
  slots: [slotIn(3), slotIn(4), slotIn(5)],
  ...overrides,
});

type Poll = { id: number; slots: { id: number; start: string; end: string }[]; eventId: number | null };

const createAs = (user: TestUser | null, groupId: number, payload: unknown = pollPayload()) =>
  ctx.request({ method: 'POST', url: `/api/groups/${groupId}/date-polls`, token: user?.accessToken, payload: payload as object });

async function createPoll(user: TestUser, groupId: number, payload: unknown = pollPayload()): Promise<Poll> {
  const response = await createAs(user, groupId, payload);
  if (response.statusCode !== 201) throw new Error(`date poll: ${response.statusCode} ${response.body}`);
  return response.json();
}

const answerAs = (user: TestUser | null, pollId: number, answers: unknown) =>
  ctx.request({ method: 'PUT', url: `/api/date-polls/${pollId}/answers`, token: user?.accessToken, payload: { answers } as object });

const makeEventAs = (user: TestUser | null, pollId: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: `/api/date-polls/${pollId}/event`, token: user?.accessToken, payload });

const closeAs = (user: TestUser | null, pollId: number) =>
  ctx.request({ method: 'POST', url: `/api/date-polls/${pollId}/close`, token: user?.accessToken });

const answerRows = (pollId: number) =>
  queryRows<{ slot_id: number; user_id: number; answer: string }>(
    ctx.deps.db,
    sql`select slot_id, user_id, answer from date_poll_answers where poll_id = ${pollId} order by slot_id, user_id`,
  );

const notificationsOf = (userId: number) =>
  queryRows<{ type: string; title: string; message: string; related_id: number }>(
    ctx.deps.db,
    sql`select type, title, message, related_id from notifications where user_id = ${userId} order by id`,
  );

/** The field errors of a 400, as `field: message` lines. */
const fieldErrorsOf = (response: { json: () => { fieldErrors?: { field: string; message: string }[] } }) =>
  (response.json().fieldErrors ?? []).map((error) => `${error.field}: ${error.message}`);

describe('POST /api/groups/:id/date-polls', () => {
  it('lets a member start a date poll: its slots in time order, stored, nothing answered yet', async () => {
    const { group, members } = await groupOf(1);
    const [member] = members as [TestUser];
    const slots = [slotIn(5), slotIn(3), slotIn(4, 3)];
    const response = await createAs(member, group.id, pollPayload({ title: '  송년회 날짜  ', slots }));
    expect(response.statusCode).toBe(201);
    const poll = response.json();
    expect(poll).toMatchObject({
      groupId: group.id,
      title: '송년회 날짜',
      creator: { id: member.id, nickname: member.nickname, isDeleted: false },
      closed: false,
      eventId: null,
      myAnswers: [],
      voterCount: 0,
      viewerCan: { answer: true, close: true, makeEvent: true, delete: true },
    });
    expect(poll.slots.map((slot: { start: string }) => slot.start)).toEqual([slots[1]?.start, slots[2]?.start, slots[0]?.start]);
    expect(poll.slots[0]).toMatchObject({ yes: 0, maybe: 0, no: 0, answers: [] });
    const [stored] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from date_poll_slots where poll_id = ${poll.id}`,
    );
    expect(stored?.count).toBe(3);
  });

  it('refuses guests (401), non-members (403, in a public group too) and a missing group (404), writing nothing', async () => {
    const { group } = await groupOf(0);
    const outsider = await buildUser(ctx);
    expectErrorBody(await createAs(null, group.id), 401, MSG.unauthorized);
    expectErrorBody(await createAs(outsider, group.id), 403, DATE_POLL_MSG.membersOnly);
    expectErrorBody(await createAs(outsider, 999_999), 404);
    const [row] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from date_polls where group_id = ${group.id}`,
    );
    expect(row?.count).toBe(0);
  });

  it.each([
    ['no title', { title: '   ' }, `title: ${DATE_POLL_MSG.titleRequired}`],
    ['a one-letter title', { title: '모' }, `title: ${DATE_POLL_MSG.titleLength}`],
    ['one slot', { slots: 'ONE' }, `slots: ${DATE_POLL_MSG.slotsMin}`],
    ['31 slots', { slots: 'MANY' }, `slots: ${DATE_POLL_MSG.slotsMax}`],
    ['the same slot twice', { slots: 'TWICE' }, `slots: ${DATE_POLL_MSG.slotDuplicate}`],
    ['an end before the start', { slots: 'BACKWARDS' }, `slots.1.end: ${DATE_POLL_MSG.slotEndBeforeStart}`],
    ['a time that is not one', { slots: 'GARBLED' }, `slots.0.start: ${DATE_POLL_MSG.slotTimeInvalid}`],
    ['a slot in the past', { slots: 'PAST' }, `slots.0.start: ${DATE_POLL_MSG.slotInPast}`],
    ['a slot past 60 days', { slots: 'FAR' }, `slots.1.end: ${DATE_POLL_MSG.slotTooFar}`],
  ])('answers 400 with a Korean field error for %s', async (_label, override, expected) => {
    const { owner, group } = await groupOf(0);
    const slots = {
      ONE: [slotIn(2)],
      MANY: Array.from({ length: 31 }, (_, i) => slotIn(1 + i)),
      TWICE: [slotIn(2), slotIn(2)],
      BACKWARDS: [slotIn(2), { start: slotIn(3).start, end: slotIn(3, -1).end }],
      GARBLED: [{ start: '내일 저녁', end: slotIn(2).end }, slotIn(3)],
      PAST: [slotIn(-1), slotIn(2)],
      FAR: [slotIn(2), slotIn(59.95, 3)],
    }[(override as { slots?: string }).slots ?? ''];
    const response = await createAs(owner, group.id, pollPayload({ ...override, ...(slots ? { slots } : {}) }));
    expectErrorBody(response, 400);
    expect(fieldErrorsOf(response)).toContain(expected);
  });

  it('takes slots up to 60 days ahead and exactly 30 of them', async () => {
    const { owner, group } = await groupOf(0);
    const slots = Array.from({ length: 30 }, (_, i) => slotIn(1 + i * 1.9, 1));
    slots[29] = slotIn(59.9, 1);
    expect((await createAs(owner, group.id, pollPayload({ slots }))).statusCode).toBe(201);
  });
});

describe('reading date polls', () => {
  it('lists a group’s polls newest first for members, and refuses guests and outsiders of a public group too', async () => {
    const { owner, group, members } = await groupOf(1);
    const first = await createPoll(owner, group.id, pollPayload({ title: '첫 번째 조율' }));
    const second = await createPoll(owner, group.id, pollPayload({ title: '두 번째 조율' }));
    const page = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/date-polls`, token: members[0]?.accessToken });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ totalElements: 2, number: 0, first: true, last: true });
    expect(page.json().content.map((poll: Poll) => poll.id)).toEqual([second.id, first.id]);
    expect(page.json().content[0].viewerCan).toEqual({ answer: true, close: false, makeEvent: false, delete: false });

    const outsider = await buildUser(ctx);
    expectErrorBody(await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/date-polls` }), 401);
    expectErrorBody(
      await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/date-polls`, token: outsider.accessToken }),
      403,
      DATE_POLL_MSG.membersOnly,
    );
    expectErrorBody(await ctx.request({ method: 'GET', url: `/api/date-polls/${first.id}`, token: outsider.accessToken }), 403);
    expectErrorBody(await ctx.request({ method: 'GET', url: `/api/date-polls/${first.id}` }), 401);
    expectErrorBody(
      await ctx.request({ method: 'GET', url: '/api/date-polls/999999', token: owner.accessToken }),
      404,
      DATE_POLL_MSG.notFound,
    );
    expectErrorBody(
      await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/date-polls?size=101`, token: owner.accessToken }),
      400,
    );
  });
});

describe('PUT /api/date-polls/:id/answers', () => {
  it('records each member’s answers per slot: counts and names on the grid, their own answers, changes replace', async () => {
    const { owner, group, members } = await groupOf(2);
    const [a, b] = members as [TestUser, TestUser];
    const poll = await createPoll(owner, group.id);
    const [s1, s2, s3] = poll.slots.map((slot) => slot.id) as [number, number, number];
    expect(
      (
        await answerAs(a, poll.id, [
          { slotId: s1, answer: 'YES' },
          { slotId: s2, answer: 'MAYBE' },
        ])
      ).statusCode,
    ).toBe(200);
    const answered = await answerAs(b, poll.id, [
      { slotId: s1, answer: 'YES' },
      { slotId: s3, answer: 'NO' },
    ]);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().myAnswers).toEqual([
      { slotId: s1, answer: 'YES' },
      { slotId: s3, answer: 'NO' },
    ]);
    // `a` changes one slot; the other keeps its answer.
    const changed = (await answerAs(a, poll.id, [{ slotId: s2, answer: 'NO' }])).json();
    expect(changed.voterCount).toBe(2);
    expect(changed.slots.map((slot: { yes: number; maybe: number; no: number }) => [slot.yes, slot.maybe, slot.no])).toEqual([
      [2, 0, 0],
      [0, 0, 1],
      [0, 0, 1],
    ]);
    expect(changed.slots[0].answers).toEqual([
      { userId: a.id, nickname: a.nickname, answer: 'YES' },
      { userId: b.id, nickname: b.nickname, answer: 'YES' },
    ]);
    expect(changed.myAnswers).toEqual([
      { slotId: s1, answer: 'YES' },
      { slotId: s2, answer: 'NO' },
    ]);
    expect(await answerRows(poll.id)).toHaveLength(4);
  });

  it('refuses guests (401), outsiders (403), a missing poll (404) and bad answers (400, Korean), changing nothing', async () => {
    const { owner, group, members } = await groupOf(1, false);
    const [member] = members as [TestUser];
    const poll = await createPoll(owner, group.id);
    const other = await createPoll(owner, group.id);
    const slotId = poll.slots[0]?.id ?? 0;
    const outsider = await buildUser(ctx);
    expectErrorBody(await answerAs(null, poll.id, [{ slotId, answer: 'YES' }]), 401);
    expectErrorBody(await answerAs(outsider, poll.id, [{ slotId, answer: 'YES' }]), 403, DATE_POLL_MSG.membersOnly);
    expectErrorBody(await answerAs(member, 999_999, [{ slotId, answer: 'YES' }]), 404, DATE_POLL_MSG.notFound);
    const cases: [unknown, string][] = [
      [[], `answers: ${DATE_POLL_MSG.answersRequired}`],
      [[{ slotId, answer: 'SURE' }], `answers.0.answer: ${DATE_POLL_MSG.answerInvalid}`],
      [
        [
          { slotId, answer: 'YES' },
          { slotId, answer: 'NO' },
        ],
        `answers: ${DATE_POLL_MSG.answersDuplicate}`,
      ],
      [[{ slotId: other.slots[0]?.id, answer: 'YES' }], `answers: ${DATE_POLL_MSG.unknownSlot}`],
    ];
    for (const [answers, expected] of cases) {
      const response = await answerAs(member, poll.id, answers);
      expectErrorBody(response, 400);
      expect(fieldErrorsOf(response)).toContain(expected);
    }
    expect(await answerRows(poll.id)).toEqual([]);
  });

  it('keeps one answer per member and slot when the same member answers many times at once', async () => {
    const { owner, group, members } = await groupOf(1);
    const [member] = members as [TestUser];
    const poll = await createPoll(owner, group.id);
    const kinds = ['YES', 'MAYBE', 'NO'] as const;
    const responses = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        answerAs(
          member,
          poll.id,
          poll.slots.map((slot) => ({ slotId: slot.id, answer: kinds[i % 3] })),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(9).fill(200));
    const rows = await answerRows(poll.id);
    expect(rows).toHaveLength(3);
    // One request's answers won whole.
    expect(new Set(rows.map((row) => row.answer)).size).toBe(1);
  });

  it('leaves the name of someone the reader blocked out of the grid, keeping the count', async () => {
    const { owner, group, members } = await groupOf(2);
    const [reader, blocked] = members as [TestUser, TestUser];
    const poll = await createPoll(owner, group.id);
    const slotId = poll.slots[0]?.id ?? 0;
    await answerAs(blocked, poll.id, [{ slotId, answer: 'YES' }]);
    await ctx.request({ method: 'POST', url: `/api/users/${blocked.id}/block`, token: reader.accessToken });
    const seen = (await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: reader.accessToken })).json();
    expect(seen.slots[0]).toMatchObject({ yes: 1, answers: [] });
    const byOwner = (await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: owner.accessToken })).json();
    expect(byOwner.slots[0].answers).toEqual([{ userId: blocked.id, nickname: blocked.nickname, answer: 'YES' }]);
  });
});

describe('POST /api/date-polls/:id/close', () => {
  it('lets the creator or the staff close it; a closed poll takes no answers but can still become an event', async () => {
    const { owner, group, members } = await groupOf(2);
    const [creator, member] = members as [TestUser, TestUser];
    const poll = await createPoll(creator, group.id);
    expectErrorBody(await closeAs(member, poll.id), 403, DATE_POLL_MSG.manageForbidden);
    expectErrorBody(await closeAs(null, poll.id), 401);
    const closed = await closeAs(creator, poll.id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ closed: true, viewerCan: { answer: false, close: false, makeEvent: true } });
    expect((await closeAs(owner, poll.id)).statusCode).toBe(200);
    expectErrorBody(await answerAs(member, poll.id, [{ slotId: poll.slots[0]?.id, answer: 'YES' }]), 409, DATE_POLL_MSG.closed);
    expect((await makeEventAs(owner, poll.id, { slotId: poll.slots[0]?.id })).statusCode).toBe(201);
  });

  it('lets a manager close the owner’s poll (planning, not moderation)', async () => {
    const { owner, group, members } = await groupOf(1);
    const [manager] = members as [TestUser];
    await ctx.deps.db.execute(sql`update group_members set role = 'MANAGER' where group_id = ${group.id} and user_id = ${manager.id}`);
    const poll = await createPoll(owner, group.id);
    expect((await closeAs(manager, poll.id)).statusCode).toBe(200);
  });
});

describe('POST /api/date-polls/:id/event', () => {
  it('turns a slot into an event: prefilled, organised by the caller, linked both ways, voters told, answers frozen', async () => {
    const { owner, group, members } = await groupOf(3);
    const [creator, voter, quiet] = members as [TestUser, TestUser, TestUser];
    const poll = await createPoll(creator, group.id);
    const slot = poll.slots[1] as { id: number; start: string; end: string };
    await answerAs(voter, poll.id, [{ slotId: slot.id, answer: 'YES' }]);

    const response = await makeEventAs(creator, poll.id, { slotId: slot.id });
    expect(response.statusCode).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      groupId: group.id,
      title: '11월 정모 언제 할까요?',
      eventDate: slot.start,
      endDate: slot.end,
      location: DATE_POLL_DEFAULT_LOCATION,
      organizer: { id: creator.id },
      participantCount: 1,
      isParticipating: true,
      datePollId: poll.id,
    });

    // The way back to the poll is a member's: a guest or an outsider of the public group gets none.
    const outsider = await buildUser(ctx);
    for (const token of [undefined, outsider.accessToken]) {
      const seen = await ctx.request({ method: 'GET', url: `/api/events/${event.id}`, token });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().datePollId).toBeNull();
    }
    expect((await ctx.request({ method: 'GET', url: `/api/events/${event.id}`, token: voter.accessToken })).json().datePollId).toBe(
      poll.id,
    );

    const after = (await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: voter.accessToken })).json();
    expect(after).toMatchObject({ eventId: event.id, viewerCan: { answer: false, close: false, makeEvent: false } });
    expectErrorBody(await answerAs(voter, poll.id, [{ slotId: slot.id, answer: 'NO' }]), 409, DATE_POLL_MSG.decided);
    expectErrorBody(await makeEventAs(owner, poll.id, { slotId: slot.id }), 409, DATE_POLL_MSG.decided);

    const told = await notificationsOf(voter.id);
    expect(told.at(-1)).toMatchObject({ type: 'EVENT_CREATED', title: '일정이 정해졌어요', related_id: event.id });
    expect(told.at(-1)?.message).toContain("'11월 정모 언제 할까요?' 일정 조율이");
    expect((await notificationsOf(quiet.id)).at(-1)).toMatchObject({ type: 'EVENT_CREATED', title: '새 이벤트가 열렸어요' });
    expect((await notificationsOf(owner.id)).at(-1)?.related_id).toBe(event.id);
    expect(await notificationsOf(creator.id)).toEqual([]);

    // The voter joins like anyone and is reminded like any participant.
    expect((await ctx.request({ method: 'POST', url: `/api/events/${event.id}/join`, token: voter.accessToken })).statusCode).toBe(201);
    const [reminders] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from ${ctx.deps.jobs.jobTable} where name = 'events.reminders'
            and data->>'eventId' = ${String(event.id)}`,
    );
    // The event's two reminders (24 h and 1 h) remind whoever is seated then, the voter included.
    expect(reminders?.count).toBe(2);
  });

  it('takes a title, a place and a size from the organiser', async () => {
    const { owner, group } = await groupOf(0);
    const poll = await createPoll(owner, group.id);
    const response = await makeEventAs(owner, poll.id, {
      slotId: poll.slots[0]?.id,
      title: '송년회',
      location: '망원동 작은 식당',
      maxParticipants: 12,
    });
    expect(response.json()).toMatchObject({ title: '송년회', location: '망원동 작은 식당', maxParticipants: 12 });
  });

  it('refuses members who did not start it (403), guests (401), another poll’s slot and a bad size (400), a passed slot (400)', async () => {
    const { owner, group, members } = await groupOf(1);
    const [member] = members as [TestUser];
    const poll = await createPoll(owner, group.id);
    const other = await createPoll(owner, group.id);
    const slotId = poll.slots[0]?.id;
    expectErrorBody(await makeEventAs(member, poll.id, { slotId }), 403, DATE_POLL_MSG.manageForbidden);
    expectErrorBody(await makeEventAs(null, poll.id, { slotId }), 401);
    expectErrorBody(await makeEventAs(owner, 999_999, { slotId }), 404);
    const foreign = await makeEventAs(owner, poll.id, { slotId: other.slots[0]?.id });
    expectErrorBody(foreign, 400, DATE_POLL_MSG.unknownSlot);
    expect(fieldErrorsOf(foreign)).toEqual([`slotId: ${DATE_POLL_MSG.unknownSlot}`]);
    const tooSmall = await makeEventAs(owner, poll.id, { slotId, maxParticipants: 1 });
    expectErrorBody(tooSmall, 400);
    expect(fieldErrorsOf(tooSmall)).toEqual(['maxParticipants: 최소 2명 이상이어야 합니다']);
    expect(fieldErrorsOf(await makeEventAs(owner, poll.id, {}))).toEqual([`slotId: ${DATE_POLL_MSG.unknownSlot}`]);

    const soon = await createPoll(owner, group.id, pollPayload({ slots: [slotIn(60_000 / DAY, 1), slotIn(2)] }));
    ctx.clock.advance(2 * 60_000);
    const passed = await makeEventAs(owner, soon.id, { slotId: soon.slots[0]?.id });
    expectErrorBody(passed, 400, DATE_POLL_MSG.slotPassed);
    const [events] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from events where group_id = ${group.id}`,
    );
    expect(events?.count).toBe(0);
  });

  it('makes one event when the creator and the staff decide at once', async () => {
    const { owner, group, members } = await groupOf(1);
    const [creator] = members as [TestUser];
    const poll = await createPoll(creator, group.id);
    const responses = await Promise.all([
      makeEventAs(creator, poll.id, { slotId: poll.slots[0]?.id }),
      makeEventAs(owner, poll.id, { slotId: poll.slots[1]?.id }),
      makeEventAs(owner, poll.id, { slotId: poll.slots[2]?.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const [events] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from events where group_id = ${group.id}`,
    );
    expect(events?.count).toBe(1);
  });

  it('lets an answer and the decision race: the answer lands before the decision or is refused', async () => {
    const { owner, group, members } = await groupOf(1);
    const [member] = members as [TestUser];
    const poll = await createPoll(owner, group.id);
    const [answered, decided] = await Promise.all([
      answerAs(member, poll.id, [{ slotId: poll.slots[0]?.id, answer: 'YES' }]),
      makeEventAs(owner, poll.id, { slotId: poll.slots[0]?.id }),
    ]);
    expect(decided.statusCode).toBe(201);
    expect([200, 409]).toContain(answered.statusCode);
    expect(await answerRows(poll.id)).toHaveLength(answered.statusCode === 200 ? 1 : 0);
  });

  it('reopens the decision when the event is deleted, and keeps the event when the poll is deleted', async () => {
    const { owner, group } = await groupOf(0);
    const poll = await createPoll(owner, group.id);
    const first = (await makeEventAs(owner, poll.id, { slotId: poll.slots[0]?.id })).json();
    expect((await ctx.request({ method: 'DELETE', url: `/api/events/${first.id}`, token: owner.accessToken })).statusCode).toBe(200);
    const reopened = (await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: owner.accessToken })).json();
    expect(reopened).toMatchObject({ eventId: null, viewerCan: { makeEvent: true } });
    const second = (await makeEventAs(owner, poll.id, { slotId: poll.slots[1]?.id })).json();
    expect((await ctx.request({ method: 'DELETE', url: `/api/date-polls/${poll.id}`, token: owner.accessToken })).statusCode).toBe(204);
    const event = (await ctx.request({ method: 'GET', url: `/api/events/${second.id}`, token: owner.accessToken })).json();
    expect(event.datePollId).toBeNull();
    expectErrorBody(await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: owner.accessToken }), 404);
  });
});

describe('DELETE /api/date-polls/:id', () => {
  it('lets the creator or the staff delete it, not other members', async () => {
    const { group, members } = await groupOf(2);
    const [creator, member] = members as [TestUser, TestUser];
    const poll = await createPoll(creator, group.id);
    expectErrorBody(
      await ctx.request({ method: 'DELETE', url: `/api/date-polls/${poll.id}`, token: member.accessToken }),
      403,
      DATE_POLL_MSG.manageForbidden,
    );
    expect((await ctx.request({ method: 'DELETE', url: `/api/date-polls/${poll.id}`, token: creator.accessToken })).statusCode).toBe(204);
  });
});

describe('account data', () => {
  it('exports the polls a user started and their answers, and erases the answers with the account', async () => {
    const { owner, group, members } = await groupOf(1);
    const [member] = members as [TestUser];
    const poll = await createPoll(member, group.id);
    await answerAs(member, poll.id, [{ slotId: poll.slots[0]?.id, answer: 'MAYBE' }]);
    const exported = (await ctx.request({ method: 'GET', url: '/api/users/me/export', token: member.accessToken })).json();
    expect(exported.datePollsCreated).toHaveLength(1);
    expect(exported.datePollsCreated[0]).toMatchObject({ id: poll.id, title: '11월 정모 언제 할까요?' });
    expect(exported.datePollsCreated[0].slots).toHaveLength(3);
    expect(exported.datePollAnswers).toEqual([expect.objectContaining({ datePollId: poll.id, answer: 'MAYBE' })]);

    await deleteAccount(ctx, member);
    expect(await answerRows(poll.id)).toEqual([]);
    const kept = (await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: owner.accessToken })).json();
    expect(kept.creator).toMatchObject({ id: member.id, nickname: '탈퇴한 회원', isDeleted: true });
  });
});
