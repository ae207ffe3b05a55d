import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../../test/stomp-clients.ts';
import { addMember } from '../groups/group-members.repo.ts';

const ctx = setupTestApp({ WRITE_LIMIT_VOTES: '100000/1h', WRITE_LIMIT_POSTS: '100000/1h' }, { listen: true });
const connect = stompClientsFor(ctx);

type PollChanged = { type: string; pollId: number };

describe('a private group poll topic (/topic/group.{id}.polls)', () => {
  it('tells members which poll changed, refuses outsiders, and stops telling a member once removed', async () => {
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
    const poll = created.json().poll as { id: number; options: { id: number }[] };
    const vote = (optionIndex: number) =>
      ctx.request({
        method: 'PUT',
        url: `/api/polls/${poll.id}/vote`,
        token: owner.accessToken,
        payload: { optionIds: [poll.options[optionIndex]?.id] },
      });
    expect((await vote(0)).statusCode).toBe(200);
    const [heard] = (await watching.waitFor(topic, 1)) as PollChanged[];
    expect(heard).toEqual({ type: 'POLL_CHANGED', pollId: poll.id });
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
});
