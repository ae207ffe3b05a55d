import { CHAT_MSG, SAFETY_MSG } from '@dongne/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupOfThree, buildUser, type TestUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { stompClientsFor } from '../../../test/stomp-clients.ts';
import { queryRows } from '../../db/query.ts';
import { setMessageHidden } from './chat.repo.ts';
import { writeSystemMessage } from './chat.service.ts';

const ctx = setupTestApp({}, { listen: true });
const connect = stompClientsFor(ctx);

type Quote = { id: number; senderNickname: string | null; content: string; isDeleted: boolean; isBlocked?: boolean };
type Message = { id: number; content: string; replyTo: Quote | null; viewerCan: { delete: boolean } };

const send = (user: TestUser | null, groupId: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: `/api/groups/${groupId}/chat/messages`, token: user?.accessToken, payload });

/** A group with its owner and two members, and one message from the first member. */
async function roomWithMessage() {
  const { owner, member, other, group } = await buildGroupOfThree(ctx);
  const sent = await send(member, group.id, { message: '토요일 7시 망원 어때요?' });
  expect(sent.statusCode).toBe(201);
  return { owner, member, other, group, originalId: sent.json().id as number };
}

const historyOf = async (user: TestUser, groupId: number) =>
  (await ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/messages`, token: user.accessToken })).json().content as Message[];
const storedReplyTo = async (id: number) =>
  (await queryRows<{ reply_to_id: number | null }>(ctx.deps.db, sql`select reply_to_id from chat_messages where id = ${id}`))[0]
    ?.reply_to_id;
const messageCount = async (groupId: number) =>
  (
    await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from chat_messages m join chat_rooms r on r.id = m.room_id where r.group_id = ${groupId}`,
    )
  )[0]?.count;

