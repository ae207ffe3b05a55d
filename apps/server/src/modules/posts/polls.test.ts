import { MSG, POLL_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroupOfMembers, buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { runJob } from '../../../test/jobs.ts';
import { queryRows } from '../../db/query.ts';
import { pollCloseJob } from './poll-closing.ts';

const ctx = setupTestApp({ WRITE_LIMIT_VOTES: '100000/1h', WRITE_LIMIT_POSTS: '100000/1h' });

const groupOf = (memberCount: number, isPublic = true) => buildGroupOfMembers(ctx, memberCount, { isPublic });

const pollPayload = (overrides: Record<string, unknown> = {}) => ({
  question: '이번 정모 어디서 할까요?',
  options: ['한강공원', '북한산', '카페'],
  ...overrides,
});

async function createPoll(user: TestUser, groupId: number, overrides: Record<string, unknown> = {}) {
  const response = await ctx.request({
    method: 'POST',
    url: `/api/groups/${groupId}/polls`,
    token: user.accessToken,
    payload: pollPayload(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`poll: ${response.statusCode} ${response.body}`);
  return response.json().poll as { id: number; options: { id: number }[] };
}

const voteAs = (user: TestUser | null, pollId: number, optionIds: number[]) =>
  ctx.request({ method: 'PUT', url: `/api/polls/${pollId}/vote`, token: user?.accessToken, payload: { optionIds } });

const ballots = (pollId: number) =>
  queryRows<{ ballot_key: string; voter_id: number | null; option_ids: number[] }>(
    ctx.deps.db,
    sql`select b.ballot_key, b.voter_id, array(select c.option_id from poll_choices c where c.poll_id = b.poll_id and c.ballot_key = b.ballot_key order by 1) as option_ids
        from poll_ballots b where b.poll_id = ${pollId}`,
  );

describe('POST /api/groups/:id/polls', () => {
  it('lets a member post a poll: a post carrying it, stored with its options', async () => {
    const { group, members } = await groupOf(1);
    const [member] = members as [TestUser];
    const closesAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/polls`,
      token: member.accessToken,
      payload: pollPayload({ multiple: true, closesAt }),
    });
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(post).toMatchObject({
      content: '이번 정모 어디서 할까요?',
      author: { id: member.id },
      pollId: post.poll.id,
      poll: {
        postId: post.id,
        groupId: group.id,
        question: '이번 정모 어디서 할까요?',
        multiple: true,
        anonymous: false,
        closesAt,
        closed: false,
        myOptionIds: [],
        voterCount: 0,
        viewerCan: { vote: true, close: true },
      },
    });
    expect(
      post.poll.options.map((option: { text: string; voteCount: number; voters: unknown[] }) => [
        option.text,
        option.voteCount,
        option.voters,
      ]),
    ).toEqual([
      ['한강공원', 0, []],
      ['북한산', 0, []],
      ['카페', 0, []],
    ]);
    const [row] = await queryRows<{ post_id: number; multiple: boolean; anonymous: boolean; options: string[] }>(
      ctx.deps.db,
      sql`select post_id, multiple, anonymous, array(select text from poll_options o where o.poll_id = p.id order by position) as options
          from polls p where id = ${post.poll.id}`,
    );
    expect(row).toEqual({ post_id: post.id, multiple: true, anonymous: false, options: ['한강공원', '북한산', '카페'] });
    // The group's list shows it as a post with its poll.
    const list = (await ctx.request({ method: 'GET', url: `/api/posts/group/${group.id}`, token: member.accessToken })).json();
    expect(list.content[0]).toMatchObject({ id: post.id, pollId: post.poll.id });
  });

  it('answers 401 to a guest and 403 to someone outside the group', async () => {
    const { group } = await groupOf(0);
    const outsider = await buildUser(ctx);
    const guest = await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/polls`, payload: pollPayload() });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MSG.unauthorized);
    const other = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/polls`,
      token: outsider.accessToken,
      payload: pollPayload(),
    });
    expect(other.statusCode).toBe(403);
    expect(await queryRows(ctx.deps.db, sql`select 1 from posts where group_id = ${group.id}`)).toEqual([]);
  });

  it.each([
    ['one option', { options: ['한강공원'] }, 'options', POLL_MSG.optionsMin],
    ['the same option twice', { options: ['한강공원', '한강공원'] }, 'options', POLL_MSG.optionsUnique],
    ['a blank option', { options: ['한강공원', '   '] }, 'options.1', POLL_MSG.optionRequired],
    ['21 options', { options: Array.from({ length: 21 }, (_, i) => `장소 ${i}`) }, 'options', POLL_MSG.optionsMax],
    ['an option of 81 characters', { options: ['가'.repeat(81), '나'] }, 'options.0', POLL_MSG.optionMax],
    ['a one-letter question', { question: '왜' }, 'question', POLL_MSG.questionLength],
    ['a closing time that is not a time', { closesAt: '내일' }, 'closesAt', POLL_MSG.closesAtInvalid],
    ['a closing time in the past', { closesAt: new Date(Date.now() - 60_000).toISOString() }, 'closesAt', POLL_MSG.closesAtPast],
  ])('refuses %s with a Korean field error', async (_, overrides, field, message) => {
    const { group, members } = await groupOf(1);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/polls`,
      token: members[0]?.accessToken,
      payload: pollPayload(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toContainEqual({ field, message });
    expect(await queryRows(ctx.deps.db, sql`select 1 from posts where group_id = ${group.id}`)).toEqual([]);
  });
});

describe('PUT /api/polls/:id/vote', () => {
  it('counts a vote, names the voter, replaces it on a second vote and withdraws it', async () => {
    const { group, members, owner } = await groupOf(2);
    const [a, b] = members as [TestUser, TestUser];
    const poll = await createPoll(a, group.id);
    const [first, second] = poll.options.map((option) => option.id) as [number, number];
    expect((await voteAs(a, poll.id, [first])).statusCode).toBe(200);
    const afterB = await voteAs(b, poll.id, [first]);
    expect(afterB.json()).toMatchObject({ voterCount: 2, myOptionIds: [first] });
    expect(afterB.json().options[0]).toMatchObject({
      voteCount: 2,
      voters: [
        { id: a.id, nickname: a.nickname },
        { id: b.id, nickname: b.nickname },
      ],
    });
    const changed = (await voteAs(b, poll.id, [second])).json();
    expect(changed.options.map((option: { voteCount: number }) => option.voteCount)).toEqual([1, 1, 0]);
    expect(changed.myOptionIds).toEqual([second]);
    // The owner reads the same counts, and their own (empty) choice.
    const asOwner = (await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: owner.accessToken })).json();
    expect(asOwner).toMatchObject({ voterCount: 2, myOptionIds: [] });
    expect((await ballots(poll.id)).map((row) => [row.voter_id, row.option_ids]).sort()).toEqual(
      [
        [a.id, [first]],
        [b.id, [second]],
      ].sort(),
    );
    const withdrawn = await ctx.request({ method: 'DELETE', url: `/api/polls/${poll.id}/vote`, token: b.accessToken });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ voterCount: 1, myOptionIds: [] });
    expect((await ballots(poll.id)).map((row) => row.voter_id)).toEqual([a.id]);
  });

  it('answers 401 to a guest, 403 to an outsider and 400 to choices the poll does not offer', async () => {
    const { group, members } = await groupOf(1);
    const [a] = members as [TestUser];
    const poll = await createPoll(a, group.id);
    const other = await createPoll(a, group.id);
    const [first, second] = poll.options.map((option) => option.id) as [number, number];
    expect((await voteAs(null, poll.id, [first])).statusCode).toBe(401);
    const outsider = await voteAs(await buildUser(ctx), poll.id, [first]);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(POLL_MSG.membersOnlyVote);
    for (const [optionIds, message] of [
      [[first, second], POLL_MSG.singleChoice],
      [[other.options[0]?.id ?? 0], POLL_MSG.unknownOption],
      [[first, first], POLL_MSG.unknownOption],
      [[], POLL_MSG.choiceRequired],
    ] as const) {
      const response = await voteAs(a, poll.id, [...optionIds]);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().fieldErrors[0]).toMatchObject({ field: 'optionIds', message });
    }
    expect((await voteAs(a, 999_999, [first])).statusCode).toBe(404);
    expect(await ballots(poll.id)).toEqual([]);
  });

  it('keeps one ballot per member when the same member votes ten times at once', async () => {
    const { group, members } = await groupOf(1);
    const [a] = members as [TestUser];
    const poll = await createPoll(a, group.id, { options: ['하나', '둘', '셋'] });
    const ids = poll.options.map((option) => option.id);
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => voteAs(a, poll.id, [ids[i % 3] as number])));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const rows = await ballots(poll.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.option_ids).toHaveLength(1);
    const read = (await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: a.accessToken })).json();
    expect(read.voterCount).toBe(1);
    expect(read.options.reduce((sum: number, option: { voteCount: number }) => sum + option.voteCount, 0)).toBe(1);
  });

  it('counts every member when many vote at once', async () => {
    const { group, members } = await groupOf(8);
    const poll = await createPoll(members[0] as TestUser, group.id, { multiple: true });
    const ids = poll.options.map((option) => option.id);
    const responses = await Promise.all(members.map((member) => voteAs(member, poll.id, ids.slice(0, 2))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const read = (await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}` })).json();
    expect(read).toMatchObject({ voterCount: 8, myOptionIds: [] });
    expect(read.options.map((option: { voteCount: number }) => option.voteCount)).toEqual([8, 8, 0]);
  });
});

describe('anonymous polls', () => {
  it('show counts only, and store nothing that names the voter', async () => {
    const { group, members, owner } = await groupOf(2);
    const [a, b] = members as [TestUser, TestUser];
    const poll = await createPoll(a, group.id, { anonymous: true });
    const first = poll.options[0]?.id as number;
    expect((await voteAs(a, poll.id, [first])).json()).toMatchObject({ myOptionIds: [first] });
    await voteAs(b, poll.id, [first]);
    const asOwner = (await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: owner.accessToken })).json();
    expect(asOwner).toMatchObject({ anonymous: true, voterCount: 2, myOptionIds: [] });
    expect(asOwner.options.map((option: { voters: unknown }) => option.voters)).toEqual([null, null, null]);
    const rows = await ballots(poll.id);
    expect(rows.map((row) => row.voter_id)).toEqual([null, null]);
    // The voter's own export holds no anonymous vote; a named one is there.
    const named = await createPoll(a, group.id);
    await voteAs(a, named.id, [named.options[1]?.id as number]);
    const exported = (await ctx.request({ method: 'GET', url: '/api/users/me/export', token: a.accessToken })).json();
    expect(exported.pollVotes).toEqual([expect.objectContaining({ pollId: named.id, choices: ['북한산'] })]);
  });
});

describe('closing', () => {
  it('lets the creator close; staff too; a closed poll takes no votes', async () => {
    const { group, members, owner } = await groupOf(2);
    const [a, b] = members as [TestUser, TestUser];
    const poll = await createPoll(a, group.id);
    const notCreator = await ctx.request({ method: 'POST', url: `/api/polls/${poll.id}/close`, token: b.accessToken });
    expect(notCreator.statusCode).toBe(403);
    expect(notCreator.json().message).toBe(POLL_MSG.closeForbidden);
    expect((await ctx.request({ method: 'POST', url: `/api/polls/${poll.id}/close` })).statusCode).toBe(401);
    const closed = await ctx.request({ method: 'POST', url: `/api/polls/${poll.id}/close`, token: a.accessToken });
    expect(closed.json()).toMatchObject({ closed: true, viewerCan: { vote: false, close: false } });
    const late = await voteAs(b, poll.id, [poll.options[0]?.id as number]);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(POLL_MSG.closed);
    const byOwner = await createPoll(a, group.id);
    expect((await ctx.request({ method: 'POST', url: `/api/polls/${byOwner.id}/close`, token: owner.accessToken })).statusCode).toBe(200);
    const [row] = await queryRows<{ closed: boolean }>(
      ctx.deps.db,
      sql`select closed_at is not null as closed from polls where id = ${byOwner.id}`,
    );
    expect(row?.closed).toBe(true);
  });

  it('closes at its closing time: votes are refused from then, and the job marks it', async () => {
    const { group, members } = await groupOf(1);
    const [a] = members as [TestUser];
    const poll = await createPoll(a, group.id, { closesAt: new Date(ctx.clock.now().getTime() + 60_000).toISOString() });
    const [queued] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from ${ctx.deps.jobs.jobTable} where name = ${pollCloseJob.name} and data->>'pollId' = ${String(poll.id)}`,
    );
    expect(queued?.count).toBe(1);
    ctx.clock.advance(61_000);
    expect((await voteAs(a, poll.id, [poll.options[0]?.id as number])).statusCode).toBe(409);
    expect(await runJob(ctx, pollCloseJob, { pollId: poll.id })).toBe('completed');
    const [row] = await queryRows<{ closed: boolean }>(
      ctx.deps.db,
      sql`select closed_at is not null as closed from polls where id = ${poll.id}`,
    );
    expect(row?.closed).toBe(true);
  });
});

