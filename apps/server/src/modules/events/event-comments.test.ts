import { EVENT_MSG, POST_MSG, SAFETY_MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventPayload } from '../../../test/authz-world.ts';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { comments, events, groups, notifications, reports } from '../../db/schema.ts';

const ctx = setupTestApp();

/** A group whose owner organises an event, with a member who asks and an outsider. */
async function eventWithMembers({ isPublic = true } = {}) {
  const organizer = await buildUser(ctx);
  const member = await buildUser(ctx);
  const outsider = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner: organizer });
  await joinAs(ctx, member, group.id);
  // Joining a private group asks the owner first; the member joined while it was public.
  if (!isPublic) await ctx.deps.db.update(groups).set({ isPublic: false }).where(eq(groups.id, group.id));
  const created = await ctx.request({
    method: 'POST',
    url: '/api/events',
    token: organizer.accessToken,
    payload: { ...eventPayload(group.id), title: '주말 한강 산책' },
  });
  expect(created.statusCode).toBe(201);
  return { organizer, member, outsider, group, eventId: created.json().id as number };
}

const ask = (user: TestUser | undefined, eventId: number, content: unknown, parentId?: number) =>
  ctx.request({
    method: 'POST',
    url: `/api/events/${eventId}/comments`,
    token: user?.accessToken,
    payload: { content, ...(parentId ? { parentId } : {}) },
  });
const read = (user: TestUser | undefined, eventId: number) =>
  ctx.request({ method: 'GET', url: `/api/events/${eventId}/comments`, token: user?.accessToken });