describe('replies (답장) in chat', () => {
  it('stores a reply with its quote, answers it to the sender and reads it back in history', async () => {
    const { member, other, group, originalId } = await roomWithMessage();
    const reply = await send(other, group.id, { message: '좋아요, 저도 갈게요', replyToId: originalId });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().replyTo).toEqual({
      id: originalId,
      senderNickname: member.nickname,
      content: '토요일 7시 망원 어때요?',
      isDeleted: false,
    });
    expect(await storedReplyTo(reply.json().id)).toBe(originalId);
    const seen = (await historyOf(member, group.id)).find((message) => message.id === reply.json().id);
    expect(seen?.replyTo).toEqual(reply.json().replyTo);
    // A message that answers none carries null.
    expect((await historyOf(member, group.id)).find((message) => message.id === originalId)?.replyTo).toBeNull();
  });

  it('refuses a guest, an outsider, a malformed id, another room’s message, a join line and a deleted message, and stores nothing', async () => {
    const { owner, member, group, originalId } = await roomWithMessage();
    const elsewhere = await roomWithMessage();
    const outsider = await buildUser(ctx);
    const before = await messageCount(group.id);

    expect((await send(null, group.id, { message: '답장', replyToId: originalId })).statusCode).toBe(401);
    expect((await send(outsider, group.id, { message: '답장', replyToId: originalId })).statusCode).toBe(403);
    for (const replyToId of ['abc', 0, -3, 2_147_483_648]) {
      const bad = await send(member, group.id, { message: '답장', replyToId });
      expect(bad.statusCode, String(replyToId)).toBe(400);
      expect(bad.json().fieldErrors).toEqual([{ field: 'replyToId', message: CHAT_MSG.replyToInvalid }]);
    }
    // Another room's message and a message that does not exist get the same answer.
    for (const replyToId of [elsewhere.originalId, 2_000_000_000]) {
      const foreign = await send(member, group.id, { message: '답장', replyToId });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fieldErrors).toEqual([{ field: 'replyToId', message: CHAT_MSG.replyToInvalid }]);
    }
    await writeSystemMessage(ctx.deps, group.id, '모임 규칙이 바뀌었습니다.');
    const [line] = await queryRows<{ id: number }>(
      ctx.deps.db,
      sql`select m.id from chat_messages m join chat_rooms r on r.id = m.room_id
          where r.group_id = ${group.id} and m.message_type = 'SYSTEM' order by m.id desc limit 1`,
    );
    const onLine = await send(owner, group.id, { message: '답장', replyToId: line?.id });
    expect(onLine.statusCode).toBe(400);
    expect(onLine.json().fieldErrors).toEqual([{ field: 'replyToId', message: CHAT_MSG.replyNotAllowed }]);
    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/chat/messages/${originalId}`,
      token: member.accessToken,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await send(owner, group.id, { message: '답장', replyToId: originalId })).json().fieldErrors).toEqual([
      { field: 'replyToId', message: CHAT_MSG.replyNotAllowed },
    ]);
    // Only the system line was added.
    expect(await messageCount(group.id)).toBe((before ?? 0) + 1);
  });

  it('quotes a photo as 사진, and a quoted message deleted or hidden later as its placeholder', async () => {
    const { member, other, group, originalId } = await roomWithMessage();
    const photo = await send(member, group.id, { message: await uploadImage(ctx, member, 'post'), messageType: 'IMAGE' });
    expect(photo.statusCode).toBe(201);
    const toPhoto = await send(other, group.id, { message: '사진 멋져요', replyToId: photo.json().id });
    expect(toPhoto.json().replyTo).toMatchObject({ content: CHAT_MSG.imagePreview, isDeleted: false });

    const toText = await send(other, group.id, { message: '저도요', replyToId: originalId });
    await setMessageHidden(ctx.deps.db, originalId, new Date());
    let quote = (await historyOf(other, group.id)).find((message) => message.id === toText.json().id)?.replyTo;
    expect(quote).toEqual({ id: originalId, senderNickname: member.nickname, content: SAFETY_MSG.hiddenContent, isDeleted: false });
    await setMessageHidden(ctx.deps.db, originalId, null);
    await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}/chat/messages/${originalId}`, token: member.accessToken });
    quote = (await historyOf(other, group.id)).find((message) => message.id === toText.json().id)?.replyTo;
    expect(quote).toEqual({ id: originalId, senderNickname: member.nickname, content: CHAT_MSG.deletedPlaceholder, isDeleted: true });
    // The reply deleted itself keeps no quote.
    await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}/chat/messages/${toText.json().id}`, token: other.accessToken });
    expect((await historyOf(other, group.id)).find((message) => message.id === toText.json().id)?.replyTo).toBeNull();
  });

  it('shows a blocker the placeholder for a quoted blocked sender, over REST and live, while the others read the quote', async () => {
    const { owner, member, other, group, originalId } = await roomWithMessage();
    // The owner (staff, so with a broadcast body of their own) blocks the quoted member.
    expect((await ctx.request({ method: 'POST', url: `/api/users/${member.id}/block`, token: owner.accessToken })).statusCode).toBe(204);
    const topic = `/topic/group.${group.id}`;
    const [ownerLive, memberLive] = await Promise.all([connect(owner.accessToken), connect(member.accessToken)]);
    await Promise.all([ownerLive.subscribe(topic), memberLive.subscribe(topic)]);

    // Sent over STOMP, as the web app sends.
    const watcher = await connect(other.accessToken);
    watcher.client.publish({
      destination: `/app/chat.sendMessage/${group.id}`,
      body: JSON.stringify({ message: '저는 8시가 좋아요', replyToId: originalId }),
    });
    const [ownerFrames, memberFrames] = (await Promise.all([ownerLive.waitFor(topic, 1), memberLive.waitFor(topic, 1)])) as Message[][];
    const [toOwner, toMember] = [ownerFrames?.[0], memberFrames?.[0]];
    expect(toMember?.replyTo).toEqual({
      id: originalId,
      senderNickname: member.nickname,
      content: '토요일 7시 망원 어때요?',
      isDeleted: false,
    });
    expect(toOwner?.replyTo).toEqual({
      id: originalId,
      senderNickname: member.nickname,
      content: SAFETY_MSG.blockedContent,
      isDeleted: false,
      isBlocked: true,
    });
    // The owner's own body keeps the staff's viewerCan.
    expect(toOwner?.viewerCan.delete).toBe(true);
    expect(toMember?.viewerCan.delete).toBe(false);

    const replyId = toOwner?.id ?? 0;
    expect((await historyOf(owner, group.id)).find((message) => message.id === replyId)?.replyTo).toEqual(toOwner?.replyTo);
    expect((await historyOf(other, group.id)).find((message) => message.id === replyId)?.replyTo?.content).toBe('토요일 7시 망원 어때요?');
  });

  it('drops the quote from a message whose own sender the reader blocked', async () => {
    const { member, other, group, originalId } = await roomWithMessage();
    const reply = await send(other, group.id, { message: '저도 갈게요', replyToId: originalId });
    await ctx.request({ method: 'POST', url: `/api/users/${other.id}/block`, token: member.accessToken });
    const seen = (await historyOf(member, group.id)).find((message) => message.id === reply.json().id);
    expect(seen).toMatchObject({ content: SAFETY_MSG.blockedContent, replyTo: null });
  });
});
