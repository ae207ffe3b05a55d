import { CHAT_MSG, SAFETY_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupOfThree, buildUser, deleteAccount, type TestUser, uniqueNickname } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';

const ctx = setupTestApp();

type Message = { id: number; content: string; mentions: { userId: number; nickname: string }[] };

const send = (user: TestUser | null, groupId: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: `/api/groups/${groupId}/chat/messages`, token: user?.accessToken, payload });
const historyOf = async (user: TestUser, groupId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/messages`, token: user.accessToken })).json().content as Message[];
const storedMentions = async (id: number) =>
  (await queryRows<{ mentions: unknown }>(ctx.deps.db, sql`select mentions from chat_messages where id = ${id}`))[0]?.mentions;
/** The MENTION notifications `user` holds, as their list answers them. */
const mentionsNotified = async (user: TestUser) =>
  (
    (await ctx.request({ method: 'GET', url: '/api/notifications', token: user.accessToken })).json().content as {
      type: string;
      message: string;
      relatedType: string;
      relatedId: number;
    }[]
  ).filter((notification) => notification.type === 'MENTION');

const room = () => buildGroupOfThree(ctx);

describe('mentions (@멘션) in chat', () => {
  it('stores the members a message names by id, answers them, and tells each with a MENTION that opens the room', async () => {
    const { owner, member, other, group } = await room();
    const text = `@${member.nickname} @${other.nickname} 내일 장비 챙겨 주세요`;
    const sent = await send(owner, group.id, { message: text, mentions: [other.id, member.id] });
    expect(sent.statusCode).toBe(201);
    // In the order the text names them.
    expect(sent.json().mentions).toEqual([
      { userId: member.id, nickname: member.nickname },
      { userId: other.id, nickname: other.nickname },
    ]);
    expect(sent.json().content).toBe(text);
    expect(await storedMentions(sent.json().id)).toEqual([
      { userId: member.id, as: member.nickname },
      { userId: other.id, as: other.nickname },
    ]);
    for (const user of [member, other])
      expect(await mentionsNotified(user)).toEqual([
        expect.objectContaining({
          message: `${owner.nickname}님이 모임 채팅에서 회원님을 불렀어요.`,
          relatedType: 'GROUP',
          relatedId: group.id,
        }),
      ]);
    expect(await mentionsNotified(owner)).toEqual([]);
  });

  it('tells a member once a minute of one sender’s mentions in one room, and of another sender’s too', async () => {
    const { owner, member, other, group } = await room();
    for (const text of ['첫 번째', '두 번째', '세 번째'])
      expect((await send(owner, group.id, { message: `@${member.nickname} ${text}`, mentions: [member.id] })).statusCode).toBe(201);
    await send(other, group.id, { message: `@${member.nickname} 저도요`, mentions: [member.id] });
    expect((await mentionsNotified(member)).map((notification) => notification.message)).toEqual([
      `${other.nickname}님이 모임 채팅에서 회원님을 불렀어요.`,
      `${owner.nickname}님이 모임 채팅에서 회원님을 불렀어요.`,
    ]);
  });

  it('names a member only as a whole name: @러너 is not in @러너스', async () => {
    const { owner, member, group } = await room();
    const sent = await send(owner, group.id, { message: `@${member.nickname}스 와 a@${member.nickname}`, mentions: [member.id] });
    expect(sent.json().mentions).toEqual([]);
  });

  it('leaves out, without an error, a non-member, the sender, and a member the text does not name', async () => {
    const { owner, member, other, group } = await room();
    const outsider = await buildUser(ctx);
    const sent = await send(member, group.id, {
      message: `@${outsider.nickname} @${member.nickname} 안녕하세요`,
      mentions: [outsider.id, member.id, other.id, 2_000_000_000],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().mentions).toEqual([]);
    expect(await storedMentions(sent.json().id)).toBeNull();
    for (const user of [owner, other, outsider]) expect(await mentionsNotified(user)).toEqual([]);
  });

  it('refuses malformed mentions with a Korean 400 and stores nothing', async () => {
    const { owner, group } = await room();
    for (const mentions of ['all', [0], ['x'], Array.from({ length: 21 }, (_, index) => index + 1)]) {
      const bad = await send(owner, group.id, { message: '@누구 안녕', mentions });
      expect(bad.statusCode, JSON.stringify(mentions)).toBe(400);
      expect(bad.json().fieldErrors[0]).toMatchObject({ message: CHAT_MSG.mentionsInvalid });
      expect(bad.json().fieldErrors[0].field).toMatch(/^mentions/);
    }
    expect(await historyOf(owner, group.id)).toEqual([]);
  });

  it('shows a renamed member under the new nickname, and a deleted account as 탈퇴한 회원', async () => {
    const { owner, member, other, group } = await room();
    const sent = await send(owner, group.id, {
      message: `@${member.nickname} @${other.nickname} 고마워요`,
      mentions: [member.id, other.id],
    });
    // Unique: on PostgreSQL every test file of a run shares one database, and nicknames are unique.
    const newName = uniqueNickname();
    const renamed = await ctx.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: member.accessToken,
      payload: { nickname: newName },
    });
    expect(renamed.statusCode).toBe(200);
    await deleteAccount(ctx, other);
    const [seen] = (await historyOf(owner, group.id)).filter((message) => message.id === sent.json().id);
    expect(seen?.content).toBe(`@${newName} @탈퇴한 회원 고마워요`);
    expect(seen?.mentions).toEqual([
      { userId: member.id, nickname: newName },
      { userId: other.id, nickname: '탈퇴한 회원' },
    ]);
  });

  it('sends no MENTION to a member who blocked the sender, and shows the blocker no mentions in the placeholder', async () => {
    const { owner, member, group } = await room();
    expect((await ctx.request({ method: 'POST', url: `/api/users/${owner.id}/block`, token: member.accessToken })).statusCode).toBe(204);
    const sent = await send(owner, group.id, { message: `@${member.nickname} 이번 주 오세요?`, mentions: [member.id] });
    expect(sent.json().mentions).toEqual([{ userId: member.id, nickname: member.nickname }]);
    expect(await mentionsNotified(member)).toEqual([]);
    const [seen] = (await historyOf(member, group.id)).filter((message) => message.id === sent.json().id);
    expect(seen).toMatchObject({ content: SAFETY_MSG.blockedContent, mentions: [] });
  });
});
