import { pollChangedSchema } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../../test/stomp-clients.ts';
import { addMember } from '../groups/group-members.repo.ts';
import { newerPollState } from './polls.realtime.ts';

const ctx = setupTestApp({ WRITE_LIMIT_VOTES: '100000/1h', WRITE_LIMIT_POSTS: '100000/1h' }, { listen: true });
const connect = stompClientsFor(ctx);

type PollChanged = { type: string; pollId: number; version: number };
type CreatedPoll = { id: number; options: { id: number }[] };

describe('a private group poll topic (/topic/group.{id}.polls)', () => {
  it('tells members each poll’s results, refuses outsiders, and stops telling a member once removed', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const member = await buildUser(ctx);
    await addMember(ctx.deps.db, group.id, member.id, 'MEMBER', new Date());
    const outsider = await buildUser(ctx);
    const topic = `/topic/group.${group.id}.polls`;

    const watching = await connect(member.accessToken);
    await watching.subscribe(topic);
    const staying = await connect(owner.accessToken);
    await staying.subscribe(topic);
    const peeking = await connect(outsider.accessToken);
    await peeking.subscribe(topic);
    expect(peeking.errors).toHaveLength(1);

    const created = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/polls`,
      token: owner.accessToken,
      payload: { question: '다음 정모 장소는?', options: ['성수', '망원'] },
    });
    expect(created.statusCode).toBe(201);
    const poll = created.json().poll as CreatedPoll & { version: number };
    expect(poll.version).toBe(0);
    const vote = (optionIndex: number) =>
      ctx.request({
        method: 'PUT',
        url: `/api/polls/${poll.id}/vote`,
        token: owner.accessToken,
        payload: { optionIds: [poll.options[optionIndex]?.id] },
      });
    expect((await vote(0)).statusCode).toBe(200);
    const [heard] = (await watching.waitFor(topic, 1)) as PollChanged[];
    // The results themselves, as every member reads them: nobody reads the poll again per change.
    expect(heard).toEqual({
      type: 'POLL_CHANGED',
      pollId: poll.id,
      version: 1,
      question: '다음 정모 장소는?',
      closed: false,
      voterCount: 1,
      options: [
        { id: poll.options[0]?.id, voteCount: 1, voters: [{ id: owner.id, nickname: owner.nickname }] },
        { id: poll.options[1]?.id, voteCount: 0, voters: [] },
      ],
    });
    expect(pollChangedSchema.safeParse(heard).success).toBe(true);
    await staying.waitFor(topic, 1);

    const removal = await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}/members/${member.id}`, token: owner.accessToken });
    expect(removal.statusCode).toBe(200);
    const heardBefore = watching.messages.get(topic)?.length ?? 0;
    const stayingBefore = staying.messages.get(topic)?.length ?? 0;
    expect((await vote(1)).statusCode).toBe(200);
    await staying.waitFor(topic, stayingBefore + 1);
    await nothingMoreArrives(() => watching.messages.get(topic)?.length ?? 0);
    expect(watching.messages.get(topic) ?? []).toHaveLength(heardBefore);
  });

  it('leaves the voters a subscriber blocked out of their copy, keeping the counts, as a read of the poll does', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const blocker = await buildUser(ctx);
    const other = await buildUser(ctx);
    for (const user of [blocker, other]) await addMember(ctx.deps.db, group.id, user.id, 'MEMBER', new Date());
    expect((await ctx.request({ method: 'POST', url: `/api/users/${owner.id}/block`, token: blocker.accessToken })).statusCode).toBe(204);
    const topic = `/topic/group.${group.id}.polls`;
    const blocking = await connect(blocker.accessToken);
    await blocking.subscribe(topic);
    const watching = await connect(other.accessToken);
    await watching.subscribe(topic);

    const created = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/polls`,
      token: other.accessToken,
      payload: { question: '회식 메뉴', options: ['고기', '회'] },
    });
    const poll = created.json().poll as CreatedPoll;
    const vote = (user: { accessToken: string }) =>
      ctx.request({
        method: 'PUT',
        url: `/api/polls/${poll.id}/vote`,
        token: user.accessToken,
        payload: { optionIds: [poll.options[0]?.id] },
      });
    expect((await vote(owner)).statusCode).toBe(200);
    expect((await vote(other)).statusCode).toBe(200);
    // Two votes: the first frame at once, the second when the window ends.
    const final = async (client: typeof watching) => {
      await client.waitFor(topic, 2);
      await nothingMoreArrives(() => client.messages.get(topic)?.length ?? 0);
      return (client.messages.get(topic) ?? []).at(-1) as PollChanged & {
        voterCount: number;
        options: { voteCount: number; voters: { id: number }[] }[];
      };
    };
    const seen = await final(watching);
    expect(seen.voterCount).toBe(2);
    expect(seen.options[0]?.voters.map((voter) => voter.id)).toEqual([owner.id, other.id]);
    const blockersCopy = await final(blocking);
    expect(blockersCopy.version).toBe(seen.version);
    expect(blockersCopy.voterCount).toBe(2);
    expect(blockersCopy.options[0]?.voteCount).toBe(2);
    expect(blockersCopy.options[0]?.voters.map((voter) => voter.id)).toEqual([other.id]);
    // The same as the blocker's own read of the poll.
    const read = await ctx.request({ method: 'GET', url: `/api/polls/${poll.id}`, token: blocker.accessToken });
    expect(read.json().options[0].voters.map((voter: { id: number }) => voter.id)).toEqual([other.id]);
  });

  it('names nobody for an anonymous poll, and sends nothing for a poll whose post is hidden', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const topic = `/topic/group.${group.id}.polls`;
    const watching = await connect(owner.accessToken);
    await watching.subscribe(topic);
    const created = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/polls`,
      token: owner.accessToken,
      payload: { question: '익명 설문', options: ['예', '아니요'], anonymous: true },
    });
    const poll = created.json().poll as CreatedPoll & { postId: number };
    const vote = () =>
      ctx.request({
        method: 'PUT',
        url: `/api/polls/${poll.id}/vote`,
        token: owner.accessToken,
        payload: { optionIds: [poll.options[1]?.id] },
      });
    expect((await vote()).statusCode).toBe(200);
    const [heard] = (await watching.waitFor(topic, 1)) as { options: { voteCount: number; voters: unknown }[] }[];
    expect(heard?.options).toEqual([
      { id: poll.options[0]?.id, voteCount: 0, voters: null },
      { id: poll.options[1]?.id, voteCount: 1, voters: null },
    ]);
    expect(JSON.stringify(heard)).not.toContain(String(owner.nickname));

    await ctx.deps.db.execute(sql`update posts set hidden_at = now() where id = ${poll.postId}`);
    expect((await ctx.request({ method: 'DELETE', url: `/api/polls/${poll.id}/vote`, token: owner.accessToken })).statusCode).toBe(200);
    await nothingMoreArrives(() => watching.messages.get(topic)?.length ?? 0);
    expect(watching.messages.get(topic)).toHaveLength(1);
  });
});

describe('newerPollState', () => {
  it('keeps the state of the higher version, whichever arrived last', () => {
    const older = { type: 'POLL_CHANGED', pollId: 1, version: 4 };
    const newer = { type: 'POLL_CHANGED', pollId: 1, version: 5 };
    expect(newerPollState(older, newer)).toBe(newer);
    expect(newerPollState(newer, older)).toBe(newer);
  });
});
