import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../../test/stomp-clients.ts';
import { addMember } from '../groups/group-members.repo.ts';

const ctx = setupTestApp({ WRITE_LIMIT_VOTES: '100000/1h', WRITE_LIMIT_EVENTS: '100000/1h' }, { listen: true });
const connect = stompClientsFor(ctx);

type DatePollChanged = { type: string; pollId: number };

const slotIn = (days: number) => {
  const start = new Date(ctx.clock.now().getTime() + days * 86_400_000);
  return { start: start.toISOString(), end: new Date(start.getTime() + 7_200_000).toISOString() };
};

describe('a group’s date poll topic (/topic/group.{id}.date-polls)', () => {
  it('tells members which poll changed, refuses outsiders of a public group too, and stops telling a member once removed', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: true });
    const member = await buildUser(ctx);
    await addMember(ctx.deps.db, group.id, member.id, 'MEMBER', new Date());
    const outsider = await buildUser(ctx);
    const topic = `/topic/group.${group.id}.date-polls`;

    const watching = await connect(member.accessToken);
    await watching.subscribe(topic);
    const staying = await connect(owner.accessToken);
    await staying.subscribe(topic);
    const peeking = await connect(outsider.accessToken);
    await peeking.subscribe(topic);
    expect(peeking.errors).toHaveLength(1);

    const created = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/date-polls`,
      token: owner.accessToken,
      payload: { title: '다음 정모 날짜', slots: [slotIn(2), slotIn(3)] },
    });
    expect(created.statusCode).toBe(201);
    const poll = created.json() as { id: number; slots: { id: number }[] };
    const [heardCreated] = (await watching.waitFor(topic, 1)) as DatePollChanged[];
    expect(heardCreated).toEqual({ type: 'DATE_POLL_CHANGED', pollId: poll.id });

    const answer = (index: number) =>
      ctx.request({
        method: 'PUT',
        url: `/api/date-polls/${poll.id}/answers`,
        token: owner.accessToken,
        payload: { answers: [{ slotId: poll.slots[index]?.id, answer: 'YES' }] },
      });
    expect((await answer(0)).statusCode).toBe(200);
    await watching.waitFor(topic, 2);
    await staying.waitFor(topic, 2);

    const removal = await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}/members/${member.id}`, token: owner.accessToken });
    expect(removal.statusCode).toBe(200);
    const heardBefore = watching.messages.get(topic)?.length ?? 0;
    const stayingBefore = staying.messages.get(topic)?.length ?? 0;
    expect((await answer(1)).statusCode).toBe(200);
    await staying.waitFor(topic, stayingBefore + 1);
    await nothingMoreArrives(() => watching.messages.get(topic)?.length ?? 0);
    expect(watching.messages.get(topic) ?? []).toHaveLength(heardBefore);
  });

  it('reopens the poll when its event is cancelled or deleted, and tells the watchers each time', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: true });
    const topic = `/topic/group.${group.id}.date-polls`;
    const watching = await connect(owner.accessToken);
    await watching.subscribe(topic);
    const created = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/date-polls`,
      token: owner.accessToken,
      payload: { title: '번개 날짜', slots: [slotIn(2), slotIn(3)] },
    });
    const poll = created.json() as { id: number; slots: { id: number }[] };
    const makeEvent = async (slot: number) => {
      const response = await ctx.request({
        method: 'POST',
        url: `/api/date-polls/${poll.id}/event`,
        token: owner.accessToken,
        payload: { slotId: poll.slots[slot]?.id },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: number }).id;
    };
    const pollNow = async () =>
      (await ctx.request({ method: 'GET', url: `/api/date-polls/${poll.id}`, token: owner.accessToken })).json() as {
        eventId: number | null;
        viewerCan: { makeEvent: boolean };
      };

    const first = await makeEvent(0);
    await watching.waitFor(topic, 2);
    const cancelled = await ctx.request({ method: 'POST', url: `/api/events/${first}/cancel`, token: owner.accessToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', datePollId: null });
    expect((await watching.waitFor(topic, 3)).at(-1)).toEqual({ type: 'DATE_POLL_CHANGED', pollId: poll.id });
    expect(await pollNow()).toMatchObject({ eventId: null, viewerCan: { makeEvent: true } });

    const second = await makeEvent(1);
    await watching.waitFor(topic, 4);
    expect((await pollNow()).eventId).toBe(second);
    expect((await ctx.request({ method: 'DELETE', url: `/api/events/${second}`, token: owner.accessToken })).statusCode).toBe(200);
    expect((await watching.waitFor(topic, 5)).at(-1)).toEqual({ type: 'DATE_POLL_CHANGED', pollId: poll.id });
    expect(await pollNow()).toMatchObject({ eventId: null, viewerCan: { makeEvent: true } });
  });
});