describe('blocks and private groups', () => {
  it("shows no poll of a blocked author, and leaves a blocked voter's name out", async () => {
    const { group, members } = await groupOf(3);
    const [author, voter, reader] = members as [TestUser, TestUser, TestUser];
    const poll = await createPoll(author, group.id);
    await voteAs(voter, poll.id, [poll.options[0]?.id as number]);
    await ctx.request({ method: 'POST', url: `/api/users/${voter.id}/block`, token: reader.accessToken });
    const read = (await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: reader.accessToken })).json();
    expect(read.options[0]).toMatchObject({ voteCount: 1, voters: [] });
    await ctx.request({ method: 'POST', url: `/api/users/${author.id}/block`, token: reader.accessToken });
    expect((await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: reader.accessToken })).statusCode).toBe(404);
    expect((await voteAs(reader, poll.id, [poll.options[0]?.id as number])).statusCode).toBe(404);
    const list = (await ctx.request({ method: 'GET', url: `/api/posts/group/${group.id}`, token: reader.accessToken })).json();
    expect(list.content[0]).toMatchObject({ isBlocked: true, pollId: null });
  });

  it("keeps a private group's poll from outsiders", async () => {
    const { group, members } = await groupOf(1, false);
    const poll = await createPoll(members[0] as TestUser, group.id);
    expect((await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}` })).statusCode).toBe(401);
    const outsider = await buildUser(ctx);
    expect((await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: outsider.accessToken })).statusCode).toBe(403);
  });
});

describe('editing a poll post', () => {
  it("changes the poll's question with the post's text, within the question's length", async () => {
    const { group, members } = await groupOf(1);
    const [author] = members as [TestUser];
    const poll = await createPoll(author, group.id);
    const created = await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: author.accessToken });
    const postId = created.json().postId as number;
    const edit = (content: string) =>
      ctx.request({ method: 'PUT', url: `/api/posts/${postId}`, token: author.accessToken, payload: { content } });

    expectErrorBody(await edit('x'.repeat(201)), 400, POLL_MSG.questionLength);
    expectErrorBody(await edit('가'), 400, POLL_MSG.questionLength);
    const stored = () =>
      queryRows<{ question: string; content: string }>(
        ctx.deps.db,
        sql`select pl.question, p.content from polls pl join posts p on p.id = pl.post_id where pl.id = ${poll.id}`,
      );
    expect(await stored()).toEqual([{ question: pollPayload().question, content: pollPayload().question }]);

    expect((await edit('이번 정모는 어디가 좋을까요?')).statusCode).toBe(200);
    expect(await stored()).toEqual([{ question: '이번 정모는 어디가 좋을까요?', content: '이번 정모는 어디가 좋을까요?' }]);
    const read = await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: author.accessToken });
    expect(read.json().question).toBe('이번 정모는 어디가 좋을까요?');
  });
});

describe('polls on list pages', () => {
  it('carries every poll of a page in the page itself, as the viewer reads it: their own choices, names unless anonymous, and no poll of a blocked author', async () => {
    const { group, members } = await groupOf(2);
    const [a, b] = members as [TestUser, TestUser];
    const named = await createPoll(a, group.id, { question: '이름이 보이는 투표' });
    const anonymous = await createPoll(a, group.id, { question: '익명 투표', anonymous: true });
    const byB = await createPoll(b, group.id, { question: '차단될 사람의 투표' });
    expect((await voteAs(b, named.id, [named.options[1]?.id as number])).statusCode).toBe(200);
    expect((await voteAs(b, anonymous.id, [anonymous.options[0]?.id as number])).statusCode).toBe(200);
    expect((await voteAs(a, anonymous.id, [anonymous.options[2]?.id as number])).statusCode).toBe(200);
    await ctx.request({ method: 'POST', url: `/api/users/${b.id}/block`, token: a.accessToken });

    type ListedPost = {
      pollId: number | null;
      poll?: {
        id: number;
        question: string;
        myOptionIds: number[];
        voterCount: number;
        options: { voteCount: number; voters: { id: number }[] | null }[];
      } | null;
    };
    const asA = (await ctx.request({ method: 'GET', url: `/api/posts/group/${group.id}`, token: a.accessToken })).json()
      .content as ListedPost[];
    const pollOf = (id: number) => asA.find((post) => post.pollId === id)?.poll;
    expect(pollOf(named.id)).toMatchObject({ question: '이름이 보이는 투표', myOptionIds: [], voterCount: 1 });
    // b is blocked by a: the count keeps b's vote, the names leave b out.
    expect(pollOf(named.id)?.options.map((option) => [option.voteCount, option.voters])).toEqual([
      [0, []],
      [1, []],
      [0, []],
    ]);
    expect(pollOf(anonymous.id)).toMatchObject({ question: '익명 투표', myOptionIds: [anonymous.options[2]?.id], voterCount: 2 });
    expect(pollOf(anonymous.id)?.options.every((option) => option.voters === null)).toBe(true);
    expect(asA.some((post) => post.pollId === byB.id)).toBe(false);

    const asB = (await ctx.request({ method: 'GET', url: `/api/posts/group/${group.id}`, token: b.accessToken })).json()
      .content as ListedPost[];
    const namedForB = asB.find((post) => post.pollId === named.id)?.poll;
    expect(namedForB?.myOptionIds).toEqual([named.options[1]?.id]);
    expect(namedForB?.options[1]?.voters).toEqual([{ id: b.id, nickname: b.nickname }]);
    expect(asB.find((post) => post.pollId === byB.id)?.poll).toMatchObject({ question: '차단될 사람의 투표', voterCount: 0 });
  });
});
