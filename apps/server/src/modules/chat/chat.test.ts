import { CHAT_MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildGroupWithMember, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';

const ctx = setupTestApp();
const groupWithTwoMembers = () => buildGroupWithMember(ctx);
type Message = { content: string };

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
