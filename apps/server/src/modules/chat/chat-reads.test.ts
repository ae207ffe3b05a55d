import { CHAT_MSG } from '@dongne/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupWithMember, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor, waitUntil } from '../../../test/stomp-clients.ts';
import { chatReads, chatRooms } from '../../db/schema.ts';
import { registerChatTopics } from './chat.topics.ts';

const ctx = setupTestApp({ WRITE_LIMIT_CHAT_READS: '30/1m' }, { listen: true });
const connect = stompClientsFor(ctx);
type Message = { id: number; content: string; senderId: number | null; unreadCount: number; messageType: string };
type Move = { groupId: number; userId: number; lastReadMessageId: number; fromMessageId: number };
type Room = { groupId: number; unreadCount: number; lastMessage: { id: number; content: string; isBlocked: boolean } | null };

async function send(user: TestUser, groupId: number, message: string): Promise<Message> {
  const response = await ctx.request({
    method: 'POST',
    url: `/api/groups/${groupId}/chat/messages`,
    token: user.accessToken,
    payload: { message },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}
const markRead = (user: TestUser, groupId: number, messageId: unknown) =>
  ctx.request({ method: 'PUT', url: `/api/groups/${groupId}/chat/read`, token: user.accessToken, payload: { messageId } });
const rooms = async (user: TestUser): Promise<Room[]> =>
  (await ctx.request({ method: 'GET', url: '/api/chat/rooms', token: user.accessToken })).json();
const total = async (user: TestUser): Promise<number> =>
  (await ctx.request({ method: 'GET', url: '/api/chat/unread-count', token: user.accessToken })).json().count;
const page = async (user: TestUser, groupId: number): Promise<Message[]> =>
  (await ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/messages`, token: user.accessToken })).json().content;
async function storedPosition(groupId: number, userId: number) {
  const [row] = await ctx.deps.db
    .select({ last: chatReads.lastReadMessageId })
    .from(chatReads)
    .innerJoin(chatRooms, eq(chatRooms.id, chatReads.roomId))
    .where(and(eq(chatRooms.groupId, groupId), eq(chatReads.userId, userId)));
  return row?.last ?? null;
}

describe('chat read positions (contract §21)', () => {
  it('counts unread per room and in total, moves forward only, and stores one row per member and room', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const sent = [await send(owner, group.id, '하나'), await send(owner, group.id, '둘'), await send(owner, group.id, '셋')];
    const roomOf = async (user: TestUser) => (await rooms(user)).find((room) => room.groupId === group.id);
    expect(await roomOf(member)).toMatchObject({ unreadCount: 3, lastMessage: { id: sent[2]?.id, content: '셋' } });
    expect(await total(member)).toBe(3);
    // The sender's own messages are not unread for them.
    expect(await roomOf(owner)).toMatchObject({ unreadCount: 0 });

    const roomOpened = async (user: TestUser) =>
      (await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/room`, token: user.accessToken })).json().lastReadMessageId;
    expect(await roomOpened(member)).toBeLessThan(sent[0]?.id ?? 0);
    expect((await markRead(member, group.id, sent[1]?.id)).json()).toEqual({ groupId: group.id, lastReadMessageId: sent[1]?.id });
    expect(await total(member)).toBe(1);
    expect(await roomOpened(member)).toBe(sent[1]?.id);
    // Back is not a move: the position stays where it was.
    expect((await markRead(member, group.id, sent[0]?.id)).json()).toEqual({ groupId: group.id, lastReadMessageId: sent[1]?.id });
    expect(await storedPosition(group.id, member.id)).toBe(sent[1]?.id);
    await markRead(member, group.id, sent[2]?.id);
    expect(await storedPosition(group.id, member.id)).toBe(sent[2]?.id);
    expect(await total(member)).toBe(0);
    const rows = await ctx.deps.db.select().from(chatReads).where(eq(chatReads.userId, member.id));
    expect(rows).toHaveLength(1);
  });

  it("shows each message's unread readers, falling as they read, with members joining and leaving mid-way", async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const first = await send(owner, group.id, '처음');
    // Joined after `first`: not counted as its reader, but as the reader of what follows.
    const late = await buildUser(ctx);
    await joinAs(ctx, late, group.id);
    const second = await send(owner, group.id, '두 번째');
    const counts = async (user: TestUser) =>
      Object.fromEntries((await page(user, group.id)).filter((m) => m.messageType !== 'SYSTEM').map((m) => [m.content, m.unreadCount]));
    expect(first.unreadCount).toBe(1);
    expect(second.unreadCount).toBe(2);
    expect(await counts(owner)).toEqual({ 처음: 1, '두 번째': 2 });
    expect((await rooms(late)).find((room) => room.groupId === group.id)?.unreadCount).toBe(1);

    await markRead(member, group.id, second.id);
    expect(await counts(owner)).toEqual({ 처음: 0, '두 번째': 1 });
    // A member who leaves is no longer waited for.
    expect((await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/leave`, token: late.accessToken })).statusCode).toBe(200);
    expect(await counts(owner)).toEqual({ 처음: 0, '두 번째': 0 });
    expect((await markRead(late, group.id, second.id)).statusCode).toBe(403);
    expect((await rooms(late)).some((room) => room.groupId === group.id)).toBe(false);
  });

  it('refuses strangers and bad input, in Korean, and hides a blocked sender’s text from the blocker', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const message = await send(owner, group.id, '비밀 이야기');
    const stranger = await buildUser(ctx);
    expect((await markRead(stranger, group.id, message.id)).statusCode).toBe(403);
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/groups/${group.id}/chat/read`, payload: { messageId: message.id } })).statusCode,
    ).toBe(401);
    expect((await markRead(member, 999_999, message.id)).statusCode).toBe(404);
    const bad = await markRead(member, group.id, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual([expect.objectContaining({ field: 'messageId', message: CHAT_MSG.readMessageIdInvalid })]);
    // A message of another room is not a position in this one.
    const other = await buildGroupWithMember(ctx);
    const elsewhere = await send(other.owner, other.group.id, '다른 방');
    const wrongRoom = await markRead(member, group.id, elsewhere.id);
    expect(wrongRoom.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'messageId', message: CHAT_MSG.readMessageNotInRoom }] });
    expect(await storedPosition(group.id, member.id)).toBeNull();

    expect((await ctx.request({ method: 'POST', url: `/api/users/${owner.id}/block`, token: member.accessToken })).statusCode).toBeLessThan(
      300,
    );
    const room = (await rooms(member)).find((entry) => entry.groupId === group.id);
    expect(room?.lastMessage).toMatchObject({ isBlocked: true });
    expect(JSON.stringify(room)).not.toContain('비밀 이야기');
    expect(room?.unreadCount).toBe(0);
  });

  it('broadcasts read moves on the reads topic, a window of the room in one frame, and a flood of read frames ends the connection', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const readsTopic = `/topic/group.${group.id}.reads`;
    const watcher = await connect(owner.accessToken);
    await watcher.subscribe(readsTopic);
    const frames = () => (watcher.messages.get(readsTopic) ?? []) as Move[][];
    const sent: Message[] = [];
    for (let index = 0; index < 5; index++) sent.push(await send(owner, group.id, `메시지 ${index}`));
    const reader = await connect(member.accessToken);
    // A reader scrolling through five messages sends five moves: the room hears the first at once and the rest as one.
    for (const message of sent)
      reader.client.publish({ destination: `/app/chat.read/${group.id}`, body: JSON.stringify({ messageId: message.id }) });
    await waitUntil(() => frames().some((frame) => frame.some((move) => move.lastReadMessageId === sent[4]?.id)), 5_000);
    await nothingMoreArrives(() => frames().length, 700);
    expect(frames().length).toBeLessThanOrEqual(2);
    for (const frame of frames()) expect(frame).toHaveLength(1);
    expect(frames().at(-1)?.[0]).toMatchObject({ groupId: group.id, userId: member.id, lastReadMessageId: sent[4]?.id });
    expect(frames()[0]?.[0]?.fromMessageId).toBeLessThan(sent[0]?.id ?? 0);
    expect(await storedPosition(group.id, member.id)).toBe(sent[4]?.id);

    // Readers moving in one window reach a subscriber as one frame, one element each, the furthest
    // move of each (a window long enough here that the requests surely fit in it).
    registerChatTopics(ctx.deps.realtime, { readMovesWindowMs: 1_500 });
    try {
      const readers = [await buildUser(ctx), await buildUser(ctx), await buildUser(ctx)];
      for (const user of readers) await joinAs(ctx, user, group.id);
      const first = await send(owner, group.id, '새 메시지 하나');
      const latest = await send(owner, group.id, '새 메시지 둘');
      const before = frames().length;
      await markRead(member, group.id, latest.id);
      await waitUntil(() => frames().length > before, 5_000);
      expect(frames()[before]).toEqual([
        { groupId: group.id, userId: member.id, lastReadMessageId: latest.id, fromMessageId: sent[4]?.id },
      ]);
      for (const user of readers) {
        await markRead(user, group.id, first.id);
        await markRead(user, group.id, latest.id);
      }
      await waitUntil(() => frames().length > before + 1, 5_000);
      const batch = frames()[before + 1] ?? [];
      expect(batch).toHaveLength(readers.length);
      for (const user of readers) {
        const move = batch.find((entry) => entry.userId === user.id);
        expect(move).toMatchObject({ groupId: group.id, lastReadMessageId: latest.id });
        // From where they started, not from the second move's start.
        expect(move?.fromMessageId).toBeLessThan(first.id);
      }
      await nothingMoreArrives(() => frames().length, 1_700);
      expect(frames()).toHaveLength(before + 2);
    } finally {
      registerChatTopics(ctx.deps.realtime);
    }

    // A stranger may not listen to a room's reads.
    const stranger = await connect((await buildUser(ctx)).accessToken);
    await stranger.subscribe(readsTopic);
    await waitUntil(() => stranger.errors.length > 0, 3_000);
    expect(stranger.errors).toEqual([CHAT_MSG.membersOnly]);

    // A flood: past the budget (30 a minute here) the server answers an ERROR and writes nothing more.
    const flooder = await connect(member.accessToken);
    for (let index = 0; index < 200; index++)
      flooder.client.publish({ destination: `/app/chat.read/${group.id}`, body: JSON.stringify({ messageId: sent[4]?.id }) });
    await waitUntil(() => flooder.errors.length > 0, 5_000);
    expect(flooder.errors[0]).toContain('요청');
  });
});
