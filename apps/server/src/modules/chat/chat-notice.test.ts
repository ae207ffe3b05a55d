import { CHAT_MSG, MSG, SAFETY_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroup, buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../../test/stomp-clients.ts';
import { queryRows } from '../../db/query.ts';
import { addMember } from '../groups/group-members.repo.ts';
import { writeSystemMessage } from './chat.service.ts';

// Staff get a budget of 6 writes a minute here, so the abuse case can spend it.
const ctx = setupTestApp({ WRITE_LIMIT_STAFF: '6/1m' }, { listen: true });
const connect = stompClientsFor(ctx);

type Room = { notice: { id: number; content: string; senderId: number | null; isBlocked?: boolean } | null };

/** A group with its owner, a manager and a member, and one message from the member. */
async function roomWithMessage(isPublic = true) {
  const owner = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, isPublic });
  const manager = await buildUser(ctx);
  const member = await buildUser(ctx);
  await addMember(ctx.deps.db, group.id, manager.id, 'MANAGER', new Date());
  await addMember(ctx.deps.db, group.id, member.id, 'MEMBER', new Date());
  const messageId = await say(member, group.id, '이번 주 토요일 오전 9시, 망원 유수지 앞에서 만나요');
  return { owner, manager, member, group, messageId };
}

async function say(user: TestUser, groupId: number, message: string): Promise<number> {
  const sent = await ctx.request({
    method: 'POST',
    url: `/api/groups/${groupId}/chat/messages`,
    token: user.accessToken,
    payload: { message },
  });
  if (sent.statusCode !== 201) throw new Error(`send: ${sent.statusCode} ${sent.body}`);
  return sent.json().id as number;
}

const pin = (user: TestUser | null, groupId: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'PUT', url: `/api/groups/${groupId}/chat/notice`, token: user?.accessToken, payload });
const unpin = (user: TestUser | null, groupId: number) =>
  ctx.request({ method: 'DELETE', url: `/api/groups/${groupId}/chat/notice`, token: user?.accessToken });
