import { CHAT_MSG, GROUP_MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupWithMember, buildUser, joinAs } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor, waitUntil } from '../../../test/stomp-clients.ts';
import { chatMessages } from '../../db/schema.ts';
import { membershipLineKey } from './chat.service.ts';

const ctx = setupTestApp({ STOMP_HEARTBEAT_MS: '300' }, { listen: true });
const connect = stompClientsFor(ctx);
async function groupWithTwoMembers() {
  const cast = await buildGroupWithMember(ctx);
  return { ...cast, topic: `/topic/group.${cast.group.id}` };
}
type Message = { id: number; content: string; senderId: number | null; messageType: string; isDeleted: boolean };

describe('chat over STOMP', () => {
  it('lets two members chat: stored first, then delivered to both in order, once each', async () => {
    const { owner, member, group, topic } = await groupWithTwoMembers();
    const alice = await connect(owner.accessToken);
    const bob = await connect(member.accessToken);
    await alice.subscribe(topic);
    await bob.subscribe(topic);
    for (const text of ['안녕하세요', '오늘 모임 몇 시죠?', '7시요!']) {
      alice.client.publish({
        destination: `/app/chat.sendMessage/${group.id}`,
        body: JSON.stringify({ message: text, groupId: group.id, messageType: 'TEXT' }),
      });
    }
    const received = (await bob.waitFor(topic, 3)) as Message[];
    expect(received.map((message) => message.content)).toEqual(['안녕하세요', '오늘 모임 몇 시죠?', '7시요!']);
    expect(received.every((message) => message.senderId === owner.id)).toBe(true);
    expect(received.map((message) => message.id)).toEqual([...received.map((message) => message.id)].sort((a, b) => a - b));
    expect(((await alice.waitFor(topic, 3)) as Message[]).map((message) => message.id)).toEqual(received.map((message) => message.id));
    await nothingMoreArrives(() => bob.messages.get(topic)?.length ?? 0);
    expect(bob.messages.get(topic)).toHaveLength(3);
    const stored = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.senderId, owner.id));
    expect(stored.map((row) => row.content)).toEqual(['안녕하세요', '오늘 모임 몇 시죠?', '7시요!']);
  });

  it('echoes a SEND’s clientId in the broadcast, and a retried SEND (same clientId) is neither stored nor delivered again', async () => {
    const { owner, member, group, topic } = await groupWithTwoMembers();
    const watcher = await connect(member.accessToken);
    await watcher.subscribe(topic);
    const sender = await connect(owner.accessToken);
    const clientId = crypto.randomUUID();
    const body = JSON.stringify({ message: '재전송 테스트', messageType: 'TEXT', clientId });
    sender.client.publish({ destination: `/app/chat.sendMessage/${group.id}`, body });
    const [delivered] = (await watcher.waitFor(topic, 1)) as (Message & { clientId: string })[];
    expect(delivered).toMatchObject({ content: '재전송 테스트', clientId, senderId: owner.id });
    sender.client.publish({ destination: `/app/chat.sendMessage/${group.id}`, body });
    // The retry over REST answers the stored message too.
    const viaRest = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: owner.accessToken,
      payload: { message: '재전송 테스트', clientId },
    });
    expect(viaRest.json()).toMatchObject({ id: delivered?.id, clientId });
    await nothingMoreArrives(() => watcher.messages.get(topic)?.length ?? 0, 400);
    expect(watcher.messages.get(topic)).toHaveLength(1);
    expect(sender.errors).toEqual([]);
    const stored = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.senderId, owner.id));
    expect(stored.filter((row) => row.clientId === clientId)).toHaveLength(1);
  });

  it('delivers each reader their own viewerCan: the sender, the staff and everyone else, as REST answers them (contract §22)', async () => {
    const { owner, member: sender, group, topic } = await groupWithTwoMembers();
    const [manager, watcher] = [await buildUser(ctx), await buildUser(ctx)];
    for (const user of [manager, watcher]) await joinAs(ctx, user, group.id);
    const promoted = await ctx.request({
      method: 'PUT',
      url: `/api/groups/${group.id}/members/${manager.id}/role`,
      token: owner.accessToken,
      payload: { role: 'MANAGER' },
    });
    expect(promoted.statusCode).toBe(200);
    const readers = { sender, watcher, manager, owner };
    const clients = Object.fromEntries(
      await Promise.all(Object.entries(readers).map(async ([name, user]) => [name, await connect(user.accessToken)] as const)),
    );
    for (const client of Object.values(clients)) await client.subscribe(topic);
    const staff = { delete: true, report: true, block: true, pinNotice: true };
    const expected = {
      sender: { delete: true, report: false, block: false, pinNotice: false },
      watcher: { delete: false, report: true, block: true, pinNotice: false },
      manager: staff,
      owner: staff,
    };
    clients.sender?.client.publish({
      destination: `/app/chat.sendMessage/${group.id}`,
      body: JSON.stringify({ message: '누가 뭘 할 수 있나요?' }),
    });
    for (const [name, user] of Object.entries(readers)) {
      const [live] = ((await clients[name]?.waitFor(topic, 1)) ?? []) as (Message & { viewerCan: unknown })[];
      expect(live?.viewerCan, `${name}, live`).toEqual(expected[name as keyof typeof expected]);
      const listed = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/messages`, token: user.accessToken });
      const row = listed.json().content.find((message: Message) => message.id === live?.id);
      expect(row.viewerCan, `${name}, REST`).toEqual(live?.viewerCan);
    }
    // Deleted, it offers nothing to anyone.
    const [first] = (clients.watcher?.messages.get(topic) ?? []) as Message[];
    const deleted = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/chat/messages/${first?.id}`,
      token: manager.accessToken,
    });
    expect(deleted.statusCode).toBe(200);
    for (const name of Object.keys(readers)) {
      const [, gone] = ((await clients[name]?.waitFor(topic, 2)) ?? []) as (Message & { viewerCan: unknown })[];
      expect(gone?.viewerCan, name).toEqual({ delete: false, report: false, block: false, pinNotice: false });
    }
  });

  it('answers a non-member’s SUBSCRIBE and SEND with an ERROR frame', async () => {
    const { group, topic } = await groupWithTwoMembers();
    const stranger = await buildUser(ctx);
    const subscriber = await connect(stranger.accessToken);
    await subscriber.subscribe(topic);
    await waitUntil(() => subscriber.errors.length > 0, 3_000);
    expect(subscriber.errors).toEqual([CHAT_MSG.membersOnly]);
    const sender = await connect(stranger.accessToken);
    sender.client.publish({ destination: `/app/chat.sendMessage/${group.id}`, body: JSON.stringify({ message: '몰래' }) });
    await waitUntil(() => sender.errors.length > 0, 3_000);
    expect(sender.errors).toEqual([CHAT_MSG.membersOnly]);
    expect(await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.senderId, stranger.id))).toEqual([]);
  });

  it('refuses empty and overlong messages', async () => {
    const { owner, group } = await groupWithTwoMembers();
    const cases: [string, string, string][] = [
      [`/app/chat.sendMessage/${group.id}`, JSON.stringify({ message: '   ' }), CHAT_MSG.messageRequired],
      [`/app/chat.sendMessage/${group.id}`, JSON.stringify({ message: '가'.repeat(1001) }), CHAT_MSG.messageMax],
    ];
    for (const [destination, body, error] of cases) {
      const client = await connect(owner.accessToken);
      client.client.publish({ destination, body });
      await waitUntil(() => client.errors.length > 0, 3_000);
      expect(client.errors).toEqual([error]);
    }
  });

  it('broadcasts a deletion as the message with isDeleted, and only the sender may delete', async () => {
    const { owner, member, group, topic } = await groupWithTwoMembers();
    const watcher = await connect(member.accessToken);
    await watcher.subscribe(topic);
    const sent = (
      await ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/chat/messages`,
        token: owner.accessToken,
        payload: { message: '지울 메시지' },
      })
    ).json();
    const other = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/chat/messages/${sent.id}`,
      token: member.accessToken,
    });
    expect(other.json()).toMatchObject({ status: 403, message: CHAT_MSG.senderOnly });
    const sender = await connect(owner.accessToken);
    sender.client.publish({ destination: `/app/chat.deleteMessage/${group.id}/${sent.id}`, body: '' });
    const received = (await watcher.waitFor(topic, 2)) as Message[];
    expect(received[1]).toMatchObject({ id: sent.id, isDeleted: true, content: CHAT_MSG.deletedPlaceholder });
    const [row] = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.id, sent.id));
    expect(row?.isDeleted).toBe(true);
  });

  it('stops delivering to a member who leaves, and tells the room', async () => {
    const { owner, member, group, topic } = await groupWithTwoMembers();
    const leaver = await connect(member.accessToken);
    const stayer = await connect(owner.accessToken);
    await leaver.subscribe(topic);
    await stayer.subscribe(topic);
    // The member joined a moment ago; their next line may come once its 10-minute window has passed.
    await ctx.deps.limiter.reset(membershipLineKey(group.id, member.id));
    expect((await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/leave`, token: member.accessToken })).statusCode).toBe(200);
    const notices = (await stayer.waitFor(topic, 1)) as Message[];
    expect(notices[0]).toMatchObject({ messageType: 'SYSTEM', content: CHAT_MSG.left(member.nickname), senderId: null });
    await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: owner.accessToken,
      payload: { message: '아직 있나요?' },
    });
    await stayer.waitFor(topic, 2);
    await nothingMoreArrives(() => leaver.messages.get(topic)?.length ?? 0);
    expect(leaver.messages.get(topic) ?? []).toHaveLength(0);
  });

  it('stops delivering to a removed member at once and tells them live (contract §10)', async () => {
    const { owner, member, group, topic } = await groupWithTwoMembers();
    const removed = await connect(member.accessToken);
    const stayer = await connect(owner.accessToken);
    await removed.subscribe(topic);
    await removed.subscribe('/user/queue/notifications');
    await stayer.subscribe(topic);
    const typingTopic = `/topic/group.${group.id}.typing`;
    await stayer.subscribe(typingTopic);
    // The member's first typing frame puts their membership in the cache, which removal must forget.
    // It must be handled before the removal: handled after, it is a non-member's frame (ERROR, closed).
    removed.client.publish({ destination: `/app/chat.typing/${group.id}`, body: '{}' });
    await stayer.waitFor(typingTopic, 1);
    const response = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${group.id}/members/${member.id}?ban=true`,
      token: owner.accessToken,
    });
    expect(response.statusCode).toBe(200);
    const [notification] = (await removed.waitFor('/user/queue/notifications', 1)) as { type: string; relatedId: number }[];
    expect(notification).toMatchObject({ type: 'GROUP_MEMBER_REMOVED', relatedId: group.id });
    await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: owner.accessToken,
      payload: { message: '내보낸 뒤의 메시지' },
    });
    await waitUntil(
      () => ((stayer.messages.get(topic) ?? []) as Message[]).some((message) => message.content === '내보낸 뒤의 메시지'),
      3_000,
    );
    await nothingMoreArrives(() => removed.messages.get(topic)?.length ?? 0);
    expect(((removed.messages.get(topic) ?? []) as Message[]).map((message) => message.content)).not.toContain('내보낸 뒤의 메시지');
    removed.client.publish({ destination: `/app/chat.typing/${group.id}`, body: '{}' });
    await waitUntil(() => removed.errors.length > 0, 3_000);
    expect(removed.errors).toEqual([CHAT_MSG.membersOnly]);
  });

  it('ends every subscription and cached membership of a deleted group at once', async () => {
    const { owner, member, group } = await groupWithTwoMembers();
    const typingTopic = `/topic/group.${group.id}.typing`;
    const watcher = await connect(owner.accessToken);
    await watcher.subscribe(typingTopic);
    const typer = await connect(member.accessToken);
    // The member's first typing frame puts their membership in the cache.
    typer.client.publish({ destination: `/app/chat.typing/${group.id}`, body: '{}' });
    await watcher.waitFor(typingTopic, 1);
    expect((await ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}`, token: owner.accessToken })).statusCode).toBe(200);
    typer.client.publish({ destination: `/app/chat.typing/${group.id}`, body: '{}' });
    await waitUntil(() => typer.errors.length > 0, 3_000);
    expect(typer.errors).toEqual([GROUP_MSG.notFound]);
    await nothingMoreArrives(() => watcher.messages.get(typingTopic)?.length ?? 0);
    expect(watcher.messages.get(typingTopic)).toHaveLength(1);
  });

  it('shows who is typing', async () => {
    const { owner, member, group } = await groupWithTwoMembers();
    const watcher = await connect(member.accessToken);
    const typingTopic = `/topic/group.${group.id}.typing`;
    await watcher.subscribe(typingTopic);
    const typer = await connect(owner.accessToken);
    typer.client.publish({ destination: `/app/chat.typing/${group.id}`, body: '{}' });
    typer.client.publish({ destination: `/app/chat.stopTyping/${group.id}`, body: '{}' });
    expect(await watcher.waitFor(typingTopic, 2)).toEqual([
      { userId: owner.id, nickname: owner.nickname, typing: true },
      { userId: owner.id, nickname: owner.nickname, typing: false },
    ]);
  });
});
