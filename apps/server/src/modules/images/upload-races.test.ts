import { existsSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@dongne/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupWithMember, buildPost, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { posts, uploads, users } from '../../db/schema.ts';
import { isUploadGone } from '../../lib/db-errors.ts';
import { sweepOrphanUploads } from './orphan-sweeper.ts';

// Nothing a user attached may ever lose its file. An attach marks the upload
// row in its own transaction (triggers, migration 0017); the sweep and a post's discard delete a
// row only if nobody marked it since they read it, and an attach whose upload went meanwhile fails.
const ctx = setupTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);
const fileOf = (url: string) => path.join(ctx.deps.config.dataDir, 'uploads', url.slice('/uploads/'.length));
const rowOf = async (url: string) => (await ctx.deps.db.select().from(uploads).where(eq(uploads.url, url)))[0];
const age = (urls: string[]) =>
  ctx.deps.db.update(uploads).set({ createdAt: sql`now() - interval '2 days'` }).where(inArray(uploads.url, urls));
const sweep = () => sweepOrphanUploads({ db: ctx.deps.db, log: ctx.deps.log, storage: ctx.deps.storage }, { minAgeMs: 24 * 3_600_000 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an attach whose upload is deleted between its check and its write', () => {
  it('fails (409 through the API, DN001 in the database) and stores no reference, for posts, profiles, covers and chat', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    const url = await uploadImage(ctx, owner, 'post');
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    // The request checked the row; the sweep deleted it (and will remove the file) before the write.
    await ctx.deps.db.delete(uploads).where(eq(uploads.url, url));
    const attempts = [
      () =>
        ctx.deps.db
          .update(posts)
          .set({ imageUrls: [url] })
          .where(eq(posts.id, post.id)),
      () => ctx.deps.db.update(users).set({ profileImage: url }).where(eq(users.id, owner.id)),
      () => ctx.deps.db.execute(sql`update groups set image_url = ${url} where id = ${group.id}`),
      () =>
        ctx.deps.db.execute(
          sql`insert into chat_messages (room_id, sender_id, content, message_type)
              select r.id, ${owner.id}, ${url}, 'IMAGE' from chat_rooms r where r.group_id = ${group.id}`,
        ),
    ];
    for (const attempt of attempts) {
      const outcome = await attempt().then(
        () => null,
        (error: unknown) => error,
      );
      expect(isUploadGone(outcome)).toBe(true);
    }
    const [after] = await ctx.deps.db.select().from(posts).where(eq(posts.id, post.id));
    expect(after?.imageUrls).toEqual([]);
    const [me] = await ctx.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(me?.profileImage).toBeNull();
  });

  it('answers 409 with a Korean message, not 500, when the API request loses the race', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    const url = await uploadImage(ctx, owner, 'post');
    const marker = `경쟁-${crypto.randomUUID()}`;
    const name = `race_${crypto.randomUUID().replaceAll('-', '')}`;
    // Between the service's check and its insert, "the sweep" deletes the row: a trigger of this
    // test, firing only for this test's post, does it just before the insert.
    await ctx.deps.db.execute(
      sql.raw(`create function ${name}() returns trigger language plpgsql as $$
        begin delete from uploads where url = '${url}'; return new; end $$`),
    );
    await ctx.deps.db.execute(
      sql.raw(`create trigger ${name} before insert on posts for each row
        when (new.content = '${marker}') execute function ${name}()`),
    );
    try {
      const created = await ctx.request({
        method: 'POST',
        url: '/api/posts',
        token: owner.accessToken,
        payload: { groupId: group.id, content: marker, imageUrls: [url] },
      });
      expect(created.json()).toMatchObject({ status: 409, message: MSG.uploadGone });
      expect(await ctx.deps.db.select().from(posts).where(eq(posts.content, marker))).toEqual([]);
      expect(await rowOf(url)).toBeDefined();
    } finally {
      await ctx.deps.db.execute(sql.raw(`drop trigger ${name} on posts`));
      await ctx.deps.db.execute(sql.raw(`drop function ${name}()`));
    }
  });

  it('an attach marks the upload it shows (use_version moves)', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    const url = await uploadImage(ctx, owner, 'post');
    const before = (await rowOf(url))?.useVersion ?? 0;
    const created = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: owner.accessToken,
      payload: { groupId: group.id, content: '사진 한 장', imageUrls: [url] },
    });
    expect(created.statusCode).toBe(201);
    expect((await rowOf(url))?.useVersion).toBe(before + 1);
  });
});

