import sharp from 'sharp';
import { multipart } from './http.ts';
import type { AbuseWorld, Account } from './world.ts';

/** A 1×1 animated GIF of `frames` frames, written byte by byte (21 bytes a frame). */
export function animatedGif(frames: number): Buffer {
  const hex = (text: string) => Buffer.from(text.replaceAll(' ', ''), 'hex');
  const header = Buffer.concat([
    Buffer.from('GIF89a'),
    hex('0100 0100 80 00 00'), // 1×1 screen, a global table of two colours
    hex('000000 ffffff'),
    hex('21 ff 0b'),
    Buffer.from('NETSCAPE2.0'),
    hex('03 01 0000 00'), // loop forever
  ]);
  const frame = hex(
    '21 f9 04 00 0a00 00 00' + // 100 ms a frame
      '2c 0000 0000 0100 0100 00' + // the whole 1×1 image
      '02 02 4401 00', // LZW: one pixel of colour 0
  );
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame), hex('3b')]);
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
