import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES, MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { uploads } from '../../db/schema.ts';

const ctx = setupTestApp();

type Part = { field?: string; bytes: Buffer; filename?: string; type?: string };

/** A multipart/form-data body assembled by the platform's own FormData, as a browser would send it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    form.append(
      part.field ?? 'file',
      new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/jpeg' }),
      part.filename ?? 'photo.jpg',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

async function upload(kind: string, parts: Part[], token?: string) {
  return ctx.request({ method: 'POST', url: `/api/images/upload/${kind}`, token, ...(await multipart(parts)) });
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 220, g: 120, b: 40 } } });
const exif = { IFD0: { Copyright: 'x', Artist: '홍길동' } };
const jpeg = (width = 64, height = 48) => solid(width, height).jpeg().withMetadata({ exif }).toBuffer();
const png = () => solid(40, 30).png().withMetadata({ exif }).toBuffer();
const gif = () => solid(40, 30).gif().toBuffer();
const webp = () => solid(40, 30).webp().withMetadata({ exif }).toBuffer();

const fileOf = (url: string) => path.join(ctx.deps.config.dataDir, 'uploads', url.slice('/uploads/'.length));
const rowsOf = (userId: number) => ctx.deps.db.select().from(uploads).where(eq(uploads.userId, userId));
const SERVER_NAME = (kind: string, ext: string) =>
  new RegExp(`^/uploads/${kind}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.${ext}$`);

async function uploaded(user: TestUser, kind = 'profile'): Promise<string> {
  const response = await upload(kind, [{ bytes: await jpeg() }], user.accessToken);
  expect(response.statusCode).toBe(200);
  return response.json().imageUrl;
}

describe('POST /api/images/upload/{kind}', () => {
  it('answers 401 without a token and stores nothing', async () => {
    const response = await upload('profile', [{ bytes: await jpeg() }]);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, message: MSG.unauthorized });
  });

  it('re-encodes a JPEG without its EXIF under a server-made name, and records the uploader', async () => {
    const user = await buildUser(ctx);
    const original = await jpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload('profile', [{ bytes: original, filename: '../../../etc/passwd.jpg' }], user.accessToken);
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(SERVER_NAME('profile', 'jpg'));

    const stored = await readFile(fileOf(imageUrl));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('홍길동'))).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([64, 48]);

    const rows = await rowsOf(user.id);
    expect(rows).toEqual([
      expect.objectContaining({ userId: user.id, kind: 'profile', url: imageUrl, bytes: stored.length, width: 64, height: 48 }),
    ]);
  });

  it.each([
    ['png', png, 'png'],
    ['gif', gif, 'gif'],
    ['webp', webp, 'webp'],
  ] as const)('accepts a %s by its bytes, whatever its name, and keeps the format', async (_name, make, ext) => {
    const user = await buildUser(ctx);
    const response = await upload('group', [{ bytes: await make(), filename: 'not-really.txt', type: 'text/plain' }], user.accessToken);
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(SERVER_NAME('group', ext));
    const metadata = await sharp(await readFile(fileOf(imageUrl))).metadata();
    expect(metadata.format).toBe(ext);
    expect(metadata.exif).toBeUndefined();
  });

  it('scales a 3000×1000 image down to 2048 px on its longest side', async () => {
    const user = await buildUser(ctx);
    const response = await upload('post', [{ bytes: await solid(3000, 1000).png().toBuffer(), filename: 'wide.png' }], user.accessToken);
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(await readFile(fileOf(response.json().imageUrl))).metadata();
    expect(metadata.width).toBe(2048);
    expect(metadata.height).toBe(683);
    expect((await rowsOf(user.id))[0]).toMatchObject({ width: 2048, height: 683 });
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const user = await buildUser(ctx);
    const turned = await solid(60, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload('profile', [{ bytes: turned }], user.accessToken);
    const metadata = await sharp(await readFile(fileOf(response.json().imageUrl))).metadata();
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    expect(metadata.orientation).toBeUndefined();
  });

  it('accepts an image of several megabytes (the 1 MB JSON body limit does not apply)', async () => {
    const user = await buildUser(ctx);
    const noisy = await sharp(randomBytes(1200 * 1200 * 3), { raw: { width: 1200, height: 1200, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(1_500_000);
    const response = await upload('post', [{ bytes: noisy }], user.accessToken);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a text file renamed .jpg with 415, and a broken image with 415', async () => {
    const user = await buildUser(ctx);
    const text = await upload(
      'profile',
      [{ bytes: Buffer.from('just some text, not a picture\n'.repeat(20)), filename: 'cat.jpg' }],
      user.accessToken,
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ status: 415, message: MSG.imageType });
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    const broken = await upload('profile', [{ bytes: truncated }], user.accessToken);
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toMatch(/[가-힣]/);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses a file over 5 242 880 bytes with 413 and the Korean message', async () => {
    const user = await buildUser(ctx);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(MAX_IMAGE_BYTES - 3)]);
    expect(huge.length).toBe(MAX_IMAGE_BYTES + 1);
    const response = await upload('post', [{ bytes: huge }], user.accessToken);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, message: '이미지는 5MB 이하만 업로드할 수 있습니다.' });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses an image over 25 megapixels with 413, however small the file', async () => {
    const user = await buildUser(ctx);
    const bomb = await solid(5100, 5000).jpeg().toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const response = await upload('post', [{ bytes: bomb }], user.accessToken);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(MSG.imageTooManyPixels);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('serves the stored file at its URL with nosniff and its real type', async () => {
    const user = await buildUser(ctx);
    const imageUrl = await uploaded(user);
    const response = await ctx.request({ method: 'GET', url: imageUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(await readFile(fileOf(imageUrl)))).toBe(true);
  });

  it('takes repeated `files` on /upload/post and answers {imageUrls} in order', async () => {
    const user = await buildUser(ctx);
    const parts = [{ bytes: await jpeg() }, { bytes: await png(), filename: 'b.png' }, { bytes: await webp(), filename: 'c.webp' }];
    const response = await upload(
      'post',
      parts.map((part) => ({ ...part, field: 'files' })),
      user.accessToken,
    );
    expect(response.statusCode).toBe(200);
    const { imageUrls } = response.json();
    expect(imageUrls).toHaveLength(3);
    expect(imageUrls[0]).toMatch(SERVER_NAME('post', 'jpg'));
    expect(imageUrls[1]).toMatch(SERVER_NAME('post', 'png'));
    expect(imageUrls[2]).toMatch(SERVER_NAME('post', 'webp'));
    expect((await rowsOf(user.id)).map((row) => row.url).sort()).toEqual([...imageUrls].sort());
  });

  it('takes up to 10 `files`, refuses 11 in Korean and then stores none of them', async () => {
    const user = await buildUser(ctx);
    const bytes = await jpeg(16, 16);
    const ten = await upload(
      'post',
      Array.from({ length: 10 }, () => ({ field: 'files', bytes })),
      user.accessToken,
    );
    expect(ten.statusCode).toBe(200);
    expect(ten.json().imageUrls).toHaveLength(10);

    const other = await buildUser(ctx);
    const eleven = await upload(
      'post',
      Array.from({ length: 11 }, () => ({ field: 'files', bytes })),
      other.accessToken,
    );
    expect([400, 413]).toContain(eleven.statusCode);
    expect(eleven.json().message).toMatch(/[가-힣]/);
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it('refuses several images outside posts, and a bad batch stores nothing', async () => {
    const user = await buildUser(ctx);
    const bytes = await jpeg();
    const onProfile = await upload('profile', [{ field: 'files', bytes }], user.accessToken);
    expect(onProfile.statusCode).toBe(400);
    expect(onProfile.json()).toMatchObject({ fieldErrors: [{ field: 'files' }] });
    const twoFiles = await upload('profile', [{ bytes }, { bytes }], user.accessToken);
    expect(twoFiles.statusCode).toBe(400);
    const badBatch = await upload(
      'post',
      [
        { field: 'files', bytes },
        { field: 'files', bytes: Buffer.from('nope') },
      ],
      user.accessToken,
    );
    expect(badBatch.statusCode).toBe(415);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('answers 400 for an unknown kind, a missing file, an unknown field and 415 for a non-multipart body', async () => {
    const user = await buildUser(ctx);
    const bytes = await jpeg();
    const kind = await upload('avatar', [{ bytes }], user.accessToken);
    expect(kind.statusCode).toBe(400);
    expect(kind.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'kind' }] });
    expect(kind.json().message).toMatch(/[가-힣]/);

    const form = new FormData();
    form.append('caption', '사진 없음');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const empty = await ctx.request({
      method: 'POST',
      url: '/api/images/upload/profile',
      token: user.accessToken,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.imageMissing);

    const unknownField = await upload('profile', [{ field: 'picture', bytes }], user.accessToken);
    expect(unknownField.statusCode).toBe(400);

    const json = await ctx.request({ method: 'POST', url: '/api/images/upload/profile', token: user.accessToken, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/[가-힣]/);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('DELETE /api/images', () => {
  const remove = (imageUrl: string | undefined, token?: string) =>
    ctx.request({ method: 'DELETE', url: '/api/images', query: imageUrl === undefined ? {} : { imageUrl }, token });

  it('answers 401 without a token and keeps the file', async () => {
    const user = await buildUser(ctx);
    const imageUrl = await uploaded(user);
    const response = await remove(imageUrl);
    expect(response.statusCode).toBe(401);
    expect(existsSync(fileOf(imageUrl))).toBe(true);
  });

  it("deletes the caller's own image: the row and the file are gone, and so is the URL", async () => {
    const user = await buildUser(ctx);
    const imageUrl = await uploaded(user, 'post');
    expect(existsSync(fileOf(imageUrl))).toBe(true);
    const response = await remove(imageUrl, user.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringMatching(/[가-힣]/) });
    expect(existsSync(fileOf(imageUrl))).toBe(false);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: imageUrl })).statusCode).toBe(404);
    expect((await remove(imageUrl, user.accessToken)).statusCode).toBe(404);
  });

  it("answers 403 for someone else's image and keeps it", async () => {
    const owner = await buildUser(ctx);
    const intruder = await buildUser(ctx);
    const imageUrl = await uploaded(owner);
    const response = await remove(imageUrl, intruder.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ status: 403, message: MSG.imageNotOwned });
    expect(existsSync(fileOf(imageUrl))).toBe(true);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown image and 400 without imageUrl', async () => {
    const user = await buildUser(ctx);
    const unknown = await remove('/uploads/profile/00000000-0000-0000-0000-000000000000.jpg', user.accessToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/[가-힣]/);
    const outside = await remove('/etc/passwd', user.accessToken);
    expect(outside.statusCode).toBe(404);
    const missing = await remove(undefined, user.accessToken);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, fieldErrors: [{ field: 'imageUrl' }] });
  });
});
