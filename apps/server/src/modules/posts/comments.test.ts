import { POST_MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { comments, notifications, posts } from '../../db/schema.ts';

const ctx = setupTestApp();

async function postWithMembers() {
  const owner = await buildUser(ctx);
  const author = await buildUser(ctx);
  const commenter = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner });
  await joinAs(ctx, author, group.id);
  await joinAs(ctx, commenter, group.id);
  const post = await buildPost(ctx, { author, groupId: group.id });
  return { owner, author, commenter, group, post };
}
const comment = (user: TestUser | undefined, postId: number, content: string, parentId?: number) =>
  ctx.request({
    method: 'POST',
    url: `/api/posts/${postId}/comments`,
    token: user?.accessToken,
    payload: { content, ...(parentId ? { parentId } : {}) },
  });
const commentCount = async (postId: number) => (await ctx.deps.db.select().from(posts).where(eq(posts.id, postId)))[0]?.commentCount;
const notificationsOf = (userId: number) => ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('creating comments and replies', () => {
  it('adds a comment, counts it and tells the post’s author', async () => {
    const { author, commenter, post } = await postWithMembers();
    const response = await comment(commenter, post.id, '  저도 가고 싶어요  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: '저도 가고 싶어요',
      parentId: null,
      replies: [],
      author: { id: commenter.id },
      canEdit: true,
    });
    expect(await commentCount(post.id)).toBe(1);
    expect(await notificationsOf(author.id)).toEqual([
      expect.objectContaining({ type: 'POST_COMMENT', relatedType: 'POST', relatedId: post.id }),
    ]);
  });

  it('hangs a reply to a reply under the same top-level comment and tells the parent’s author', async () => {
    const { owner, author, commenter, post } = await postWithMembers();
    const top = (await comment(commenter, post.id, '첫 댓글')).json();
    const reply = (await comment(owner, post.id, '답글', top.id)).json();
    const nested = (await comment(author, post.id, '답글의 답글', reply.id)).json();
    expect(reply.parentId).toBe(top.id);
    expect(nested.parentId).toBe(top.id);
    const page = (await ctx.request({ method: 'GET', url: `/api/posts/${post.id}/comments` })).json();
    expect(page.content).toHaveLength(1);
    expect(page.content[0].replies.map((entry: { id: number }) => entry.id)).toEqual([reply.id, nested.id]);
    // The commenter hears of the reply to their comment; the owner of the reply of the reply to theirs.
    expect((await notificationsOf(commenter.id)).map((row) => row.title)).toEqual(['내 댓글에 답글이 달렸어요']);
    expect((await notificationsOf(owner.id)).filter((row) => row.type === 'POST_COMMENT').map((row) => row.title)).toEqual([
      '내 댓글에 답글이 달렸어요',
    ]);
    expect(await commentCount(post.id)).toBe(3);
  });

  it('never notifies someone of their own comment', async () => {
    const { author, post } = await postWithMembers();
    const top = (await comment(author, post.id, '내 글에 내 댓글')).json();
    await comment(author, post.id, '내 댓글에 내 답글', top.id);
    expect(await notificationsOf(author.id)).toEqual([]);
  });

  it('refuses guests, strangers, empty or long text and missing parents', async () => {
    const { commenter, post } = await postWithMembers();
    expect((await comment(undefined, post.id, '안녕')).statusCode).toBe(401);
    expect((await comment(await buildUser(ctx), post.id, '안녕')).json()).toMatchObject({
      status: 403,
      message: POST_MSG.membersOnlyReact,
    });
    expect((await comment(commenter, post.id, '   ')).json()).toMatchObject({ status: 400, message: POST_MSG.commentRequired });
    expect((await comment(commenter, post.id, '가'.repeat(1001))).json()).toMatchObject({ status: 400, message: POST_MSG.commentMax });
    expect((await comment(commenter, post.id, '답글', 999999)).json()).toMatchObject({ status: 404, message: POST_MSG.commentNotFound });
    expect((await comment(commenter, 999999, '안녕')).statusCode).toBe(404);
    expect(await commentCount(post.id)).toBe(0);
  });

  it('accepts POST /api/comments with postId too', async () => {
    const { commenter, post } = await postWithMembers();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/comments',
      token: commenter.accessToken,
      payload: { postId: post.id, content: '다른 경로', parentId: null },
    });
    expect(response.statusCode).toBe(201);
    expect((await ctx.request({ method: 'GET', url: `/api/comments/${response.json().id}` })).json().content).toBe('다른 경로');
  });
});

