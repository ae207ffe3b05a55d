import { type PollChanged, pollChangedSchema } from '@dongne/contract';
import type { IMessage } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import { buildGroupOfMembers, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../../test/stomp-clients.ts';
import { POLL_CHANGES_WINDOW_MS } from './polls.realtime.ts';

// The vote limit is a person's (30 in 10 minutes here): the burst's voters are many people, the
// abuser is one.
const VOTE_LIMIT = 30;
const ctx = setupTestApp({ WRITE_LIMIT_VOTES: `${VOTE_LIMIT}/10m` }, { listen: true });
const connect = stompClientsFor(ctx);
const WINDOW_MS = POLL_CHANGES_WINDOW_MS;

type Poll = { id: number; voterCount: number; options: { id: number }[] };

async function pollOfGroup(memberCount: number) {
  const { owner, group, members } = await buildGroupOfMembers(ctx, memberCount, { isPublic: false });
  const created = await ctx.request({
    method: 'POST',
    url: `/api/groups/${group.id}/polls`,
    token: owner.accessToken,
    payload: { question: '이번 달 정모 메뉴는?', options: ['국밥', '파스타', '떡볶이'] },
  });
  expect(created.statusCode).toBe(201);
  return { owner, members, topic: `/topic/group.${group.id}.polls`, poll: created.json().poll as Poll };
}

/** A watcher: each frame on the poll topic is noted with its arrival time (the results are in it). */
async function watch(user: TestUser, topic: string) {
  const client = await connect(user.accessToken);
  const frames: { at: number; body: PollChanged }[] = [];
  const subscribed = new Promise<void>((resolve) => client.client.watchForReceipt('watching', () => resolve()));
  client.client.subscribe(topic, (message: IMessage) => frames.push({ at: Date.now(), body: JSON.parse(message.body) as PollChanged }), {
    receipt: 'watching',
  });
  await subscribed;
  return { frames };
}

const vote = (user: TestUser, poll: Poll, optionIndex: number) =>
  ctx.request({
    method: optionIndex < 0 ? 'DELETE' : 'PUT',
    url: `/api/polls/${poll.id}/vote`,
    token: user.accessToken,
    ...(optionIndex < 0 ? {} : { payload: { optionIds: [poll.options[optionIndex]?.id] } }),
  });

/** Waits until the window after the last change has passed and nothing more arrives. */
async function quiet(frames: unknown[]) {
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS + 100));
  await nothingMoreArrives(() => frames.length, WINDOW_MS + 100);
}

describe('a poll topic under a burst of votes', () => {
  it('gives each watcher at most one frame per window, each newer than the last, the last one with every vote', async () => {
    const { owner, members, topic, poll } = await pollOfGroup(12);
    const watchers = [await watch(owner, topic), await watch(members[0] as TestUser, topic)];

    const startedAt = Date.now();
    let lastSentAt = startedAt;
    for (const [index, member] of members.entries()) {
      lastSentAt = Date.now();
      expect((await vote(member, poll, index % 3)).statusCode).toBe(200);
    }
    const endedAt = Date.now();
    for (const { frames } of watchers) await quiet(frames);

    // Frames go out at least a window apart, so a burst of D ms is at most ceil(D / window) + 1 of them.
    const bound = Math.ceil((endedAt - startedAt) / WINDOW_MS) + 1;
    for (const { frames } of watchers) {
      expect(frames.length).toBeGreaterThanOrEqual(1);
      expect(frames.length).toBeLessThanOrEqual(Math.min(bound, members.length - 1));
      for (const frame of frames) expect(pollChangedSchema.parse(frame.body).pollId).toBe(poll.id);
      const versions = frames.map((frame) => frame.body.version);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(frames.at(-1)?.at).toBeGreaterThanOrEqual(lastSentAt);
      // The last frame holds every vote: nobody is left with a count short of the end.
      expect(frames.at(-1)?.body.voterCount).toBe(members.length);
      expect(frames.at(-1)?.body.version).toBe(members.length);
    }
  });

  it('keeps one person voting and withdrawing in a loop to the vote limit, and to one frame per window', async () => {
    const { owner, members, topic, poll } = await pollOfGroup(1);
    const abuser = members[0] as TestUser;
    const { frames } = await watch(owner, topic);

    const startedAt = Date.now();
    const statuses: number[] = [];
    for (let turn = 0; turn < VOTE_LIMIT * 2; turn++) statuses.push((await vote(abuser, poll, turn % 2 ? -1 : turn % 3)).statusCode);
    const endedAt = Date.now();
    await quiet(frames);

    // The write limit takes the loop first: the requests past it change nothing and tell nobody.
    expect(statuses.slice(0, VOTE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(VOTE_LIMIT).every((status) => status === 429)).toBe(true);
    // The hub takes the rest: whatever the loop's pace, one frame per window at most.
    expect(frames.length).toBeLessThanOrEqual(Math.ceil((endedAt - startedAt) / WINDOW_MS) + 1);
    expect(frames.length).toBeLessThan(VOTE_LIMIT);
    // A window apart at the server; half of one here, as this process also serves the requests and
    // may hear a frame late (the exact spacing is hub-coalesce.test.ts's).
    for (const [index, frame] of frames.slice(1).entries())
      expect(frame.at - (frames[index]?.at ?? 0)).toBeGreaterThanOrEqual(WINDOW_MS / 2);
    // The loop ended on a withdrawal (the 30th accepted request): the last frame shows no voter.
    expect(frames.at(-1)?.body.voterCount).toBe(0);
  });
});
