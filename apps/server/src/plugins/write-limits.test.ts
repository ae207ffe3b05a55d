import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { WRITE_LIMIT_DEFAULTS } from '../config.ts';
import { events, groups, posts } from '../db/schema.ts';

describe('write limits: the defaults', () => {
  const ctx = setupTestApp();

  it('answers the 31st post in 10 minutes 429 with Retry-After and a Korean message; 30 posts are stored', async () => {
    const owner = await buildUser(ctx);
    const writer = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await joinAs(ctx, writer, group.id);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/posts',
        token: writer.accessToken,
        payload: { groupId: group.id, content: `도배 ${i}` },
      });
      statuses.push(response.statusCode);
      if (i === 30) {
        expect(response.statusCode).toBe(429);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(500);
        expect(response.json().message).toBe(MSG.tooManyRequests);
      }
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(await ctx.deps.db.select().from(posts).where(eq(posts.authorId, writer.id))).toHaveLength(30);
    // Another member's budget is their own.
    const other = await buildUser(ctx);
    await joinAs(ctx, other, group.id);
    const theirs = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: other.accessToken,
      payload: { groupId: group.id, content: '안녕하세요' },
    });
    expect(theirs.statusCode).toBe(201);
  });

  it('answers the 11th group in an hour 429; 10 groups are stored', async () => {
    const founder = await buildUser(ctx);
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/groups',
        token: founder.accessToken,
        payload: { name: `도배 모임 ${i} ${founder.id}`, description: '도배 시험 모임입니다.', categoryIds: [201], locationId: 23 },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(201), 429]);
    expect(await ctx.deps.db.select().from(groups).where(eq(groups.ownerId, founder.id))).toHaveLength(10);
  });

  it('answers the 21st event in an hour 429; 20 events are stored', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const eventDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/events',
        token: owner.accessToken,
        payload: { groupId: group.id, title: `도배 이벤트 ${i}`, eventDate, location: '동네 공원', maxParticipants: 10 },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([...Array(20).fill(201), 429]);
    expect(await ctx.deps.db.select().from(events).where(eq(events.groupId, group.id))).toHaveLength(20);
  });

  it('still answers a guest 401, not 429', async () => {
    const response = await ctx.request({ method: 'POST', url: '/api/posts', payload: { groupId: 1, content: '안녕' } });
    expect(response.statusCode).toBe(401);
  });
});

// Every budget set to one write an hour: the second well-formed request of each limited route is
// refused (the first may be refused for its own reasons: id 1 is nobody's post here).
const ONE_AN_HOUR = Object.fromEntries(Object.keys(WRITE_LIMIT_DEFAULTS).map((name) => [`WRITE_LIMIT_${name.toUpperCase()}`, '1/1h']));
const eventDate = new Date(Date.now() + 7 * 86_400_000).toISOString();
const newGroup = { name: '한 시간에 한 번', description: '쓰기 제한 시험 모임입니다.', categoryIds: [201], locationId: 23 };
const newEvent = { groupId: 1, title: '쓰기 제한 시험', eventDate, location: '동네 공원', maxParticipants: 10 };

describe('write limits: every write route names its budget', () => {
  const ctx = setupTestApp(ONE_AN_HOUR);

  const limited: [string, string, string, unknown][] = [
    ['POST', '/api/groups', 'groups', newGroup],
    ['POST', '/api/groups/with-image', 'groups', undefined],
    ['POST', '/api/posts', 'posts', { groupId: 1, content: '안녕하세요' }],
    ['POST', '/api/posts/with-images', 'posts', undefined],
    ['POST', '/api/posts/1/comments', 'comments', { content: '안녕하세요' }],
    ['POST', '/api/comments', 'comments', { postId: 1, content: '안녕하세요' }],
    ['POST', '/api/posts/1/like', 'likes', undefined],
    ['DELETE', '/api/posts/1/like', 'likes', undefined],
    ['POST', '/api/groups/1/join', 'joins', {}],
    ['POST', '/api/groups/1/leave', 'joins', undefined],
    ['POST', '/api/groups/1/join-requests/1/cancel', 'joins', undefined],
    ['POST', '/api/events/1/join', 'joins', undefined],
    ['DELETE', '/api/events/1/leave', 'joins', undefined],
    ['POST', '/api/events', 'events', newEvent],
    ['POST', '/api/images/upload/post', 'uploads', undefined],
    ['POST', '/api/groups/1/chat/messages', 'chat', { message: '안녕하세요' }],
    ['PUT', '/api/posts/1', 'edits', { content: '고친 글' }],
    ['PUT', '/api/comments/1', 'edits', { content: '고친 댓글' }],
    ['PUT', '/api/events/1', 'edits', { title: '고친 이벤트' }],
    ['PUT', '/api/groups/1', 'edits', { name: '고친 모임 이름' }],
    ['PUT', '/api/users/profile', 'edits', { bio: '안녕하세요' }],
    ['POST', '/api/users/1/block', 'edits', undefined],
    ['DELETE', '/api/users/1/block', 'edits', undefined],
  ];

  it.each(limited)('%s %s counts against %s', async (method, url, name, payload) => {
    const user = await buildUser(ctx);
    const send = () =>
      ctx.request({ method: method as 'POST', url, token: user.accessToken, ...(payload ? { payload: payload as object } : {}) });
    const first = await send();
    expect(first.statusCode, first.body).not.toBe(429);
    const refused = await send();
    expect(refused.statusCode, `${method} ${url} (${name})`).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe(MSG.tooManyRequests);
  });

  it('counts a malformed body not at all: a form corrected a few times costs no budget', async () => {
    const user = await buildUser(ctx);
    const create = (payload: object) => ctx.request({ method: 'POST', url: '/api/groups', token: user.accessToken, payload });
    expect((await create({ ...newGroup, name: '' })).statusCode).toBe(400);
    expect((await create({ ...newGroup, name: '' })).statusCode).toBe(400);
    expect((await create(newGroup)).statusCode).toBe(201);
    expect((await create(newGroup)).statusCode).toBe(429);
    expect(await ctx.deps.db.select().from(groups).where(eq(groups.ownerId, user.id))).toHaveLength(1);
  });

  it('shares one budget between the routes of a name and keeps the others apart', async () => {
    const user = await buildUser(ctx);
    expect((await ctx.request({ method: 'POST', url: '/api/posts/1/like', token: user.accessToken })).statusCode).not.toBe(429);
    expect((await ctx.request({ method: 'DELETE', url: '/api/posts/1/like', token: user.accessToken })).statusCode).toBe(429);
    const comment = await ctx.request({
      method: 'POST',
      url: '/api/posts/1/comments',
      token: user.accessToken,
      payload: { content: '안녕' },
    });
    expect(comment.statusCode).not.toBe(429);
  });
});
