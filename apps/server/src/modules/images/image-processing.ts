import { MSG } from '@dongne/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { DecodeFailed, decodePool } from './decode-pool.ts';
import type { ReencodeResult } from './reencode.ts';

// This process only reads headers; pixels are decoded in the decode pool's processes. libvips's
// operation cache would keep recent uploads' buffers here long after their requests ended, and
// its thread pool would hold a stack per thread: neither helps a header read.
sharp.cache(false);
sharp.concurrency(1);

const MAX_PIXELS = 25_000_000;
const MAX_FRAMES = 100;
/** Pixels one request may decode, all its images and frames together (contract §16). */
export const MAX_PIXELS_PER_REQUEST = 50_000_000;
const UNREADABLE = '이미지 파일을 읽을 수 없습니다.';

type Format = { ext: 'jpg' | 'png' | 'gif' | 'webp'; contentType: string };

/** The image format by its first bytes, whatever the file's name or declared type says. */
function sniffImageFormat(bytes: Buffer): Format | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', contentType: 'image/png' };
  }
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { ext: 'gif', contentType: 'image/gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { ext: 'webp', contentType: 'image/webp' };
  return null;
}

export type ProcessedImage = { bytes: Buffer; width: number; height: number } & Format;

/** What an upload will cost to decode, read from its header before any pixel is decoded. */
export type InspectedImage = { input: Buffer; format: Format; isAnimated: boolean; decodedPixels: number };

/**
 * Reads an upload's header: its real format, at most 25 megapixels a frame and 100 frames
 * (contract §16), and the pixels decoding every frame would cost, so a request's images can be
 * weighed together before any is decoded.
 */
export async function inspectImage(input: Buffer): Promise<InspectedImage> {
  const format = sniffImageFormat(input);
  if (!format) throw new AppError(415, MSG.imageType);
  const isAnimated = format.ext === 'gif' || format.ext === 'webp';
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(415, UNREADABLE);
  }
  const frameHeight = metadata.pageHeight ?? metadata.height ?? 0;
  const framePixels = (metadata.width ?? 0) * frameHeight;
  if (framePixels > MAX_PIXELS) throw new AppError(413, MSG.imageTooManyPixels);
  const frames = isAnimated ? (metadata.pages ?? 1) : 1;
  if (frames > MAX_FRAMES) throw badRequest(MSG.imageTooManyFrames, 'file');
  return { input, format, isAnimated, decodedPixels: framePixels * frames };
}

/**
 * Decodes and re-encodes inspected uploads in the process's decode pool (contract §6), one after
 * another: orientation applied, metadata (EXIF, GPS) dropped, at most 2048 px on the longest side
 * out. `onSlot` runs once a decode slot is taken. 503 with Retry-After when the pool and its queue are full; 415 for a file that does not
 * decode. The header was weighed already; the pixel bound only stops a file whose frames are more
 * than it said.
 */
export async function processImages(images: InspectedImage[], onSlot?: () => Promise<void>): Promise<ProcessedImage[]> {
  let results: ReencodeResult[];
  try {
    results = await decodePool.decodeAll(
      images.map(({ input, format, isAnimated }) => ({ input, ext: format.ext, isAnimated, maxInputPixels: MAX_PIXELS_PER_REQUEST })),
      onSlot,
    );
  } catch (error) {
    if (error instanceof DecodeFailed) throw new AppError(415, UNREADABLE);
    throw error;
  }
  return results.map((result, index) => ({
    bytes: Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength),
    width: result.width,
    height: result.height,
    ...(images[index] as InspectedImage).format,
  }));
}
