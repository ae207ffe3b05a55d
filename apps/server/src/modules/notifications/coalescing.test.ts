import { CHAT_MSG } from '@dongne/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { notifications } from '../../db/schema.ts';

// Contract §16, "Repeated acts make one notification": like/unlike/like of one post by one user
// notifies once a day at most; join/leave cycles post at most one SYSTEM line per user per room
// per 10 minutes, and tell the owner at most once per user per 10 minutes.
const ctx = setupTestApp();

const notificationsOf = (user: TestUser, type: 'POST_LIKE' | 'GROUP_JOIN' | 'GROUP_JOIN_REQUEST') =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));

async function systemLines(owner: TestUser, groupId: number) {
  const page = await ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/messages?size=100`, token: owner.accessToken });
  expect(page.statusCode).toBe(200);
  return (page.json().content as { messageType: string; content: string }[]).filter((message) => message.messageType === 'SYSTEM');
}

describe('repeated acts make one notification', () => {
  it('tells the author once of 50 likes and unlikes by one member, and separately of another member', async () => {
    const author = await buildUser(ctx);
    const liker = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner: author });
    await joinAs(ctx, liker, group.id);
    const post = await buildPost(ctx, { author, groupId: group.id });
    for (let i = 0; i < 50; i++) {
      const response = await ctx.request({
        method: i % 2 ? 'DELETE' : 'POST',
        url: `/api/posts/${post.id}/like`,
        token: liker.accessToken,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(await notificationsOf(author, 'POST_LIKE')).toHaveLength(1);

    const another = await buildUser(ctx);
    await joinAs(ctx, another, group.id);
    await ctx.request({ method: 'POST', url: `/api/posts/${post.id}/like`, token: another.accessToken });
    expect(await notificationsOf(author, 'POST_LIKE')).toHaveLength(2);
  });

  it('posts one SYSTEM line and tells the owner once for 30 joins and leaves by one user', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const joiner = await buildUser(ctx);
    for (let i = 0; i < 30; i++) {
      const response = await ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/${i % 2 ? 'leave' : 'join'}`,
        token: joiner.accessToken,
        payload: {},
      });
      expect(response.statusCode).toBe(i % 2 ? 200 : 201);
    }
    expect((await systemLines(owner, group.id)).map((line) => line.content)).toEqual([CHAT_MSG.joined(joiner.nickname)]);
    expect(await notificationsOf(owner, 'GROUP_JOIN')).toHaveLength(1);

    // Another user's join is news of its own.
    const other = await buildUser(ctx);
    await joinAs(ctx, other, group.id);
    expect(await systemLines(owner, group.id)).toHaveLength(2);
    expect(await notificationsOf(owner, 'GROUP_JOIN')).toHaveLength(2);
  });

  it('tells the owner of a private group once for 10 requests withdrawn and filed again', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const asker = await buildUser(ctx);
    for (let i = 0; i < 10; i++) {
      const filed = await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/join`, token: asker.accessToken, payload: {} });
      expect(filed.json().status).toBe('PENDING');
      const requestId = filed.json().request.id;
      const cancelled = await ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/join-requests/${requestId}/cancel`,
        token: asker.accessToken,
      });
      expect(cancelled.statusCode).toBe(200);
    }
    expect(await notificationsOf(owner, 'GROUP_JOIN_REQUEST')).toHaveLength(1);
  });
});
