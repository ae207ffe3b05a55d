import { MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildGroupWithMember, buildUser, joinAs } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { connectStomp, stompClientsFor, waitUntil } from '../../test/stomp-clients.ts';
import { encodeFrame } from './stomp-codec.ts';

const ctx = setupTestApp({ STOMP_HEARTBEAT_MS: '300' }, { listen: true });
const connect = stompClientsFor(ctx);
async function groupWithTwoMembers() {
  const cast = await buildGroupWithMember(ctx);
  return { ...cast, topic: `/topic/group.${cast.group.id}` };
}
type Message = { id: number; content: string; senderId: number | null; messageType: string; isDeleted: boolean };

describe('STOMP over SockJS', () => {
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

  it('refuses unknown destinations and floods', async () => {
    const { owner, group } = await groupWithTwoMembers();
    const client = await connect(owner.accessToken);
    client.client.publish({ destination: '/app/unknown/1', body: '{}' });
    await waitUntil(() => client.errors.length > 0, 3_000);
    expect(client.errors).toEqual(['보낼 수 없는 경로입니다: /app/unknown/1']);
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
    await waitUntil(() => closed, 3_000);
    expect(closed).toBe(false);
    expect(idle.client.connected).toBe(true);
  });
});
