import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { S3_TEST_BUCKET, startS3, type TestS3 } from '../../../test/s3-server.ts';
import { freePort } from '../../../test/server-processes.ts';
import { createImageStorage } from './storage.ts';
import { S3ImageStorage } from './storage-s3.ts';

// The app reads its S3_* settings when its own beforeAll runs, after this one has started s3rver.
let s3: TestS3;
const env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startS3();
  Object.assign(env, s3.env);
});
let isS3Closed = false;
afterAll(async () => {
  if (!isS3Closed) await s3?.close();
});

const ctx = setupTestApp(env, { listen: true });

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();

async function upload(token: string, kind = 'post'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'photo.jpg');
  return fetch(`${ctx.baseUrl}/api/images/upload/${kind}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
}

const keyOf = (url: string) => url.slice('/uploads/'.length);

describe('S3 image storage (s3rver on loopback)', () => {
  it('stores an upload in the bucket, serves it back byte for byte at /uploads, and deletes it', async () => {
    const user = await buildUser(ctx);
    const response = await upload(user.accessToken);
    expect(response.status).toBe(200);
    const { imageUrl } = (await response.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(/^\/uploads\/post\/[0-9a-f-]{36}\.jpg$/);

    const stored = await s3.read(keyOf(imageUrl));
    expect(stored).not.toBeNull();
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).format).toBe('jpeg');
    expect(existsSync(path.join(ctx.deps.config.dataDir, 'uploads', keyOf(imageUrl)))).toBe(false);

    const served = await fetch(`${ctx.baseUrl}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored ?? Buffer.alloc(0))).toBe(true);

    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/images?imageUrl=${encodeURIComponent(imageUrl)}`,
      token: user.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.exists(keyOf(imageUrl))).toBe(false);
    expect((await fetch(`${ctx.baseUrl}${imageUrl}`)).status).toBe(404);
  });

  it('accepts its URLs for chat images and profiles, and refuses URLs it did not issue', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const { imageUrl } = (await (await upload(owner.accessToken, 'profile')).json()) as { imageUrl: string };
    const chat = (message: string) =>
      ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/chat/messages`,
        token: owner.accessToken,
        payload: { message, messageType: 'IMAGE' },
      });
    expect((await chat(imageUrl)).statusCode).toBe(201);
    expect((await chat('https://evil.example/post/x.jpg')).statusCode).toBe(400);
    const profile = await ctx.request({
      method: 'PUT',
      url: '/api/users/profile',
      token: owner.accessToken,
      payload: { profileImage: imageUrl },
    });
    expect(profile.statusCode).toBe(200);
    expect(ctx.deps.storage.owns('/uploads/../secret.jpg')).toBe(false);
  });

  it('answers 404 for a missing object and for a key the server never makes', async () => {
    expect((await fetch(`${ctx.baseUrl}/uploads/post/${randomUUID()}.jpg`)).status).toBe(404);
    expect((await fetch(`${ctx.baseUrl}/uploads/post/..%2F..%2Fsecret`)).status).toBe(404);
  });

  it('with S3_PUBLIC_URL answers absolute URLs under it, and still owns the relative form', async () => {
    const publicUrl = 'https://images.example.com/dongne';
    const storage = new S3ImageStorage({
      endpoint: s3.env.S3_ENDPOINT ?? '',
      bucket: S3_TEST_BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl,
    });
    const key = `group/${randomUUID()}.png`;
    const url = await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(url).toBe(`${publicUrl}/${key}`);
    expect(storage.owns(url)).toBe(true);
    expect(storage.owns(`/uploads/${key}`)).toBe(true);
    expect(storage.owns(`https://images.example.com/other/${key}`)).toBe(false);
    expect(await s3.exists(key)).toBe(true);
    await storage.remove(url);
    expect(await s3.exists(key)).toBe(false);
  });

  // Last in this file: it stops the bucket's server.
  it('at start, a bucket that does not answer is a degraded start; one that refuses the bucket stops it (contract §15)', async () => {
    const s3Config = {
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: S3_TEST_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY ?? '',
      secretAccessKey: env.S3_SECRET_KEY ?? '',
      region: 'us-east-1',
    };
    const unreachable: Error[] = [];
    const offline = await createImageStorage(
      { dataDir: '', s3: { ...s3Config, endpoint: `http://127.0.0.1:${await freePort()}` } },
      (reason) => unreachable.push(reason),
    );
    expect(offline.ping).toBeDefined();
    expect(unreachable).toHaveLength(1);
    expect(unreachable[0]?.message).toMatch(new RegExp(`S3 bucket "${S3_TEST_BUCKET}" at .* is not usable`));
    // S3 answers, and says no: a bad value, which fails the start whatever the caller asked.
    await expect(
      createImageStorage({ dataDir: '', s3: { ...s3Config, bucket: 'no-such-bucket' } }, (reason) => unreachable.push(reason)),
    ).rejects.toThrow(/no-such-bucket.*HTTP 404/);
    expect(unreachable).toHaveLength(1);
  });

  it('names S3 in readiness: ok while the bucket answers, 200 degraded with s3 down once it does not', async () => {
    const ready = await fetch(`${ctx.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', s3: 'ok' } });
    isS3Closed = true;
    await s3.close();
    const down = await fetch(`${ctx.baseUrl}/api/health/ready`);
    // The service runs without uploads for a while (contract §15): the database alone decides readiness.
    expect(down.status).toBe(200);
    expect(await down.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', s3: 'down' }, degraded: ['s3'] });
  });
});