describe.runIf(isPostgres)('racing on PostgreSQL (two connections)', () => {
  it('a sweep that meets an attach in flight waits for it and keeps the row and the file', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    const url = await uploadImage(ctx, owner, 'post');
    await age([url]);
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    let sweeping: Promise<{ deleted: number }> | undefined;
    await ctx.deps.db.transaction(async (tx) => {
      // The attach: the post now shows the image, not yet committed (its trigger marked the row).
      await tx
        .update(posts)
        .set({ imageUrls: [url] })
        .where(eq(posts.id, post.id));
      sweeping = sweep();
      await sleep(300);
    });
    await sweeping;
    expect(await rowOf(url)).toBeDefined();
    expect(existsSync(fileOf(url))).toBe(true);
  });

  it('a sweep that deleted the row first makes the attach fail, so no post shows a removed file', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    const url = await uploadImage(ctx, owner, 'post');
    await age([url]);
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    let outcome: Promise<unknown> | undefined;
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`delete from uploads where url = ${url}`);
      outcome = ctx.deps.db
        .update(posts)
        .set({ imageUrls: [url] })
        .where(eq(posts.id, post.id))
        .then(
          () => null,
          (error: unknown) => error,
        );
      await sleep(300);
    });
    // The attach waited for the deleting transaction, then found the row gone.
    expect(isUploadGone(await outcome)).toBe(true);
    const [after] = await ctx.deps.db.select().from(posts).where(eq(posts.id, post.id));
    expect(after?.imageUrls).toEqual([]);
  });

  it('a post delete’s discard that meets the same image becoming a profile photo keeps it', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    const url = await uploadImage(ctx, owner, 'post');
    const created = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: owner.accessToken,
      payload: { groupId: group.id, content: '곧 지울 글', imageUrls: [url] },
    });
    expect(created.statusCode).toBe(201);
    let removing: Promise<unknown> | undefined;
    await ctx.deps.db.transaction(async (tx) => {
      await tx.update(users).set({ profileImage: url }).where(eq(users.id, owner.id));
      removing = ctx.request({ method: 'DELETE', url: `/api/posts/${created.json().id}`, token: owner.accessToken });
      await sleep(400);
    });
    expect(((await removing) as { statusCode: number }).statusCode).toBe(200);
    expect(await rowOf(url)).toBeDefined();
    expect(existsSync(fileOf(url))).toBe(true);
    expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('many sweeps racing many attaches: every image any row shows has its upload row and its file', async () => {
    const { owner, group } = await buildGroupWithMember(ctx);
    // One after another: a user's second concurrent upload is refused (contract §6).
    const urls: string[] = [];
    for (let i = 0; i < 12; i++) urls.push(await uploadImage(ctx, owner, 'post'));
    await age(urls);
    const postIds = await Promise.all(urls.map(async () => (await buildPost(ctx, { author: owner, groupId: group.id })).id));
    const attaches = urls.map((url, index) =>
      ctx.deps.db
        .update(posts)
        .set({ imageUrls: [url] })
        .where(eq(posts.id, postIds[index] as number))
        .then(
          () => 'attached',
          (error: unknown) => (isUploadGone(error) ? 'refused' : Promise.reject(error)),
        ),
    );
    await Promise.all([...attaches, sweep(), sweep(), sweep()]);
    const shown = await ctx.deps.db.select().from(posts).where(inArray(posts.id, postIds));
    for (const row of shown) {
      for (const url of row.imageUrls) {
        expect(await rowOf(url)).toBeDefined();
        expect(existsSync(fileOf(url))).toBe(true);
      }
    }
  });
});
