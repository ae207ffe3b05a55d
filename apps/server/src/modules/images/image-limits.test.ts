import { randomBytes } from 'node:crypto';
import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { uploads } from '../../db/schema.ts';

// Contract §16: at most 100 frames an animated image, 50 megapixels decoded per request, and a
// per-user storage quota (1 MB here, so a few noisy photos reach it).
const ctx = setupTestApp({ UPLOAD_QUOTA_MB: '1' });

async function upload(user: TestUser, kind: string, files: { bytes: Buffer; type: string }[]) {
  const form = new FormData();
  const field = files.length > 1 ? 'files' : 'file';
  for (const [index, file] of files.entries()) {
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), `image-${index}.${file.type.split('/')[1]}`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return ctx.request({
    method: 'POST',
    url: `/api/images/upload/${kind}`,
    token: user.accessToken,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

/** A 1×1 animated GIF of `frames` frames, written byte by byte (a few bytes to send, any number of frames to decode). */
function animatedGif(frames: number): Buffer {
  const hex = (text: string) => Buffer.from(text.replaceAll(' ', ''), 'hex');
  const header = Buffer.concat([
    Buffer.from('GIF89a'),
    hex('0100 0100 80 00 00 000000 ffffff 21 ff 0b'),
    Buffer.from('NETSCAPE2.0'),
    hex('03 01 0000 00'),
  ]);
  const frame = hex('21 f9 04 00 0a00 00 00 2c 0000 0000 0100 0100 00 02 02 4401 00');
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame), hex('3b')]);
}

const rowsOf = (userId: number) => ctx.deps.db.select().from(uploads).where(eq(uploads.userId, userId));

describe('image limits', () => {
  it('takes an animated GIF of 100 frames and refuses one of 101 with 400 in Korean, storing nothing', async () => {
    const user = await buildUser(ctx);
    expect((await sharp(animatedGif(101)).metadata()).pages).toBe(101);
    const refused = await upload(user, 'post', [{ bytes: animatedGif(101), type: 'image/gif' }]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.imageTooManyFrames);
    expect(await rowsOf(user.id)).toEqual([]);
    const taken = await upload(user, 'post', [{ bytes: animatedGif(100), type: 'image/gif' }]);
    expect(taken.statusCode).toBe(200);
  });

  it('refuses three 17-megapixel images in one request (52 MP decoded) with 413 and stores none; two pass', async () => {
    const user = await buildUser(ctx);
    const big = await sharp({ create: { width: 4_160, height: 4_160, channels: 3, background: '#88aa44' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const file = { bytes: big, type: 'image/png' };
    const refused = await upload(user, 'post', [file, file, file]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(MSG.imagesTooManyPixels);
    expect(await rowsOf(user.id)).toEqual([]);
    const taken = await upload(user, 'post', [file, file]);
    expect(taken.statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(2);
  }, 60_000);

  it("refuses an upload past the user's storage quota with 413 in Korean; deleting an image makes room again", async () => {
    const user = await buildUser(ctx);
    // Noise does not compress: each re-encoded JPEG keeps a few hundred kilobytes.
    const noisy = () =>
      sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
        .jpeg({ quality: 95 })
        .toBuffer();
    const statuses: number[] = [];
    let refusal: { statusCode: number; message: string } | undefined;
    for (let i = 0; i < 10 && !refusal; i++) {
      const response = await upload(user, 'post', [{ bytes: await noisy(), type: 'image/jpeg' }]);
      statuses.push(response.statusCode);
      if (response.statusCode !== 200) refusal = { statusCode: response.statusCode, message: response.json().message };
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect(refusal).toEqual({ statusCode: 413, message: MSG.uploadQuotaExceeded });
    const rows = await rowsOf(user.id);
    expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(1024 * 1024);

    const [first] = rows;
    if (!first) throw new Error('no upload stored');
    const removed = await ctx.request({
      method: 'DELETE',
      url: `/api/images?imageUrl=${encodeURIComponent(first.url)}`,
      token: user.accessToken,
    });
    expect(removed.statusCode).toBe(200);
    const small = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366ff' } })
      .jpeg()
      .toBuffer();
    expect((await upload(user, 'profile', [{ bytes: small, type: 'image/jpeg' }])).statusCode).toBe(200);
    // Someone else's budget is their own.
    expect((await upload(await buildUser(ctx), 'profile', [{ bytes: small, type: 'image/jpeg' }])).statusCode).toBe(200);
  }, 60_000);
});
