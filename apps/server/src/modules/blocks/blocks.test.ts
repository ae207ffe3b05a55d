import { SAFETY_MSG } from '@dongne/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildGroupWithMember, buildPost, buildUser, joinAs, type TestUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor, waitUntil } from '../../../test/stomp-clients.ts';
import { notifications, userBlocks } from '../../db/schema.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';

const ctx = setupTestApp({}, { listen: true });
const connect = stompClientsFor(ctx);

const block = (user: TestUser, id: number | string) =>
  ctx.request({ method: 'POST', url: `/api/users/${id}/block`, token: user.accessToken });
const unblock = (user: TestUser, id: number | string) =>
  ctx.request({ method: 'DELETE', url: `/api/users/${id}/block`, token: user.accessToken });
const blocksOf = (userId: number) => ctx.deps.db.select().from(userBlocks).where(eq(userBlocks.blockerId, userId));
const get = async (user: TestUser, url: string) => {
  const response = await ctx.request({ method: 'GET', url, token: user.accessToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** A group with owner (the blocker), member (blocked) and a third member who blocks nobody. */
async function cast() {
  const { owner, member, group } = await buildGroupWithMember(ctx);
  const third = await buildUser(ctx);
  await joinAs(ctx, third, group.id);
  return { blocker: owner, blocked: member, third, group };
}

describe('block routes (contract §11)', () => {
  it('asks for a sign-in, refuses bad ids, oneself and unknown users', async () => {
    const user = await buildUser(ctx);
    expect((await ctx.request({ method: 'POST', url: `/api/users/${user.id}/block` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: `/api/users/${user.id}/block` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/users/blocks' })).statusCode).toBe(401);
    expect((await block(user, 'abc')).statusCode).toBe(400);
    expect((await block(user, -3)).statusCode).toBe(400);
    expect((await unblock(user, 'abc')).statusCode).toBe(400);
    const self = await block(user, user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(SAFETY_MSG.blockSelf);
    const unknown = await block(user, 99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(SAFETY_MSG.blockNotFound);
    expect((await unblock(user, 99_999_999)).statusCode).toBe(404);
    expect((await ctx.request({ method: 'GET', url: '/api/users/blocks?size=0', token: user.accessToken })).statusCode).toBe(400);
    expect(await blocksOf(user.id)).toHaveLength(0);
  });

  it('blocks idempotently, lists newest first, unblocks; each user sees only their own list', async () => {
    const [alice, bob, carol] = [await buildUser(ctx), await buildUser(ctx), await buildUser(ctx)];
    expect((await block(alice, bob.id)).statusCode).toBe(204);
    expect((await block(alice, bob.id)).statusCode).toBe(204);
    ctx.clock.advance(1000);
    expect((await block(alice, carol.id)).statusCode).toBe(204);
    expect((await blocksOf(alice.id)).map((row) => row.blockedId).sort()).toEqual([bob.id, carol.id].sort());
    const page = await get(alice, '/api/users/blocks');
    expect(page.totalElements).toBe(2);
    expect(page.content.map((entry: { id: number }) => entry.id)).toEqual(expect.arrayContaining([bob.id, carol.id]));
    expect(page.content[0]).toEqual({
      id: expect.any(Number),
      nickname: expect.any(String),
      profileImage: null,
      blockedAt: expect.any(String),
    });
    // The blocked user's own list is untouched: they are not told.
    expect((await get(bob, '/api/users/blocks')).totalElements).toBe(0);
    expect((await get(alice, `/api/users/profile/${bob.id}`)).isBlocked).toBe(true);
    expect((await get(bob, `/api/users/profile/${alice.id}`)).isBlocked).toBe(false);
    expect((await ctx.request({ method: 'GET', url: `/api/users/profile/${bob.id}` })).json().isBlocked).toBeUndefined();
    expect((await unblock(alice, bob.id)).statusCode).toBe(204);
    expect((await unblock(alice, bob.id)).statusCode).toBe(204);
    expect((await blocksOf(alice.id)).map((row) => row.blockedId)).toEqual([carol.id]);
    expect((await get(alice, '/api/users/blocks')).content.map((entry: { nickname: string }) => entry.nickname)).toEqual([carol.nickname]);
  });
});

describe('what the blocker sees', () => {
  it('posts in lists and detail, comments and replies come flagged with no content or images; the third member sees them', async () => {
    const { blocker, blocked, third, group } = await cast();
    const image = await uploadImage(ctx, blocked, 'post');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: blocked.accessToken,
      payload: { groupId: group.id, content: '차단될 사람의 글', imageUrls: [image] },
    });
    const postId = created.json().id as number;
    const own = await buildPost(ctx, { author: blocker, groupId: group.id, content: '내 글' });
    const comment = await ctx.request({
      method: 'POST',
      url: `/api/posts/${own.id}/comments`,
      token: blocked.accessToken,
      payload: { content: '차단될 사람의 댓글' },
    });
    const thirdComment = await ctx.request({
      method: 'POST',
      url: `/api/posts/${own.id}/comments`,
      token: third.accessToken,
      payload: { content: '다른 사람 댓글' },
    });
    await ctx.request({
      method: 'POST',
      url: `/api/posts/${own.id}/comments`,
      token: blocked.accessToken,
      payload: { content: '차단될 사람의 답글', parentId: thirdComment.json().id },
    });
    expect((await block(blocker, blocked.id)).statusCode).toBe(204);

    const list = await get(blocker, `/api/posts/group/${group.id}`);
    const theirs = list.content.find((post: { id: number }) => post.id === postId);
    expect(theirs).toMatchObject({ isBlocked: true, content: SAFETY_MSG.blockedContent, imageUrls: [] });
    expect(list.content.find((post: { id: number }) => post.id === own.id)).toMatchObject({ isBlocked: false, content: '내 글' });
    expect(await get(blocker, `/api/posts/${postId}`)).toMatchObject({
      isBlocked: true,
      content: SAFETY_MSG.blockedContent,
      imageUrls: [],
    });
    const preview = (await get(blocker, `/api/groups/${group.id}`)).preview.posts as { id: number; content: string; isBlocked: boolean }[];
    expect(preview.find((post) => post.id === postId)).toMatchObject({ isBlocked: true, content: SAFETY_MSG.blockedContent });
    expect(preview.find((post) => post.id === own.id)).toMatchObject({ isBlocked: false, content: '내 글' });
    const feed = await get(blocker, '/api/posts?size=50');
    expect(feed.content.find((post: { id: number }) => post.id === postId)).toMatchObject({ isBlocked: true });

    const comments = await get(blocker, `/api/posts/${own.id}/comments`);
    const byId = new Map(comments.content.map((entry: { id: number }) => [entry.id, entry]));
    expect(byId.get(comment.json().id)).toMatchObject({ isBlocked: true, content: SAFETY_MSG.blockedContent });
    const thread = byId.get(thirdComment.json().id) as { isBlocked: boolean; content: string; replies: unknown[] };
    expect(thread).toMatchObject({ isBlocked: false, content: '다른 사람 댓글' });
    expect(thread.replies).toEqual([expect.objectContaining({ isBlocked: true, content: SAFETY_MSG.blockedContent })]);

    // Everyone else, the blocked user included, sees the post as it is.
    for (const viewer of [third, blocked]) {
      expect(await get(viewer, `/api/posts/${postId}`)).toMatchObject({
        isBlocked: false,
        content: '차단될 사람의 글',
        imageUrls: [image],
      });
      const seen = await get(viewer, `/api/posts/${own.id}/comments`);
      expect(seen.content.find((entry: { id: number }) => entry.id === comment.json().id)).toMatchObject({ content: '차단될 사람의 댓글' });
    }

    expect((await unblock(blocker, blocked.id)).statusCode).toBe(204);
    expect(await get(blocker, `/api/posts/${postId}`)).toMatchObject({ isBlocked: false, content: '차단될 사람의 글' });
  });

  it('chat history and the afterId gap fill flag the blocked sender’s messages, images included', async () => {
    const { blocker, blocked, third, group } = await cast();
    const send = (user: TestUser, message: string, messageType = 'TEXT') =>
      ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/chat/messages`,
        token: user.accessToken,
        payload: { message, messageType },
      });
    const first = (await send(third, '안녕하세요')).json();
    await send(blocked, '차단될 사람의 메시지');
    await send(blocked, await uploadImage(ctx, blocked, 'post'), 'IMAGE');
    await block(blocker, blocked.id);
    const history = await get(blocker, `/api/groups/${group.id}/chat/messages`);
    const fromBlocked = history.content.filter((message: { senderId: number }) => message.senderId === blocked.id);
    expect(fromBlocked).toHaveLength(2);
    for (const message of fromBlocked)
      expect(message).toMatchObject({ isBlocked: true, content: SAFETY_MSG.blockedContent, messageType: 'TEXT', senderProfileImage: null });
    const gap = await get(blocker, `/api/groups/${group.id}/chat/messages?afterId=${first.id}`);
    expect(gap.content.map((message: { isBlocked: boolean }) => message.isBlocked)).toEqual([true, true]);
    const thirds = await get(third, `/api/groups/${group.id}/chat/messages?afterId=${first.id}`);
    expect(thirds.content.map((message: { content: string }) => message.content)[0]).toBe('차단될 사람의 메시지');
    expect(thirds.content.every((message: { isBlocked: boolean }) => !message.isBlocked)).toBe(true);
  });

  it('live: the blocker’s session gets the blocked sender’s messages flagged and no typing; others get them whole; unblock restores', async () => {
    const { blocker, blocked, third, group } = await cast();
    const topic = `/topic/group.${group.id}`;
    const typing = `${topic}.typing`;
    await block(blocker, blocked.id);
    const blockerClient = await connect(blocker.accessToken);
    const thirdClient = await connect(third.accessToken);
    const blockedClient = await connect(blocked.accessToken);
    for (const client of [blockerClient, thirdClient]) {
      await client.subscribe(topic);
      await client.subscribe(typing);
    }
    const sendFrom = (client: typeof blockedClient, message: string) =>
      client.client.publish({ destination: `/app/chat.sendMessage/${group.id}`, body: JSON.stringify({ message, messageType: 'TEXT' }) });
    blockedClient.client.publish({ destination: `/app/chat.typing/${group.id}` });
    sendFrom(blockedClient, '안 보여야 할 말');
    await thirdClient.waitFor(topic, 1);
    sendFrom(thirdClient, '보이는 말');
    const forThird = (await thirdClient.waitFor(topic, 2)) as { content: string; isBlocked?: boolean }[];
    expect(forThird.map((message) => message.content)).toEqual(['안 보여야 할 말', '보이는 말']);
    const forBlocker = (await blockerClient.waitFor(topic, 2)) as { content: string; isBlocked?: boolean; senderId: number }[];
    expect(forBlocker[0]).toMatchObject({ senderId: blocked.id, isBlocked: true, content: SAFETY_MSG.blockedContent });
    expect(forBlocker[1]).toMatchObject({ content: '보이는 말' });
    expect(forBlocker[1]?.isBlocked).toBeFalsy();
    await thirdClient.waitFor(typing, 1);
    await nothingMoreArrives(() => blockerClient.messages.get(typing)?.length ?? 0);
    expect(blockerClient.messages.get(typing) ?? []).toHaveLength(0);

    // Unblocked while connected: the next message arrives whole.
    expect((await unblock(blocker, blocked.id)).statusCode).toBe(204);
    sendFrom(blockedClient, '이제 보이는 말');
    const after = (await blockerClient.waitFor(topic, 3)) as { content: string }[];
    expect(after[2]?.content).toBe('이제 보이는 말');
    // Blocked again while connected: flagged at once.
    await block(blocker, blocked.id);
    sendFrom(blockedClient, '다시 안 보이는 말');
    await waitUntil(() => (blockerClient.messages.get(topic)?.length ?? 0) >= 4, 2000);
    expect((blockerClient.messages.get(topic) as { content: string }[])[3]?.content).toBe(SAFETY_MSG.blockedContent);
  });
});

describe('notifications from a blocked user', () => {
  it('comments, replies, likes and joins by the blocked user tell the blocker nothing; others are still told', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const other = await buildUser(ctx);
    await joinAs(ctx, other, group.id);
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    const otherPost = await buildPost(ctx, { author: other, groupId: group.id });
    await block(owner, member.id);
    const top = await ctx.request({
      method: 'POST',
      url: `/api/posts/${otherPost.id}/comments`,
      token: owner.accessToken,
      payload: { content: '제 댓글' },
    });
    const before = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    // A comment and a like on the blocker's post, a reply to the blocker's comment on someone else's post.
    await ctx.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, token: member.accessToken, payload: { content: '댓글' } });
    await ctx.request({ method: 'POST', url: `/api/posts/${post.id}/like`, token: member.accessToken });
    await ctx.request({
      method: 'POST',
      url: `/api/posts/${otherPost.id}/comments`,
      token: member.accessToken,
      payload: { content: '답글', parentId: top.json().id },
    });
    const after = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(after).toHaveLength(before.length);
    // The post's other author (not blocking) still hears of the reply's thread comment.
    const othersNews = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.id), inArray(notifications.type, ['POST_COMMENT'])));
    expect(othersNews.length).toBeGreaterThan(0);
    // A third user's comment on the blocker's post still reaches the blocker.
    await ctx.request({
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      token: other.accessToken,
      payload: { content: '다른 댓글' },
    });
    expect(await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(before.length + 1);

    // Joining the blocker's group: no 가입 notification either.
    const newcomer = await buildUser(ctx);
    await block(owner, newcomer.id);
    await joinAs(ctx, newcomer, group.id);
    expect(await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, owner.id))).toHaveLength(before.length + 1);
  });
});

describe('staff acts by a blocked user (contract §11)', () => {
  const DAY = 24 * 3_600_000;
  type Method = 'POST' | 'PUT' | 'DELETE';
  const act = async (user: TestUser, method: Method, url: string, payload?: object) => {
    const response = await ctx.request({ method, url, token: user.accessToken, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  /** What the user reads on the notification page, newest first. */
  const newsOf = async (user: TestUser) =>
    (await get(user, '/api/notifications?size=100')).content as { type: string; title: string; message: string; relatedId: number }[];
  const eventIn = (owner: TestUser, groupId: number, maxParticipants: number) =>
    act(owner, 'POST', '/api/events', {
      groupId,
      title: '차단된 사람이 쓴 제목',
      description: '',
      eventDate: new Date(ctx.clock.now().getTime() + 3 * DAY).toISOString(),
      isOnline: false,
      location: '성수역',
      maxParticipants,
      tags: [],
    });

  it('the notification insert needs the actor: leaving it out does not compile', () => {
    // @ts-expect-error the actor (or null for the service's own notice) is required
    const forgotten = () => insertNotifications(ctx.deps.db, []);
    expect(forgotten).toBeTypeOf('function');
  });

  it('role changes, event updates and cancellations by a blocked owner tell the blocker nothing; others are told', async () => {
    // The owner is the blocked user; the member blocks them; the third member blocks nobody.
    const { owner, member: blocker, group } = await buildGroupWithMember(ctx);
    const third = await buildUser(ctx);
    await joinAs(ctx, third, group.id);
    await block(blocker, owner.id);
    for (let round = 0; round < 5; round += 1) {
      await act(owner, 'PUT', `/api/groups/${group.id}/members/${blocker.id}/role`, { role: 'MANAGER' });
      await act(owner, 'PUT', `/api/groups/${group.id}/members/${blocker.id}/role`, { role: 'MEMBER' });
    }
    await act(owner, 'PUT', `/api/groups/${group.id}/members/${third.id}/role`, { role: 'MANAGER' });
    // A full event: the blocker waits, the owner makes room (promotion), then cancels it.
    const event = await eventIn(owner, group.id, 2);
    await act(third, 'POST', `/api/events/${event.id}/join`);
    await act(blocker, 'POST', `/api/events/${event.id}/join`);
    await act(owner, 'PUT', `/api/events/${event.id}`, { maxParticipants: 3 });
    await act(owner, 'POST', `/api/events/${event.id}/cancel`);
    expect(await newsOf(blocker)).toEqual([]);
    expect((await newsOf(third)).map((entry) => entry.type).sort()).toEqual(['EVENT_CANCELLED', 'EVENT_CREATED', 'GROUP_ROLE_CHANGED']);
    // The seat changed all the same: only the notification is withheld.
    const seats = await get(blocker, `/api/events/${event.id}`);
    expect(seats.isParticipating).toBe(true);
  });

  it('a seat freed by a blocked member promotes the blocker silently', async () => {
    const { owner, member: blocked, group } = await buildGroupWithMember(ctx);
    const blocker = await buildUser(ctx);
    await joinAs(ctx, blocker, group.id);
    await block(blocker, blocked.id);
    const event = await eventIn(owner, group.id, 2);
    await act(blocked, 'POST', `/api/events/${event.id}/join`);
    await act(blocker, 'POST', `/api/events/${event.id}/join`);
    await act(blocked, 'DELETE', `/api/events/${event.id}/leave`);
    expect((await newsOf(blocker)).filter((entry) => entry.type === 'EVENT_WAITLIST_PROMOTED')).toEqual([]);
    expect((await get(blocker, `/api/events/${event.id}`)).isParticipating).toBe(true);
  });

  it('join decisions by a blocked owner tell the blocker nothing, with or without a note', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const [approved, rejected] = [await buildUser(ctx), await buildUser(ctx)];
    const requestIds: number[] = [];
    for (const user of [approved, rejected]) {
      await block(user, owner.id);
      requestIds.push((await act(user, 'POST', `/api/groups/${group.id}/join`, { message: '가입하고 싶어요' })).request.id);
    }
    await act(owner, 'POST', `/api/groups/join-requests/${requestIds[0]}/approve`, { message: '환영합니다, 차단된 사람의 인사' });
    await act(owner, 'POST', `/api/groups/join-requests/${requestIds[1]}/reject`, { reason: '차단된 사람이 쓴 거절 사유' });
    expect(await newsOf(approved)).toEqual([]);
    expect(await newsOf(rejected)).toEqual([]);
  });

  it('removal, ban and group deletion reach the blocker without a word the blocked user wrote', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, name: '차단된 모임장이 지은 이름' });
    const [removedBlocker, deletedBlocker, bystander] = [await buildUser(ctx), await buildUser(ctx), await buildUser(ctx)];
    for (const user of [removedBlocker, deletedBlocker, bystander]) await joinAs(ctx, user, group.id);
    await block(removedBlocker, owner.id);
    await block(deletedBlocker, owner.id);
    const reason = '차단된 사람이 쓴 강퇴 사유';
    await act(owner, 'DELETE', `/api/groups/${group.id}/members/${removedBlocker.id}?ban=true&reason=${encodeURIComponent(reason)}`);
    await act(owner, 'DELETE', `/api/groups/${group.id}`);
    expect(await newsOf(removedBlocker)).toEqual([
      expect.objectContaining({
        type: 'GROUP_MEMBER_REMOVED',
        message: '가입했던 모임에서 내보내졌습니다. 다시 가입할 수 없습니다.',
        relatedId: group.id,
      }),
    ]);
    expect(await newsOf(deletedBlocker)).toEqual([
      expect.objectContaining({ type: 'GROUP_DELETED', message: '가입했던 모임이 모임장에 의해 삭제되었습니다.' }),
    ]);
    expect(await newsOf(bystander)).toEqual([
      expect.objectContaining({ type: 'GROUP_DELETED', message: `'${group.name}' 모임이 모임장에 의해 삭제되었습니다.` }),
    ]);
  });
});
