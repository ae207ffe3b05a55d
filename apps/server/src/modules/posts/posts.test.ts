import { MSG, POST_MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildPost, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { notifications, posts, uploads } from '../../db/schema.ts';

const ctx = setupTestApp();

async function groupWithMember(isPublic = true) {
  const owner = await buildUser(ctx);
  const member = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, isPublic });
  if (isPublic) await joinAs(ctx, member, group.id);
  else {
    const requestId = (
      await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/join`, token: member.accessToken, payload: {} })
    ).json().request.id;
    await ctx.request({ method: 'POST', url: `/api/groups/join-requests/${requestId}/approve`, token: owner.accessToken, payload: {} });
  }
  return { owner, member, group };
}

async function multipartPost(user: TestUser, post: unknown, images: Buffer[]) {
  const form = new FormData();
  form.append('post', new Blob([JSON.stringify(post)], { type: 'application/json' }));
  for (const image of images) form.append('images', new Blob([image], { type: 'image/jpeg' }), 'photo.jpg');
  const body = new Request('http://x', { method: 'POST', body: form });
  return ctx.request({
    method: 'POST',
    url: '/api/posts/with-images',
    token: user.accessToken,
    headers: { 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  });
}
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();

describe('POST /api/posts', () => {
  it('lets a member post and stores it', async () => {
    const { member, group } = await groupWithMember();
    const response = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: member.accessToken,
      payload: { groupId: group.id, content: '  첫 모임 너무 즐거웠어요!  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: '첫 모임 너무 즐거웠어요!',
      group: { id: group.id, name: group.name },
      author: { id: member.id, nickname: member.nickname },
      likeCount: 0,
      commentCount: 0,
      isLiked: false,
      canEdit: true,
      canDelete: true,
      imageUrls: [],
    });
    const [row] = await ctx.deps.db.select().from(posts).where(eq(posts.id, response.json().id));
    expect(row?.authorId).toBe(member.id);
  });

  it('refuses guests, non-members and bad content', async () => {
    const { member, group } = await groupWithMember();
    const post = (token: string | undefined, payload: Record<string, unknown>) =>
      ctx.request({ method: 'POST', url: '/api/posts', token, payload });
    expect((await post(undefined, { groupId: group.id, content: '안녕' })).statusCode).toBe(401);
    // A guest hears 401 before anything about the body: authentication runs before validation.
    expect((await post(undefined, { groupId: 'x', content: '' })).json()).toMatchObject({ status: 401, message: MSG.unauthorized });
    const stranger = await post((await buildUser(ctx)).accessToken, { groupId: group.id, content: '안녕' });
    expect(stranger.json()).toMatchObject({ status: 403, message: POST_MSG.membersOnlyWrite });
    expect((await post(member.accessToken, { groupId: group.id, content: '   ' })).json()).toMatchObject({
      status: 400,
      message: POST_MSG.contentRequired,
    });
    expect((await post(member.accessToken, { groupId: group.id, content: '가'.repeat(5001) })).json()).toMatchObject({
      status: 400,
      message: POST_MSG.contentMax,
    });
    expect((await post(member.accessToken, { groupId: 999999, content: '안녕' })).statusCode).toBe(404);
    const images = Array.from({ length: 11 }, (_, index) => `/uploads/post/${index}.jpg`);
    expect((await post(member.accessToken, { groupId: group.id, content: '안녕', imageUrls: images })).json()).toMatchObject({
      status: 400,
      message: POST_MSG.tooManyImages,
    });
    expect(
      (await post(member.accessToken, { groupId: group.id, content: '안녕', imageUrls: ['/uploads/post/not-mine.jpg'] })).json().message,
    ).toBe(POST_MSG.imageNotOwned);
  });
});

describe('POST /api/posts/with-images', () => {
  it('stores the images with the post', async () => {
    const { member, group } = await groupWithMember();
    const response = await multipartPost(member, { groupId: group.id, content: '사진 올려요' }, [await jpeg(), await jpeg(), await jpeg()]);
    expect(response.statusCode).toBe(201);
    expect(response.json().imageUrls).toHaveLength(3);
    expect(response.json().imageUrls[0]).toMatch(/^\/uploads\/post\/[\w-]+\.jpg$/);
  });

  it('leaves no image behind when the post is refused', async () => {
    const { group } = await groupWithMember();
    const stranger = await buildUser(ctx);
    const response = await multipartPost(stranger, { groupId: group.id, content: '몰래 올리기' }, [await jpeg()]);
    expect(response.statusCode).toBe(403);
    expect(await ctx.deps.db.select().from(uploads).where(eq(uploads.userId, stranger.id))).toEqual([]);
    const bad = await multipartPost(stranger, { groupId: group.id, content: '' }, [await jpeg()]);
    expect(bad.json()).toMatchObject({ status: 400, message: POST_MSG.contentRequired });
    expect(await ctx.deps.db.select().from(uploads).where(eq(uploads.userId, stranger.id))).toEqual([]);
  });
});

describe('reading posts', () => {
  it('lets anyone read a public group’s posts and only members a private group’s', async () => {
    const pub = await groupWithMember(true);
    const priv = await groupWithMember(false);
    const publicPost = await buildPost(ctx, { author: pub.member, groupId: pub.group.id });
    const privatePost = await buildPost(ctx, { author: priv.member, groupId: priv.group.id });
    expect((await ctx.request({ method: 'GET', url: `/api/posts/${publicPost.id}` })).json()).toMatchObject({
      id: publicPost.id,
      canEdit: false,
      canDelete: false,
    });
    expect((await ctx.request({ method: 'GET', url: `/api/posts/${privatePost.id}` })).statusCode).toBe(401);
    const stranger = await buildUser(ctx);
    expect((await ctx.request({ method: 'GET', url: `/api/posts/${privatePost.id}`, token: stranger.accessToken })).json()).toMatchObject({
      status: 403,
      message: POST_MSG.membersOnlyRead,
    });
    expect((await ctx.request({ method: 'GET', url: `/api/posts/${privatePost.id}`, token: priv.owner.accessToken })).json()).toMatchObject(
      { canDelete: true, canEdit: false },
    );
    expect((await ctx.request({ method: 'GET', url: `/api/posts/group/${priv.group.id}`, token: stranger.accessToken })).statusCode).toBe(
      403,
    );
    const page = (await ctx.request({ method: 'GET', url: `/api/posts/group/${pub.group.id}` })).json();
    expect(page).toMatchObject({ totalElements: 1, content: [{ id: publicPost.id }] });
    const feed = (await ctx.request({ method: 'GET', url: '/api/posts?size=100', token: stranger.accessToken })).json();
    const ids = feed.content.map((post: { id: number }) => post.id);
    expect(ids).toContain(publicPost.id);
    expect(ids).not.toContain(privatePost.id);
    const byUser = (await ctx.request({ method: 'GET', url: `/api/users/posts/${priv.member.id}` })).json();
    expect(byUser.content).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: '/api/posts/999999' })).json()).toMatchObject({
      status: 404,
      message: POST_MSG.notFound,
    });
  });
});

describe('PUT and DELETE /api/posts/{id}', () => {
  it('lets the author edit, ignoring any userId in the query', async () => {
    const { owner, member, group } = await groupWithMember();
    const post = await buildPost(ctx, { author: member, groupId: group.id });
    const put = (user: TestUser) =>
      ctx.request({
        method: 'PUT',
        url: `/api/posts/${post.id}?userId=${owner.id}`,
        token: user.accessToken,
        payload: { content: '수정했어요' },
      });
    expect((await put(owner)).json()).toMatchObject({ status: 403, message: POST_MSG.authorOnlyEdit });
    expect((await put(member)).json()).toMatchObject({ content: '수정했어요' });
    expect((await ctx.request({ method: 'PUT', url: `/api/posts/${post.id}`, payload: { content: 'x' } })).statusCode).toBe(401);
  });

  it('lets the author or the group owner delete, nobody else', async () => {
    const { owner, member, group } = await groupWithMember();
    const other = await buildUser(ctx);
    await joinAs(ctx, other, group.id);
    const first = await buildPost(ctx, { author: member, groupId: group.id });
    const second = await buildPost(ctx, { author: member, groupId: group.id });
    const remove = (user: TestUser, id: number) =>
      ctx.request({ method: 'DELETE', url: `/api/posts/${id}?userId=${member.id}`, token: user.accessToken });
    expect((await remove(other, first.id)).json()).toMatchObject({ status: 403, message: POST_MSG.authorOrOwnerDelete });
    expect((await remove(member, first.id)).statusCode).toBe(200);
    expect((await remove(owner, second.id)).statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(posts).where(eq(posts.groupId, group.id))).toEqual([]);
    expect((await remove(owner, second.id)).statusCode).toBe(404);
  });
});

describe('likes', () => {
  it('are idempotent, answer the new state and notify the author once', async () => {
    const { owner, member, group } = await groupWithMember();
    const post = await buildPost(ctx, { author: member, groupId: group.id });
    const like = () => ctx.request({ method: 'POST', url: `/api/posts/${post.id}/like`, token: owner.accessToken });
    expect((await like()).json()).toEqual({ isLiked: true, likeCount: 1 });
    expect((await like()).json()).toEqual({ isLiked: true, likeCount: 1 });
    const sent = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(sent.filter((row) => row.type === 'POST_LIKE')).toEqual([expect.objectContaining({ relatedType: 'POST', relatedId: post.id })]);
    const unlike = () => ctx.request({ method: 'DELETE', url: `/api/posts/${post.id}/like`, token: owner.accessToken });
    expect((await unlike()).json()).toEqual({ isLiked: false, likeCount: 0 });
    expect((await unlike()).json()).toEqual({ isLiked: false, likeCount: 0 });
  });

  it('never notify the author of their own like', async () => {
    const { member, group } = await groupWithMember();
    const post = await buildPost(ctx, { author: member, groupId: group.id });
    await ctx.request({ method: 'POST', url: `/api/posts/${post.id}/like`, token: member.accessToken });
    expect(await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, member.id))).toEqual([]);
  });

  it('need membership: guests 401, strangers 403', async () => {
    const priv = await groupWithMember(false);
    const post = await buildPost(ctx, { author: priv.member, groupId: priv.group.id });
    expect((await ctx.request({ method: 'POST', url: `/api/posts/${post.id}/like` })).json()).toMatchObject({
      status: 401,
      message: MSG.unauthorized,
    });
    const stranger = await buildUser(ctx);
    expect((await ctx.request({ method: 'POST', url: `/api/posts/${post.id}/like`, token: stranger.accessToken })).statusCode).toBe(403);
    const pub = await groupWithMember(true);
    const publicPost = await buildPost(ctx, { author: pub.member, groupId: pub.group.id });
    expect(
      (await ctx.request({ method: 'POST', url: `/api/posts/${publicPost.id}/like`, token: stranger.accessToken })).json().message,
    ).toBe(POST_MSG.membersOnlyReact);
  });

  it('stay exact under 50 concurrent likes and unlikes', async () => {
    const { owner, group } = await groupWithMember();
    const likers = await Promise.all(Array.from({ length: 25 }, () => buildUser(ctx)));
    for (const liker of likers) await joinAs(ctx, liker, group.id);
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    const url = `/api/posts/${post.id}/like`;
    await Promise.all(
      likers.flatMap((liker) => [
        ctx.request({ method: 'POST', url, token: liker.accessToken }),
        ctx.request({ method: 'POST', url, token: liker.accessToken }),
      ]),
    );
    const [afterLikes] = await ctx.deps.db.select().from(posts).where(eq(posts.id, post.id));
    expect(afterLikes?.likeCount).toBe(25);
    await Promise.all(
      likers
        .slice(0, 10)
        .flatMap((liker) => [
          ctx.request({ method: 'DELETE', url, token: liker.accessToken }),
          ctx.request({ method: 'DELETE', url, token: liker.accessToken }),
        ]),
    );
    const [afterUnlikes] = await ctx.deps.db.select().from(posts).where(eq(posts.id, post.id));
    expect(afterUnlikes?.likeCount).toBe(15);
  });
});
