import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { runJob } from '../../../test/jobs.ts';
import { uploads } from '../../db/schema.ts';
import { orphanUploadSweepJob, sweepOrphanUploads } from './orphan-sweeper.ts';
import type { ImageStorage } from './storage.ts';

const ctx = setupTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const fileOf = (url: string) => path.join(ctx.deps.config.dataDir, 'uploads', url.slice('/uploads/'.length));

/** Which of these URLs still have their `uploads` row. */
async function rowsLeft(urls: string[]): Promise<string[]> {
  const rows = await ctx.deps.db.select({ url: uploads.url }).from(uploads).where(inArray(uploads.url, urls));
  return rows.map((row) => row.url).sort();
}

/**
 * Makes these uploads look two days old. On PostgreSQL every test file of a run shares one
 * database, so the sweeps here use a one-day minimum age and only ever reach the uploads this
 * file aged, never the fresh ones another file is in the middle of using.
 */
async function age(urls: string[], by = '2 days') {
  await ctx.deps.db
    .update(uploads)
    .set({ createdAt: sql`now() - ${by}::interval` })
    .where(inArray(uploads.url, urls));
}

const sweep = (options: { minAgeMs: number; batchSize?: number }, storage = ctx.deps.storage) =>
  sweepOrphanUploads({ db: ctx.deps.db, log: ctx.deps.log, storage }, options);

describe('sweepOrphanUploads', () => {
  it('deletes only the upload nothing refers to: profile, post, group cover and chat images stay, even a deleted message’s', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const profile = await uploadImage(ctx, owner, 'profile');
    const inPost = await uploadImage(ctx, owner, 'post');
    const cover = await uploadImage(ctx, owner, 'group');
    const inChat = await uploadImage(ctx, owner, 'post');
    const inDeletedChat = await uploadImage(ctx, owner, 'post');
    const unattached = await uploadImage(ctx, owner, 'post');

    const put = (url: string, payload: Record<string, unknown>) => ctx.request({ method: 'PUT', url, token: owner.accessToken, payload });
    const post = (url: string, payload: Record<string, unknown>) => ctx.request({ method: 'POST', url, token: owner.accessToken, payload });
    expect((await put('/api/users/profile', { profileImage: profile })).statusCode).toBe(200);
    expect((await post('/api/posts', { groupId: group.id, content: '사진 한 장', imageUrls: [inPost] })).statusCode).toBe(201);
    expect((await put(`/api/groups/${group.id}`, { imageUrl: cover })).statusCode).toBe(200);
    const chat = `/api/groups/${group.id}/chat/messages`;
    expect((await post(chat, { message: inChat, messageType: 'IMAGE' })).statusCode).toBe(201);
    const deletedMessage = await post(chat, { message: inDeletedChat, messageType: 'IMAGE' });
    expect(deletedMessage.statusCode).toBe(201);
    const deleted = await ctx.request({ method: 'DELETE', url: `${chat}/${deletedMessage.json().id}`, token: owner.accessToken });
    expect(deleted.statusCode).toBe(200);

    const attached = [profile, inPost, cover, inChat, inDeletedChat];
    const all = [...attached, unattached];
    await age(all);
    for (const url of all) expect(existsSync(fileOf(url)), url).toBe(true);

    const result = await sweep({ minAgeMs: DAY });

    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await rowsLeft(all)).toEqual([...attached].sort());
    expect(existsSync(fileOf(unattached))).toBe(false);
    for (const url of attached) expect(existsSync(fileOf(url)), url).toBe(true);
  });

  it('keeps an unattached upload younger than the minimum age, and deletes it once it is older', async () => {
    const user = await buildUser(ctx);
    const fresh = await uploadImage(ctx, user);

    await sweep({ minAgeMs: HOUR });
    expect(await rowsLeft([fresh])).toEqual([fresh]);
    expect(existsSync(fileOf(fresh))).toBe(true);

    await age([fresh], '2 hours');
    await sweep({ minAgeMs: HOUR });
    expect(await rowsLeft([fresh])).toEqual([]);
    expect(existsSync(fileOf(fresh))).toBe(false);
  });

  it('deletes the row of a file already gone, and goes on past a storage that fails to remove one', async () => {
    const user = await buildUser(ctx);
    const missing = await uploadImage(ctx, user);
    const failing = await uploadImage(ctx, user);
    const healthy = await uploadImage(ctx, user);
    await rm(fileOf(missing));
    await age([missing, failing, healthy]);
    const storage: ImageStorage = {
      owns: (url: string) => ctx.deps.storage.owns(url),
      put: (key: string, bytes: Buffer, contentType: string) => ctx.deps.storage.put(key, bytes, contentType),
      remove: async (url: string) => {
        if (url === failing) throw new Error('storage unavailable');
        await ctx.deps.storage.remove(url);
      },
    };

    await expect(sweep({ minAgeMs: DAY }, storage)).resolves.toMatchObject({ deleted: expect.any(Number) });

    expect(await rowsLeft([missing, failing, healthy])).toEqual([]);
    expect(existsSync(fileOf(healthy))).toBe(false);
    // The failed removal is only logged: the file stays behind, the row is gone either way.
    expect(existsSync(fileOf(failing))).toBe(true);
  });

  it('works through batches until none is left', async () => {
    const user = await buildUser(ctx);
    const orphans: string[] = [];
    for (let index = 0; index < 5; index++) orphans.push(await uploadImage(ctx, user));
    await age(orphans);

    const result = await sweep({ minAgeMs: DAY, batchSize: 2 });

    expect(result.deleted).toBeGreaterThanOrEqual(5);
    expect(await rowsLeft(orphans)).toEqual([]);
    for (const url of orphans) expect(existsSync(fileOf(url)), url).toBe(false);
  });
});

describe('the hourly sweep job', () => {
  it('runs on the job queue: the day-old unattached upload goes (row and file), a fresh one and an attached one stay', async () => {
    const user = await buildUser(ctx);
    const orphan = await uploadImage(ctx, user);
    const fresh = await uploadImage(ctx, user);
    const attached = await uploadImage(ctx, user, 'profile');
    expect(
      (await ctx.request({ method: 'PUT', url: '/api/users/profile', token: user.accessToken, payload: { profileImage: attached } }))
        .statusCode,
    ).toBe(200);
    await age([orphan, attached]);

    expect(await runJob(ctx, orphanUploadSweepJob, {})).toBe('completed');

    expect(await rowsLeft([orphan, fresh, attached])).toEqual([attached, fresh].sort());
    expect(existsSync(fileOf(orphan))).toBe(false);
    expect(existsSync(fileOf(fresh))).toBe(true);
    expect(existsSync(fileOf(attached))).toBe(true);
  });
});