const commentCountOf = async (eventId: number) => (await ctx.deps.db.select().from(events).where(eq(events.id, eventId)))[0]?.commentCount;
const notificationsOf = (userId: number) => ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('comments under an event', () => {
  it('refuses a guest (401), a non-member (403), empty text (400) and an unknown event (404)', async () => {
    const { outsider, member, eventId } = await eventWithMembers();
    expect((await ask(undefined, eventId, '몇 시에 만나요?')).statusCode).toBe(401);
    const stranger = await ask(outsider, eventId, '몇 시에 만나요?');
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(POST_MSG.membersOnlyReact);
    const blank = await ask(member, eventId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual([expect.objectContaining({ field: 'content' })]);
    const unknown = await ask(member, 999_999, '몇 시에 만나요?');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(EVENT_MSG.notFound);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.eventId, eventId))).toEqual([]);
  });

  it('lands a member’s question under the event, counts it and tells the organiser once', async () => {
    const { organizer, member, eventId } = await eventWithMembers();
    const response = await ask(member, eventId, '  주차할 곳이 있나요?  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      eventId,
      postId: null,
      parentId: null,
      content: '주차할 곳이 있나요?',
      author: { id: member.id },
      viewerCan: { edit: true, delete: true },
    });
    const [row] = await ctx.deps.db.select().from(comments).where(eq(comments.id, response.json().id));
    expect(row).toMatchObject({ eventId, postId: null, authorId: member.id, content: '주차할 곳이 있나요?' });
    expect(await commentCountOf(eventId)).toBe(1);
    expect((await notificationsOf(organizer.id)).filter((row) => row.type === 'EVENT_COMMENT')).toEqual([
      expect.objectContaining({ type: 'EVENT_COMMENT', relatedType: 'EVENT', relatedId: eventId, commentId: row?.id }),
    ]);
    const event = await ctx.request({ method: 'GET', url: `/api/events/${eventId}`, token: member.accessToken });
    expect(event.json().commentCount).toBe(1);
  });

  it('threads the organiser’s answer under the question and tells the one who asked', async () => {
    const { organizer, member, eventId } = await eventWithMembers();
    const question = (await ask(member, eventId, '우천 시에도 하나요?')).json();
    const answer = await ask(organizer, eventId, '비가 오면 다음 주로 미뤄요.', question.id);
    expect(answer.statusCode).toBe(201);
    expect(answer.json().parentId).toBe(question.id);
    const page = (await read(member, eventId)).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0].replies.map((reply: { content: string }) => reply.content)).toEqual(['비가 오면 다음 주로 미뤄요.']);
    expect((await notificationsOf(member.id)).filter((row) => row.type === 'EVENT_COMMENT').map((row) => row.title)).toEqual([
      '내 댓글에 답글이 달렸어요',
    ]);
    // Nobody hears of their own comment: the organiser's answer made no notification for them.
    expect((await notificationsOf(organizer.id)).filter((row) => row.type === 'EVENT_COMMENT')).toHaveLength(1);
    expect(await commentCountOf(eventId)).toBe(2);
  });

  it('keeps a thread to itself: a post’s comment is no parent for an event’s reply', async () => {
    const { member, group, eventId } = await eventWithMembers();
    const post = await buildPost(ctx, { author: member, groupId: group.id });
    const onPost = (
      await ctx.request({
        method: 'POST',
        url: `/api/posts/${post.id}/comments`,
        token: member.accessToken,
        payload: { content: '글 댓글' },
      })
    ).json();
    const crossed = await ask(member, eventId, '엉뚱한 답글', onPost.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(POST_MSG.commentNotFound);
    expect((await read(member, eventId)).json().totalElements).toBe(0);
  });

  it('shows a private group’s event comments to members only', async () => {
    const { member, outsider, eventId } = await eventWithMembers({ isPublic: false });
    expect((await ask(member, eventId, '준비물이 있나요?')).statusCode).toBe(201);
    expect((await read(undefined, eventId)).statusCode).toBe(401);
    expect((await read(outsider, eventId)).statusCode).toBe(403);
    expect((await read(member, eventId)).json().content).toHaveLength(1);
  });

  it('lets the author edit, and the author or staff delete, keeping the count exact', async () => {
    const { organizer, member, outsider, eventId } = await eventWithMembers();
    const mine = (await ask(member, eventId, '처음 가도 되나요?')).json();
    const edited = await ctx.request({
      method: 'PUT',
      url: `/api/comments/${mine.id}`,
      token: member.accessToken,
      payload: { content: '처음인데 참여해도 되나요?' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ eventId, content: '처음인데 참여해도 되나요?' });
    const byStranger = await ctx.request({ method: 'DELETE', url: `/api/comments/${mine.id}`, token: outsider.accessToken });
    expect(byStranger.statusCode).toBe(403);
    const byOwner = await ctx.request({ method: 'DELETE', url: `/api/comments/${mine.id}`, token: organizer.accessToken });
    expect(byOwner.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.id, mine.id))).toEqual([]);
    expect(await commentCountOf(eventId)).toBe(0);
  });

  it('shows a blocked author’s comment as the placeholder to the blocker, and takes reports', async () => {
    const { organizer, member, eventId } = await eventWithMembers();
    const question = (await ask(member, eventId, '광고 문의는 DM 주세요')).json();
    const blocked = await ctx.request({ method: 'POST', url: `/api/users/${member.id}/block`, token: organizer.accessToken });
    expect(blocked.statusCode).toBe(204);
    const seen = (await read(organizer, eventId)).json().content[0];
    expect(seen).toMatchObject({ id: question.id, isBlocked: true, content: SAFETY_MSG.blockedContent });
    const report = await ctx.request({
      method: 'POST',
      url: '/api/reports',
      token: organizer.accessToken,
      payload: { targetType: 'COMMENT', targetId: question.id, reason: 'SPAM' },
    });
    expect(report.statusCode).toBe(201);
    expect(await ctx.deps.db.select().from(reports).where(eq(reports.id, report.json().id))).toEqual([
      expect.objectContaining({ targetType: 'COMMENT', targetId: question.id, reporterId: organizer.id }),
    ]);
  });

  it('removes the comments with their event', async () => {
    const { organizer, member, eventId } = await eventWithMembers();
    await ask(member, eventId, '사라질 댓글');
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/events/${eventId}`, token: organizer.accessToken });
    expect(deleted.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.eventId, eventId))).toEqual([]);
  });
});
