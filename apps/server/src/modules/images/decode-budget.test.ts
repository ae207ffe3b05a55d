import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { setupOtherApps } from '../../../test/other-app.ts';
import { uploads } from '../../db/schema.ts';
import { DECODE_BUSY_MESSAGE, DECODE_QUEUE, DECODE_SLOTS, decodePool, UPLOAD_IN_PROGRESS_MESSAGE } from './decode-pool.ts';
import { MEGAPIXELS_SPENT } from './images.service.ts';

// Contract §6: decoding is bounded per process (2 at once, a short queue, then 503), per user
// (one upload request at a time, 300 decoded megapixels per 10 minutes; 3 here so that a few
// one-megapixel photos reach it). The pool's slots are taken by the test itself, so what waits
// and what is refused does not depend on how fast this machine decodes.
const ctx = setupTestApp({ WRITE_LIMIT_MEGAPIXELS: '3/10m' });
const buildOtherApp = setupOtherApps(ctx);

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();

async function uploadForm(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function upload(user: TestUser, bytes: Buffer, app = ctx.app) {
  const form = await uploadForm(bytes);
  return app.inject({
    method: 'POST',
    url: '/api/images/upload/post',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${user.accessToken}` },
  });
}

const rowsOf = (userId: number) => ctx.deps.db.select().from(uploads).where(eq(uploads.userId, userId));

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(condition()).toBe(true);
}

/** Takes every decode slot as a long upload would; the returned function gives them back. */
async function occupyPool() {
  for (let i = 0; i < DECODE_SLOTS; i++) await decodePool.acquire();
  return () => {
    for (let i = 0; i < DECODE_SLOTS; i++) decodePool.release();
  };
}

describe('decoding budget', () => {
  it('answers a second concurrent upload of one user 429 while the first waits; the first is then stored', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const small = await jpeg(64, 64);
    const freePool = await occupyPool();
    const first = upload(user, small);
    await until(() => decodePool.state().waiting === 1);
    const second = await upload(user, small);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject({ status: 429, message: UPLOAD_IN_PROGRESS_MESSAGE });
    expect(Number(second.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Someone else is not refused for it: they wait in the queue too.
    const others = upload(other, small);
    await until(() => decodePool.state().waiting === 2);
    freePool();
    expect((await first).statusCode).toBe(200);
    expect((await others).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // Done: the user may upload again.
    expect((await upload(user, small)).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After once the slots are taken and the queue is full, charging nothing', async () => {
    const small = await jpeg(64, 64);
    const waiting = await Promise.all(Array.from({ length: DECODE_QUEUE }, () => buildUser(ctx)));
    const refusedUser = await buildUser(ctx);
    const freePool = await occupyPool();
    const queued = waiting.map((user) => upload(user, small));
    await until(() => decodePool.state().waiting === DECODE_QUEUE);
    const refused = await upload(refusedUser, small);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ status: 503, error: 'Service Unavailable', message: DECODE_BUSY_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    freePool();
    expect((await Promise.all(queued)).map((answer) => answer.statusCode)).toEqual(waiting.map(() => 200));
    expect(await rowsOf(refusedUser.id)).toEqual([]);
    expect(decodePool.state()).toMatchObject({ running: 0, waiting: 0 });
    // The refusal cost no megapixels: the whole budget (3) is still there.
    for (let i = 0; i < 3; i++) expect((await upload(refusedUser, small)).statusCode).toBe(200);
  });

  it("refuses an upload past the user's decoded megapixels with 429 and Retry-After, before decoding, storing nothing", async () => {
    const user = await buildUser(ctx);
    const onePixel = await jpeg(1000, 1000); // 1 MP
    const twoPixels = await jpeg(1500, 1200); // 1.8 MP, counted as 2
    expect((await upload(user, onePixel)).statusCode).toBe(200);
    expect((await upload(user, onePixel)).statusCode).toBe(200);
    const over = await upload(user, twoPixels);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, message: MEGAPIXELS_SPENT });
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await rowsOf(user.id)).toHaveLength(2);
    expect((await upload(user, onePixel)).statusCode).toBe(200);
    expect((await upload(user, onePixel)).statusCode).toBe(429);
    expect(await rowsOf(user.id)).toHaveLength(3);
    // The budget is the user's own.
    expect((await upload(await buildUser(ctx), twoPixels)).statusCode).toBe(200);
  });

  it.runIf(process.env.REDIS_URL)('shares the megapixel budget between instances through Redis', async () => {
    const other = await buildOtherApp({ WRITE_LIMIT_MEGAPIXELS: '3/10m' });
    const user = await buildUser(ctx);
    const photo = await jpeg(1000, 1000);
    for (let i = 0; i < 3; i++) expect((await upload(user, photo, i % 2 ? other : ctx.app)).statusCode).toBe(200);
    expect((await upload(user, photo, other)).statusCode).toBe(429);
    expect((await upload(user, photo)).statusCode).toBe(429);
  });
});
