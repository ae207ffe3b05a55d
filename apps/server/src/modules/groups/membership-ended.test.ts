import { MSG } from '@dongne/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { comments, eventParticipants, events, notifications, postLikes, posts } from '../../db/schema.ts';

const ctx = setupTestApp();
const DAY = 24 * 60 * 60 * 1000;
const future = (days: number) => new Date(ctx.clock.now().getTime() + days * DAY).toISOString();

type Call = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: Record<string, unknown> };

async function call(user: TestUser, { method, url, payload }: Call) {
  return ctx.request({ method, url, token: user.accessToken, ...(payload === undefined ? {} : { payload }) });
}

async function ok<T = { id: number }>(user: TestUser, request: Call): Promise<T> {
  const response = await call(user, request);
  if (response.statusCode >= 300) throw new Error(`${request.method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

async function addMember(owner: TestUser, member: TestUser, groupId: number, isPublic: boolean) {
  if (isPublic) return joinAs(ctx, member, groupId);
  const { request } = await ok<{ request: { id: number } }>(member, { method: 'POST', url: `/api/groups/${groupId}/join`, payload: {} });
  await ok(owner, { method: 'POST', url: `/api/groups/join-requests/${request.id}/approve`, payload: {} });
}

const eventInput = (title: string, maxParticipants = 2) => ({
  title,
  description: '',
  eventDate: future(3),
  isOnline: false,
  location: '성수역 3번 출구',
  maxParticipants,
  tags: [],
});

/**
 * A group in which `member` wrote a post, a comment, organizes an event, holds a seat in the
 * owner's full event (someone waits behind them) and liked the owner's post, then left.
 */
async function exMemberWorld(isPublic: boolean) {
  const owner = await buildUser(ctx);
  const member = await buildUser(ctx);
  const waiting = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, isPublic });
  await addMember(owner, member, group.id, isPublic);
  await addMember(owner, waiting, group.id, isPublic);
  const post = await ok(member, { method: 'POST', url: '/api/posts', payload: { groupId: group.id, content: '떠나기 전에 쓴 글' } });
  const ownerPost = await ok(owner, { method: 'POST', url: '/api/posts', payload: { groupId: group.id, content: '모임장 글' } });
  const comment = await ok(member, { method: 'POST', url: `/api/posts/${post.id}/comments`, payload: { content: '떠나기 전 댓글' } });
  await ok(member, { method: 'POST', url: `/api/posts/${ownerPost.id}/like` });
  const organized = await ok(member, {
    method: 'POST',
    url: '/api/events',
    payload: { groupId: group.id, ...eventInput('떠나기 전 이벤트') },
  });
  const seat = await ok(owner, { method: 'POST', url: '/api/events', payload: { groupId: group.id, ...eventInput('모임장 이벤트') } });
  await ok(member, { method: 'POST', url: `/api/events/${seat.id}/join` });
  await ok(waiting, { method: 'POST', url: `/api/events/${seat.id}/join` });
  await ok(member, { method: 'POST', url: `/api/groups/${group.id}/leave` });
  return { owner, member, waiting, group, post, ownerPost, comment, organized, seat };
}

/**
 * Everything a refused write could have touched in the world's group, in a stable order (on
 * PostgreSQL the test files share a database, so the snapshot keeps to this world's rows).
 */
async function snapshot(world: Awaited<ReturnType<typeof exMemberWorld>>) {
  const db = ctx.deps.db;
  const groupPosts = db.select({ id: posts.id }).from(posts).where(eq(posts.groupId, world.group.id));
  const groupEvents = db.select({ id: events.id }).from(events).where(eq(events.groupId, world.group.id));
  const people = [world.owner.id, world.member.id, world.waiting.id];
  return {
    posts: await db.select().from(posts).where(eq(posts.groupId, world.group.id)).orderBy(asc(posts.id)),
    comments: await db.select().from(comments).where(inArray(comments.postId, groupPosts)).orderBy(asc(comments.id)),
    likes: await db
      .select()
      .from(postLikes)
      .where(inArray(postLikes.postId, groupPosts))
      .orderBy(asc(postLikes.postId), asc(postLikes.userId)),
    events: await db.select().from(events).where(eq(events.groupId, world.group.id)).orderBy(asc(events.id)),
    participants: await db
      .select()
      .from(eventParticipants)
      .where(inArray(eventParticipants.eventId, groupEvents))
      .orderBy(asc(eventParticipants.eventId), asc(eventParticipants.userId)),
    notifications: await db.select().from(notifications).where(inArray(notifications.userId, people)).orderBy(asc(notifications.id)),
  };
}

describe.each([true, false])('an ex-member of a group (public %s)', (isPublic) => {
  it('may change nothing there: every write is 403 and nothing is stored or notified', async () => {
    const world = await exMemberWorld(isPublic);
    const { member, post, ownerPost, comment, organized, seat } = world;
    const before = await snapshot(world);
    const attempts: Call[] = [
      { method: 'PUT', url: `/api/posts/${post.id}`, payload: { content: '떠난 뒤 고친 글' } },
      { method: 'DELETE', url: `/api/posts/${post.id}` },
      { method: 'PUT', url: `/api/comments/${comment.id}`, payload: { content: '떠난 뒤 댓글' } },
      { method: 'DELETE', url: `/api/comments/${comment.id}` },
      { method: 'POST', url: `/api/posts/${ownerPost.id}/comments`, payload: { content: '떠난 뒤 새 댓글' } },
      { method: 'POST', url: '/api/comments', payload: { postId: ownerPost.id, content: '떠난 뒤 새 댓글' } },
      { method: 'POST', url: `/api/posts/${ownerPost.id}/like` },
      { method: 'DELETE', url: `/api/posts/${ownerPost.id}/like` },
      { method: 'PUT', url: `/api/events/${organized.id}`, payload: { title: '떠난 뒤 고친 이벤트', maxParticipants: 9 } },
      { method: 'POST', url: `/api/events/${organized.id}/cancel` },
      { method: 'DELETE', url: `/api/events/${organized.id}` },
      { method: 'POST', url: `/api/events/${seat.id}/join` },
      { method: 'DELETE', url: `/api/events/${seat.id}/leave` },
      { method: 'POST', url: '/api/events', payload: { groupId: world.group.id, ...eventInput('떠난 뒤 이벤트') } },
    ];
    for (const attempt of attempts) {
      const response = await call(member, attempt);
      expect({ ...attempt, status: response.statusCode }).toEqual({ ...attempt, status: 403 });
    }
    expect(await snapshot(world)).toEqual(before);
  });

  it('hears why their authorship no longer counts', async () => {
    const { member, post } = await exMemberWorld(isPublic);
    const response = await call(member, { method: 'PUT', url: `/api/posts/${post.id}`, payload: { content: '고친 글' } });
    expect(response.json().message).toBe(MSG.formerMemberAuthor);
  });

  it('gave up their seats in the coming events when leaving: the next in line is promoted and told', async () => {
    const { member, waiting, seat, organized } = await exMemberWorld(isPublic);
    const seats = await ctx.deps.db.select().from(eventParticipants).where(eq(eventParticipants.userId, member.id));
    expect(seats).toEqual([]);
    const [promoted] = await ctx.deps.db.select().from(eventParticipants).where(eq(eventParticipants.userId, waiting.id));
    expect(promoted).toMatchObject({ eventId: seat.id, status: 'PARTICIPATING' });
    const told = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, waiting.id));
    expect(told.map((row) => [row.type, row.relatedId])).toContainEqual(['EVENT_WAITLIST_PROMOTED', seat.id]);
    const [seatRow] = await ctx.deps.db.select().from(events).where(eq(events.id, seat.id));
    expect(seatRow?.participantCount).toBe(2);
    // The event they organized goes on without them (the group's owner manages it now).
    const [organizedRow] = await ctx.deps.db.select().from(events).where(eq(events.id, organized.id));
    expect(organizedRow).toMatchObject({ cancelledAt: null, participantCount: 0 });
    const mine = (await ctx.request({ method: 'GET', url: '/api/events/my', token: member.accessToken })).json();
    expect(mine.content).toEqual([]);
  });

  it('leaves the owner in charge of the events they organized', async () => {
    const { owner, organized } = await exMemberWorld(isPublic);
    const edited = await ok<{ title: string; canManage: boolean }>(owner, {
      method: 'PUT',
      url: `/api/events/${organized.id}`,
      payload: { title: '모임장이 이어받은 이벤트' },
    });
    expect(edited).toMatchObject({ title: '모임장이 이어받은 이벤트', canManage: true });
  });
});

describe('the personal calendar feed of an ex-member', () => {
  it('no longer carries the private group’s events', async () => {
    const { member, seat } = await exMemberWorld(false);
    const { token } = await ok<{ token: string }>(member, { method: 'POST', url: '/api/events/calendar-token' });
    const feed = await ctx.request({ method: 'GET', url: `/api/events/my.ics?token=${token}` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(`events/${seat.id}`);
    expect(feed.body).not.toContain('성수역');
  });
});
