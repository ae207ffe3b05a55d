import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs, type TestUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { uploads } from '../../db/schema.ts';

// Finding 15: one upload URL may be used in several places (a profile photo and a post); deleting
// or editing the post must not take the file from under the others.
const ctx = setupTestApp();

const fileOf = (url: string) => path.join(ctx.deps.config.dataDir, 'uploads', url.slice('/uploads/'.length));
const rowOf = async (url: string) => (await ctx.deps.db.select().from(uploads).where(eq(uploads.url, url)))[0];
const served = async (url: string) => (await ctx.request({ method: 'GET', url })).statusCode;

async function postWith(author: TestUser, groupId: number, imageUrls: string[]) {
  const response = await ctx.request({
    method: 'POST',
    url: '/api/posts',
    token: author.accessToken,
    payload: { groupId, content: '같은 사진', imageUrls },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

async function setup() {
  const owner = await buildUser(ctx);
  const member = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner });
  await joinAs(ctx, member, group.id);
  return { owner, member, group };
}

describe('post images that are used elsewhere', () => {
  it("keeps the member's profile photo when the group owner deletes the member's post that shows it", async () => {
    const { owner, member, group } = await setup();
    const url = await uploadImage(ctx, member, 'profile');
    const profile = await ctx.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: member.accessToken,
      payload: { profileImage: url },
    });
    expect(profile.statusCode).toBe(200);
    const postId = await postWith(member, group.id, [url]);

    const removed = await ctx.request({ method: 'DELETE', url: `/api/posts/${postId}`, token: owner.accessToken });
    expect(removed.statusCode).toBe(200);
    expect(await served(url)).toBe(200);
    expect(existsSync(fileOf(url))).toBe(true);
    expect(await rowOf(url)).toMatchObject({ userId: member.id });
  });

  it('keeps an image another post of the author still shows when one post drops it (edit) or goes (delete)', async () => {
    const { member, group } = await setup();
    const shared = await uploadImage(ctx, member, 'post');
    const first = await postWith(member, group.id, [shared]);
    const second = await postWith(member, group.id, [shared]);
    const edited = await ctx.request({ method: 'PUT', url: `/api/posts/${first}`, token: member.accessToken, payload: { imageUrls: [] } });
    expect(edited.statusCode).toBe(200);
    expect(await served(shared)).toBe(200);
    // Once no one shows it any more, deleting the last post removes the file and its row.
    expect((await ctx.request({ method: 'DELETE', url: `/api/posts/${second}`, token: member.accessToken })).statusCode).toBe(200);
    expect(existsSync(fileOf(shared))).toBe(false);
    expect(await rowOf(shared)).toBeUndefined();
  });

  it("keeps a group cover and a chat image that a deleted post also showed; removes the post's own image", async () => {
    const { owner, group } = await setup();
    const cover = await uploadImage(ctx, owner, 'group');
    expect(
      (await ctx.request({ method: 'PUT', url: `/api/groups/${group.id}`, token: owner.accessToken, payload: { imageUrl: cover } }))
        .statusCode,
    ).toBe(200);
    const chatImage = await uploadImage(ctx, owner, 'post');
    const sent = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: owner.accessToken,
      payload: { message: chatImage, messageType: 'IMAGE' },
    });
    expect(sent.statusCode).toBe(201);
    const own = await uploadImage(ctx, owner, 'post');
    const postId = await postWith(owner, group.id, [cover, chatImage, own]);

    expect((await ctx.request({ method: 'DELETE', url: `/api/posts/${postId}`, token: owner.accessToken })).statusCode).toBe(200);
    expect(await served(cover)).toBe(200);
    expect(await served(chatImage)).toBe(200);
    expect(existsSync(fileOf(own))).toBe(false);
    expect(await rowOf(own)).toBeUndefined();
  });
});
