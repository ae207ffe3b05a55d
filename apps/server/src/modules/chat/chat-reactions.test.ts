import { CHAT_MSG } from '@dongne/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupOfThree, buildUser, deleteAccount, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../../test/stomp-clients.ts';
import { queryRows } from '../../db/query.ts';
import { chatReactions } from '../../db/schema.ts';
import { writeSystemMessage } from './chat.service.ts';

// Reactions spend the likes budget; 8 a minute here, so the abuse case can spend it.
const ctx = setupTestApp({ WRITE_LIMIT_LIKES: '8/1m' }, { listen: true });
const connect = stompClientsFor(ctx);

/** A group with its owner and two members, and one message from the first member. */
async function roomWithMessage() {
  const { owner, member, other, group } = await buildGroupOfThree(ctx);
  const sent = await ctx.request({
    method: 'POST',
    url: `/api/groups/${group.id}/chat/messages`,
    token: member.accessToken,
    payload: { message: '오늘 러닝 사진 올려요' },
  });
  expect(sent.statusCode).toBe(201);
  return { owner, member, other, group, messageId: sent.json().id as number };
}

const react = (user: TestUser | null, messageId: number | string, key: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  ctx.request({ method, url: `/api/chat/messages/${messageId}/reactions/${key}`, token: user?.accessToken });
const storedOf = (messageId: number) =>
  queryRows<{ key: string; user_id: number }>(
    ctx.deps.db,
    sql`select key, user_id from chat_reactions where message_id = ${messageId} order by key, user_id`,
  );
const historyOf = async (user: TestUser, groupId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/messages`, token: user.accessToken })).json().content as {
    id: number;
    reactions: { key: string; count: number; mine: boolean }[];
  }[];

describe('reactions on chat messages', () => {
  it('refuses a guest (401), an unknown key (400), an outsider and an unknown message (404), and stores nothing', async () => {
    const { messageId } = await roomWithMessage();
    const outsider = await buildUser(ctx);
    const { member } = await roomWithMessage();
    expect((await react(null, messageId, 'LIKE')).statusCode).toBe(401);
    const badKey = await react(member, messageId, 'ANGRY');
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().fieldErrors).toEqual([{ field: 'key', message: CHAT_MSG.reactionKeyInvalid }]);
    expect((await react(member, 'abc', 'LIKE')).statusCode).toBe(400);
    const foreign = await react(outsider, messageId, 'LIKE');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CHAT_MSG.messageNotFound);
    // A member of another room gets the same answer: a message id tells nothing outside its room.
    expect((await react(member, messageId, 'LIKE')).statusCode).toBe(404);
    expect((await react(member, 2_000_000_000, 'LIKE')).statusCode).toBe(404);
    expect(await storedOf(messageId)).toEqual([]);
  });

  it('keeps one reaction per key and member, counts them, and reads them back with history', async () => {
    const { owner, member, other, group, messageId } = await roomWithMessage();
    const first = await react(other, messageId, 'LIKE');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ messageId, reactions: [{ key: 'LIKE', count: 1, mine: true }] });
    // Twice is still once; a second key is its own.
    expect((await react(other, messageId, 'LIKE')).json().reactions).toEqual([{ key: 'LIKE', count: 1, mine: true }]);
    await Promise.all([react(owner, messageId, 'THANKS'), react(owner, messageId, 'LIKE'), react(owner, messageId, 'LIKE')]);
    expect(await storedOf(messageId)).toEqual([
      { key: 'LIKE', user_id: owner.id },
      { key: 'LIKE', user_id: other.id },
      { key: 'THANKS', user_id: owner.id },
    ]);
    const [seen] = (await historyOf(member, group.id)).filter((message) => message.id === messageId);
    expect(seen?.reactions).toEqual([
      { key: 'LIKE', count: 2, mine: false },
      { key: 'THANKS', count: 1, mine: false },
    ]);
    const taken = await react(owner, messageId, 'LIKE', 'DELETE');
    expect(taken.json().reactions).toEqual([
      { key: 'LIKE', count: 1, mine: false },
      { key: 'THANKS', count: 1, mine: true },
    ]);
    expect((await react(owner, messageId, 'LIKE', 'DELETE')).statusCode).toBe(200);
    expect(await storedOf(messageId)).toHaveLength(2);
  });

  it('takes no reaction on a join line or a deleted message', async () => {
    const { owner, member, group, messageId } = await roomWithMessage();
    await writeSystemMessage(ctx.deps, group.id, '모임 규칙이 바뀌었습니다.');
    const [line] = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`select m.id from chat_messages m join chat_rooms r on r.id = m.room_id
          where r.group_id = ${group.id} and m.message_type = 'SYSTEM' order by m.id desc limit 1`,
    );
    const onLine = await react(owner, line?.id ?? 0, 'LIKE');
    expect(onLine.statusCode).toBe(400);
    expect(onLine.json().message).toBe(CHAT_MSG.reactionNotAllowed);
    await react(owner, messageId, 'WOW');
    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/chat/messages/${messageId}`,
      token: member.accessToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await react(owner, messageId, 'LIKE')).statusCode).toBe(404);
    const [gone] = (await historyOf(owner, group.id)).filter((message) => message.id === messageId);
    expect(gone?.reactions).toEqual([]);
  });

  it('tells the room live who gave which, once per change', async () => {
    const { owner, member, group, messageId } = await roomWithMessage();
    const topic = `/topic/group.${group.id}`;
    const watching = await connect(member.accessToken);
    await watching.subscribe(topic);
    expect((await react(owner, messageId, 'LAUGH')).statusCode).toBe(200);
    await watching.waitFor(topic, 1);
    expect(watching.messages.get(topic)?.at(-1)).toEqual({
      type: 'REACTIONS_CHANGED',
      groupId: group.id,
      messageId,
      reactions: [{ key: 'LAUGH', count: 1, userIds: [owner.id] }],
    });
    await react(owner, messageId, 'LAUGH', 'DELETE');
    await watching.waitFor(topic, 2);
    expect(watching.messages.get(topic)?.at(-1)).toMatchObject({ type: 'REACTIONS_CHANGED', messageId, reactions: [] });
    await nothingMoreArrives(() => watching.messages.get(topic)?.length ?? 0);
  });

  it('abuse: a member flipping a reaction past the budget gets 429 with Retry-After, and the last stored state stands', async () => {
    const { other, messageId } = await roomWithMessage();
    const answers = [];
    for (let index = 0; index < 10; index += 1) answers.push(await react(other, messageId, 'SAD', index % 2 === 0 ? 'PUT' : 'DELETE'));
    expect(answers.slice(0, 8).map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const refused = answers[8];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // The eighth write took it back; the refused ninth gave nothing.
    expect(await ctx.deps.db.select().from(chatReactions).where(eq(chatReactions.messageId, messageId))).toEqual([]);
  });

  it('goes with the account: erased on 회원탈퇴 and in the export', async () => {
    const { other, group, messageId, member } = await roomWithMessage();
    await react(other, messageId, 'THANKS');
    const exported = await ctx.request({ method: 'GET', url: '/api/users/me/export', token: other.accessToken });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().chatReactions).toEqual([expect.objectContaining({ messageId, key: 'THANKS' })]);
    expect((await historyOf(member, group.id)).find((message) => message.id === messageId)?.reactions).toHaveLength(1);
    await deleteAccount(ctx, other);
    expect(await storedOf(messageId)).toEqual([]);
    expect((await historyOf(member, group.id)).find((message) => message.id === messageId)?.reactions).toEqual([]);
  });
});