describe('editing and deleting comments', () => {
  it('lets only the author edit', async () => {
    const { owner, commenter, post } = await postWithMembers();
    const created = (await comment(commenter, post.id, '원래 댓글')).json();
    const edit = (user: TestUser, content: string) =>
      ctx.request({ method: 'PUT', url: `/api/comments/${created.id}`, token: user.accessToken, payload: { content } });
    expect((await edit(owner, '바꿈')).json()).toMatchObject({ status: 403, message: POST_MSG.commentAuthorOnly });
    expect((await edit(commenter, '')).statusCode).toBe(400);
    expect((await edit(commenter, '고친 댓글')).json()).toMatchObject({ content: '고친 댓글' });
  });

  it('keeps a placeholder for a deleted comment with replies and removes it with its last reply', async () => {
    const { owner, author, commenter, post } = await postWithMembers();
    const top = (await comment(commenter, post.id, '부모 댓글')).json();
    const reply = (await comment(author, post.id, '자식 답글', top.id)).json();
    expect((await ctx.request({ method: 'DELETE', url: `/api/comments/${top.id}`, token: owner.accessToken })).statusCode).toBe(200);
    const page = (await ctx.request({ method: 'GET', url: `/api/posts/${post.id}/comments` })).json();
    expect(page.content[0]).toMatchObject({ id: top.id, isDeleted: true, content: POST_MSG.commentDeleted, canEdit: false });
    expect(page.content[0].replies).toHaveLength(1);
    expect(await commentCount(post.id)).toBe(1);
    expect((await ctx.request({ method: 'DELETE', url: `/api/comments/${reply.id}`, token: author.accessToken })).statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.postId, post.id))).toEqual([]);
    expect(await commentCount(post.id)).toBe(0);
    expect((await ctx.request({ method: 'GET', url: `/api/comments/${top.id}` })).statusCode).toBe(404);
  });

  it('refuses strangers and a second delete', async () => {
    const { author, commenter, post } = await postWithMembers();
    const created = (await comment(commenter, post.id, '지울 댓글')).json();
    expect((await ctx.request({ method: 'DELETE', url: `/api/comments/${created.id}`, token: author.accessToken })).json()).toMatchObject({
      status: 403,
      message: POST_MSG.commentDeleteForbidden,
    });
    expect((await ctx.request({ method: 'DELETE', url: `/api/comments/${created.id}` })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'DELETE', url: `/api/comments/${created.id}`, token: commenter.accessToken })).statusCode).toBe(
      200,
    );
    expect((await ctx.request({ method: 'DELETE', url: `/api/comments/${created.id}`, token: commenter.accessToken })).statusCode).toBe(
      404,
    );
  });

  it('keeps commentCount exact under 50 concurrent creates and deletes', async () => {
    const { commenter, post } = await postWithMembers();
    const created = await Promise.all(Array.from({ length: 50 }, (_, index) => comment(commenter, post.id, `댓글 ${index}`)));
    expect(created.every((response) => response.statusCode === 201)).toBe(true);
    expect(await commentCount(post.id)).toBe(50);
    const ids = created.slice(0, 25).map((response) => response.json().id);
    await Promise.all(
      ids.flatMap((id) => [1, 2].map(() => ctx.request({ method: 'DELETE', url: `/api/comments/${id}`, token: commenter.accessToken }))),
    );
    expect(await commentCount(post.id)).toBe(25);
    const page = (await ctx.request({ method: 'GET', url: `/api/posts/${post.id}/comments?size=100` })).json();
    expect(page.totalElements).toBe(25);
  });
});
