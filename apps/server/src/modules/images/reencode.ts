import sharp, { type Sharp } from 'sharp';

/** What the decoding process is asked to do with one upload whose header was already weighed. */
export type ReencodeJob = { input: Uint8Array; ext: 'jpg' | 'png' | 'gif' | 'webp'; isAnimated: boolean; maxInputPixels: number };
export type ReencodeResult = { bytes: Uint8Array; width: number; height: number };

const MAX_SIDE = 2048;

/**
 * Decodes and re-encodes one image: orientation applied, metadata (EXIF, GPS) dropped, at most
 * 2048 px on the longest side out. Imports nothing but sharp, so the decoding process
 * (`decode-process.ts`) runs it without the rest of the server.
 */
export async function reencode({ input, ext, isAnimated, maxInputPixels }: ReencodeJob): Promise<ReencodeResult> {
  let pipeline: Sharp = sharp(input, { limitInputPixels: maxInputPixels, animated: isAnimated, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  pipeline =
    ext === 'jpg'
      ? pipeline.jpeg({ quality: 82, mozjpeg: true })
      : ext === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : ext === 'gif'
          ? pipeline.gif()
          : pipeline.webp({ quality: 82 });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}