const roomOf = async (user: TestUser, groupId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/room`, token: user.accessToken })).json() as Room;
const storedNotice = async (groupId: number) => {
  const [row] = await queryRows<{ notice_message_id: number | null }>(
    ctx.deps.db,
    sql`select notice_message_id from chat_rooms where group_id = ${groupId}`,
  );
  return row?.notice_message_id ?? null;
};

describe('PUT /api/groups/:id/chat/notice', () => {
  it('lets the owner or a manager pin any message above the room, replacing the one before; every member reads it', async () => {
    const { owner, manager, member, group, messageId } = await roomWithMessage();
    const pinned = await pin(owner, group.id, { messageId });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.json().notice).toMatchObject({
      id: messageId,
      content: '이번 주 토요일 오전 9시, 망원 유수지 앞에서 만나요',
      senderId: member.id,
    });
    expect(await storedNotice(group.id)).toBe(messageId);
    expect((await roomOf(member, group.id)).notice?.id).toBe(messageId);

    const newer = await say(manager, group.id, '우천 시 실내 암장으로 바뀝니다');
    expect((await pin(manager, group.id, { messageId: newer })).json().notice).toMatchObject({ id: newer, senderId: manager.id });
    expect(await storedNotice(group.id)).toBe(newer);
    expect((await roomOf(member, group.id)).notice?.content).toBe('우천 시 실내 암장으로 바뀝니다');
  });

  it('answers 401 to a guest, 403 to a member who is not staff and to an outsider, and writes nothing', async () => {
    const { member, group, messageId } = await roomWithMessage(false);
    expectErrorBody(await pin(null, group.id, { messageId }), 401, MSG.unauthorized);
    expectErrorBody(await pin(member, group.id, { messageId }), 403, CHAT_MSG.staffOnlyNotice);
    expectErrorBody(await unpin(member, group.id), 403, CHAT_MSG.staffOnlyNotice);
    expectErrorBody(await pin(await buildUser(ctx), group.id, { messageId }), 403, CHAT_MSG.membersOnly);
    expect((await pin(member, 999_999, { messageId })).statusCode).toBe(404);
    expect(await storedNotice(group.id)).toBeNull();
  });

  it('answers 400 with the field to a missing or malformed message id, and to a SYSTEM line; 404 to a message of another room or a deleted one', async () => {
    const { owner, member, group, messageId } = await roomWithMessage();
    for (const payload of [{}, { messageId: 'abc' }, { messageId: 0 }, { messageId: 1.5 }, { messageId: 2 ** 31 }]) {
      const response = await pin(owner, group.id, payload);
      expectErrorBody(response, 400, CHAT_MSG.noticeMessageIdInvalid);
      expect(response.json().fieldErrors).toEqual([{ field: 'messageId', message: CHAT_MSG.noticeMessageIdInvalid }]);
    }
    await writeSystemMessage(ctx.deps, group.id, '모임 규칙이 바뀌었습니다.');
    const [systemLine] = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`select m.id from chat_messages m join chat_rooms r on r.id = m.room_id where r.group_id = ${group.id} and m.message_type = 'SYSTEM'`,
    );
    expectErrorBody(await pin(owner, group.id, { messageId: systemLine?.id }), 400, CHAT_MSG.noticeNotPinnable);

    const other = await roomWithMessage();
    expectErrorBody(await pin(owner, group.id, { messageId: other.messageId }), 404, CHAT_MSG.messageNotFound);
    await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}/chat/messages/${messageId}`, token: member.accessToken });
    expectErrorBody(await pin(owner, group.id, { messageId }), 404, CHAT_MSG.messageNotFound);
    expect(await storedNotice(group.id)).toBeNull();
  });

  it("comes down when its message is deleted, and shows a blocked sender's notice as the placeholder to the blocker", async () => {
    const { owner, manager, member, group, messageId } = await roomWithMessage();
    expect((await pin(owner, group.id, { messageId })).statusCode).toBe(200);
    await ctx.request({ method: 'POST', url: `/api/users/${member.id}/block`, token: manager.accessToken });
    expect((await roomOf(manager, group.id)).notice).toMatchObject({ id: messageId, content: SAFETY_MSG.blockedContent, isBlocked: true });

    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/chat/messages/${messageId}`,
      token: member.accessToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedNotice(group.id)).toBeNull();
    expect((await roomOf(owner, group.id)).notice).toBeNull();
  });

  it('tells everyone in the room live that the notice changed', async () => {
    const { owner, member, group, messageId } = await roomWithMessage();
    const topic = `/topic/group.${group.id}`;
    const watching = await connect(member.accessToken);
    await watching.subscribe(topic);
    expect((await pin(owner, group.id, { messageId })).statusCode).toBe(200);
    await watching.waitFor(topic, 1);
    expect(watching.messages.get(topic)?.at(-1)).toEqual({ type: 'NOTICE_CHANGED', groupId: group.id });
    expect((await unpin(owner, group.id)).json().notice).toBeNull();
    await watching.waitFor(topic, 2);
    expect(watching.messages.get(topic)?.at(-1)).toEqual({ type: 'NOTICE_CHANGED', groupId: group.id });
    await nothingMoreArrives(() => watching.messages.get(topic)?.length ?? 0);
  });

  it('abuse: staff flipping the notice past their budget get 429 with Retry-After, and the notice stays as it was', async () => {
    const { owner, group, messageId } = await roomWithMessage();
    for (let sent = 0; sent < 6; sent++)
      expect((await (sent % 2 === 0 ? pin(owner, group.id, { messageId }) : unpin(owner, group.id))).statusCode).toBe(200);
    expect(await storedNotice(group.id)).toBeNull();
    const refused = await pin(owner, group.id, { messageId });
    expectErrorBody(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedNotice(group.id)).toBeNull();
  });
});

describe('DELETE /api/groups/:id/chat/notice', () => {
  it('takes the notice down for everyone', async () => {
    const { owner, manager, member, group, messageId } = await roomWithMessage();
    await pin(owner, group.id, { messageId });
    const cleared = await unpin(manager, group.id);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().notice).toBeNull();
    expect(await storedNotice(group.id)).toBeNull();
    expect((await roomOf(member, group.id)).notice).toBeNull();
  });
});
