import { randomUUID } from 'node:crypto';
import { type ImageKind, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { inspectImage, MAX_PIXELS_PER_REQUEST, type ProcessedImage, processImage } from './image-processing.ts';
import { deleteUnreferencedUploads, deleteUpload, findUpload, insertUpload, sumUploadBytes } from './images.repo.ts';

/** What storing images needs: the database, the storage and the upload quota. */
export type ImageDeps = Pick<Deps, 'db' | 'storage' | 'config'>;

/** Re-encodes an upload, stores it under a server-made name and records who uploaded it. */
export async function storeImage(deps: ImageDeps, { userId, kind, bytes }: { userId: number; kind: ImageKind; bytes: Buffer }) {
  const [url] = await storeImages(deps, { userId, kind, files: [bytes] });
  return url ?? '';
}

/**
 * Like storeImage for a batch: every image is decoded before any is stored, so a bad one stores
 * nothing. Headers are weighed first (frames, megapixels of the whole request) and the user's
 * quota checked before any pixel is decoded; the quota again with the re-encoded sizes.
 */
export async function storeImages(
  deps: ImageDeps,
  { userId, kind, files }: { userId: number; kind: ImageKind; files: Buffer[] },
): Promise<string[]> {
  const inspected = [];
  for (const bytes of files) inspected.push(await inspectImage(bytes));
  const decodedPixels = inspected.reduce((sum, image) => sum + image.decodedPixels, 0);
  if (decodedPixels > MAX_PIXELS_PER_REQUEST) throw new AppError(413, MSG.imagesTooManyPixels);
  const used = await sumUploadBytes(deps.db, userId);
  if (used >= deps.config.uploadQuotaBytes) throw new AppError(413, MSG.uploadQuotaExceeded);
  const images: ProcessedImage[] = [];
  for (const image of inspected) images.push(await processImage(image));
  // Concurrent uploads of one user may each pass this check: the write limit bounds how far over.
  const adding = images.reduce((sum, image) => sum + image.bytes.length, 0);
  if (used + adding > deps.config.uploadQuotaBytes) throw new AppError(413, MSG.uploadQuotaExceeded);
  const urls: string[] = [];
  for (const image of images) {
    const url = await deps.storage.put(`${kind}/${randomUUID()}.${image.ext}`, image.bytes, image.contentType);
    await insertUpload(deps.db, { userId, kind, url, bytes: image.bytes.length, width: image.width, height: image.height });
    urls.push(url);
  }
  return urls;
}

/** Deletes an image the caller uploaded; someone else's is 403, an unknown one 404. */
export async function deleteImage(deps: Pick<Deps, 'db' | 'storage'>, { userId, imageUrl }: { userId: number; imageUrl: string }) {
  const upload = await findUpload(deps.db, imageUrl);
  if (!upload) throw notFound('이미지를 찾을 수 없습니다.');
  if (upload.userId !== userId) throw forbidden(MSG.imageNotOwned);
  await deleteUpload(deps.db, upload.id);
  await deps.storage.remove(upload.url);
}

/**
 * Removes the images a post no longer shows (edited out, or the post deleted), each only when
 * nothing else shows it: the same upload may also be the author's profile photo, a group cover,
 * another post's image or a chat image. The row goes first, in one statement that checks every
 * reference, then the file; a file that cannot be removed is logged and left for nobody.
 */
export async function discardUnusedImages(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  { userId, urls }: { userId: number; urls: string[] },
) {
  const removed = await deleteUnreferencedUploads(deps.db, { userId, urls: [...new Set(urls)] });
  for (const { url } of removed) {
    await deps.storage.remove(url).catch((error: unknown) => deps.log.warn({ err: error, url }, 'image cleanup failed'));
  }
}
