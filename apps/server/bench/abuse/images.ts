import sharp from 'sharp';
import { multipart } from './http.ts';
import type { AbuseWorld, Account } from './world.ts';

/** A 1×1 animated GIF of `frames` frames, written byte by byte (a few bytes a frame). */
export function animatedGif(frames: number): Buffer {
  const header = Buffer.from([
    ...Buffer.from('GIF89a'),
    1,
    0,
    1,
    0,
    0x80,
    0,
    0, // 1×1 screen, a global table of two colours
    0,
    0,
    0,
    255,
    255,
    255,
    0x21,
    0xff,
    0x0b,
    ...Buffer.from('NETSCAPE2.0'),
    3,
    1,
    0,
    0,
    0, // loop forever
  ]);
  const frame = Buffer.from([
    0x21,
    0xf9,
    4,
    0,
    10,
    0,
    0,
    0, // 100 ms a frame
    0x2c,
    0,
    0,
    0,
    0,
    1,
    0,
    1,
    0,
    0, // the whole 1×1 image
    2,
    2,
    0x44,
    1,
    0, // LZW: one pixel of colour 0
  ]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

/** A one-colour PNG of `megapixels` million pixels: tiny to send, large to decode. */
export function bigPng(megapixels: number): Promise<Buffer> {
  const side = Math.round(Math.sqrt(megapixels * 1_000_000));
  return sharp({ create: { width: side, height: side, channels: 3, background: '#88aa44' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function smallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();
}

/** Uploads files under `field` (`file` answers {imageUrl}, repeated `files` on post answers {imageUrls}). */
export async function upload(
  world: AbuseWorld,
  account: Account,
  kind: 'profile' | 'post' | 'group',
  files: { bytes: Buffer; type: string }[],
  field = files.length > 1 ? 'files' : 'file',
) {
  const body = await multipart(
    field,
    files.map((file, index) => ({ ...file, name: `image-${index}.${file.type.split('/')[1]}` })),
  );
  return world.call('POST', `/api/images/upload/${kind}`, { token: account.token, ...body, timeoutMs: 120_000 });
}
