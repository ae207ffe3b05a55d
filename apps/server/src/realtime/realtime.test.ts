import { CHAT_MSG, GROUP_MSG, MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildGroup, buildUser, joinAs } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { connectStomp, type TestStompClient, waitUntil } from '../../test/stomp-clients.ts';
import { chatMessages } from '../db/schema.ts';
import { encodeFrame } from './stomp-codec.ts';

const ctx = setupTestApp({ STOMP_HEARTBEAT_MS: '300' }, { listen: true });
const open: TestStompClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.close()));
});
async function connect(token: string | null, options?: Parameters<typeof connectStomp>[2]) {
  const client = await connectStomp(ctx.baseUrl, token, options);
  open.push(client);
  return client;
}
async function groupWithTwoMembers() {
  const owner = await buildUser(ctx);
  const member = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner });
  await joinAs(ctx, member, group.id);
  return { owner, member, group, topic: `/topic/group.${group.id}` };
}
type Message = { id: number; content: string; senderId: number | null; messageType: string; isDeleted: boolean };

describe('STOMP over SockJS', () => {
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bob.messages.get(topic)).toHaveLength(3);
    const stored = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.senderId, owner.id));
    expect(stored.map((row) => row.content)).toEqual(['안녕하세요', '오늘 모임 몇 시죠?', '7시요!']);
  });

  it('works for a plain WebSocket STOMP client at /ws/websocket', async () => {
    const { owner, member, group, topic } = await groupWithTwoMembers();
    const plain = await connect(member.accessToken, { transport: 'websocket' });
    await plain.subscribe(topic);
    const response = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: owner.accessToken,
      payload: { message: 'REST로 보냄' },
    });
    expect(response.statusCode).toBe(201);
    expect(((await plain.waitFor(topic, 1)) as Message[])[0]).toMatchObject({ content: 'REST로 보냄', id: response.json().id });
  });

  it('refuses a CONNECT without a valid token', async () => {
    await expect(connectStomp(ctx.baseUrl, null)).rejects.toThrow(MSG.refreshInvalid);
    await expect(connectStomp(ctx.baseUrl, 'not-a-jwt')).rejects.toThrow(MSG.refreshInvalid);
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

  it('refuses unknown destinations, empty and overlong messages, and floods', async () => {
    const { owner, group } = await groupWithTwoMembers();
    const cases: [string, string, string][] = [
      ['/app/unknown/1', '{}', '보낼 수 없는 경로입니다: /app/unknown/1'],
      [`/app/chat.sendMessage/${group.id}`, JSON.stringify({ message: '   ' }), CHAT_MSG.messageRequired],
      [`/app/chat.sendMessage/${group.id}`, JSON.stringify({ message: '가'.repeat(1001) }), CHAT_MSG.messageMax],
    ];
    for (const [destination, body, error] of cases) {
      const client = await connect(owner.accessToken);
      client.client.publish({ destination, body });
      await waitUntil(() => client.errors.length > 0, 3_000);
      expect(client.errors).toEqual([error]);
    }
    const flooder = await connect(owner.accessToken);
    for (let index = 0; index < 25; index++) flooder.client.publish({ destination: `/app/chat.typing/${group.id}`, body: '{}' });
    await waitUntil(() => flooder.errors.length > 0, 3_000);
    expect(flooder.errors).toEqual([MSG.tooManyRequests]);
  });

  it('refuses a frame over 64 KB and closes only that connection', async () => {
    const { owner, member, topic } = await groupWithTwoMembers();
    const bystander = await connect(member.accessToken);
    await bystander.subscribe(topic);
    const socket = new WebSocket(`${ctx.baseUrl.replace('http', 'ws')}/ws/websocket`);
    const frames: string[] = [];
    socket.on('message', (data) => frames.push(data.toString()));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(encodeFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer ${owner.accessToken}` }));
    await waitUntil(() => frames.length > 0, 3_000);
    socket.send(encodeFrame('SEND', { destination: '/app/chat.typing/1' }, 'x'.repeat(70_000)));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await closed;
    expect(frames.some((frame) => frame.startsWith('ERROR') && frame.includes('64KB'))).toBe(true);
    expect(bystander.client.connected).toBe(true);
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
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaver.messages.get(topic) ?? []).toHaveLength(0);
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
    await new Promise((resolve) => setTimeout(resolve, 200));
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

  it('pushes new notifications to /user/queue/notifications after they commit', async () => {
    const { owner, group } = await groupWithTwoMembers();
    const inbox = await connect(owner.accessToken);
    await inbox.subscribe('/user/queue/notifications');
    await joinAs(ctx, await buildUser(ctx), group.id);
    const [pushed] = (await inbox.waitFor('/user/queue/notifications', 1)) as { type: string; relatedId: number }[];
    expect(pushed).toMatchObject({ type: 'GROUP_JOIN', relatedType: 'GROUP', relatedId: group.id, isRead: false });
  });

  it('keeps an idle connection open with heart-beats', async () => {
    const { member } = await groupWithTwoMembers();
    const idle = await connect(member.accessToken, { heartbeat: 300 });
    let closed = false;
    idle.client.onWebSocketClose = () => {
      closed = true;
    };
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(closed).toBe(false);
    expect(idle.client.connected).toBe(true);
  });
});

describe('chat REST', () => {
  it('answers the room idempotently, for members only', async () => {
    const { owner, group } = await groupWithTwoMembers();
    const first = await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/chat/room`, token: owner.accessToken });
    const second = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/room`, token: owner.accessToken });
    expect(first.json()).toMatchObject({ groupId: group.id, name: group.name });
    expect(second.json().id).toBe(first.json().id);
    expect(
      (await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/room`, token: (await buildUser(ctx)).accessToken }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/room` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/999999/chat/room', token: owner.accessToken })).statusCode).toBe(404);
  });

  it('pages messages from the newest, each page oldest first, with the SYSTEM join notice', async () => {
    const { owner, member, group } = await groupWithTwoMembers();
    for (let index = 1; index <= 5; index++) {
      await ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/chat/messages`,
        token: owner.accessToken,
        payload: { message: `메시지 ${index}` },
      });
    }
    const latest = (
      await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/messages?size=2`, token: member.accessToken })
    ).json();
    expect(latest.content.map((message: Message) => message.content)).toEqual(['메시지 4', '메시지 5']);
    const earlier = (
      await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/messages?size=2&page=1`, token: member.accessToken })
    ).json();
    expect(earlier.content.map((message: Message) => message.content)).toEqual(['메시지 2', '메시지 3']);
    const all = (await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/messages`, token: member.accessToken })).json();
    expect(all.content[0]).toMatchObject({ messageType: 'SYSTEM', content: CHAT_MSG.joined(member.nickname) });
    expect(all.size).toBe(50);
  });

  it('validates messages and IMAGE urls, and refuses non-members', async () => {
    const { owner, group } = await groupWithTwoMembers();
    const post = (payload: Record<string, unknown>, token = owner.accessToken) =>
      ctx.request({ method: 'POST', url: `/api/groups/${group.id}/chat/messages`, token, payload });
    expect((await post({ message: '' })).json()).toMatchObject({ status: 400, message: CHAT_MSG.messageRequired });
    expect((await post({ message: '가'.repeat(1001) })).json()).toMatchObject({ status: 400, message: CHAT_MSG.messageMax });
    expect((await post({ message: 'https://evil.example/x.png', messageType: 'IMAGE' })).json()).toMatchObject({
      status: 400,
      message: CHAT_MSG.imageUrlInvalid,
    });
    expect((await post({ message: '시스템인 척', messageType: 'SYSTEM' })).statusCode).toBe(400);
    expect((await post({ message: '안녕' }, (await buildUser(ctx)).accessToken)).statusCode).toBe(403);
    expect(
      (await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/chat/messages`, payload: { message: '안녕' } })).statusCode,
    ).toBe(401);
  });
});
