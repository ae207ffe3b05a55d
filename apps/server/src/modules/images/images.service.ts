import { randomUUID } from 'node:crypto';
import { type ImageKind, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { AppError, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { claimUploadSlot, decodePool } from './decode-pool.ts';
import { inspectImage, MAX_PIXELS_PER_REQUEST, processImages } from './image-processing.ts';
import { deleteUnreferencedUploads, deleteUpload, findUpload, insertUpload, sumUploadBytes } from './images.repo.ts';

/** What storing images needs: the database, the storage, the upload quota and the megapixel budget. */
export type ImageDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'limiter'>;

/** Contract §6: the user decoded their megapixels of the last 10 minutes (WRITE_LIMIT_MEGAPIXELS). */
export const MEGAPIXELS_SPENT = '짧은 시간에 너무 많은 이미지를 올렸습니다. 잠시 후 다시 시도해주세요.';

/** Re-encodes an upload, stores it under a server-made name and records who uploaded it. */
export async function storeImage(deps: ImageDeps, { userId, kind, bytes }: { userId: number; kind: ImageKind; bytes: Buffer }) {
  const [url] = await storeImages(deps, { userId, kind, files: [bytes] });
  return url ?? '';
}

/**
 * Like storeImage for a batch: every image is decoded before any is stored, so a bad one stores
 * nothing. One request of a user at a time (429 for a second). Headers are weighed first (frames,
 * megapixels of the whole request, the user's decoded megapixels of the last 10 minutes) and the
 * quota checked before any pixel is decoded; the quota again with the re-encoded sizes. Decoding
 * waits for the process's decode pool (503 when it is full); the megapixels count once a slot is
 * taken, so a refused request costs the user none of the budget.
 */
export async function storeImages(
  deps: ImageDeps,
  { userId, kind, files }: { userId: number; kind: ImageKind; files: Buffer[] },
): Promise<string[]> {
  const releaseUser = claimUploadSlot(userId);
  try {
    return await decodeAndStore(deps, { userId, kind, files });
  } finally {
    releaseUser();
  }
}

async function decodeAndStore(deps: ImageDeps, { userId, kind, files }: { userId: number; kind: ImageKind; files: Buffer[] }) {
  // A flood meets a full queue: its requests are refused before their headers are read.
  decodePool.refuseWhenFull();
  const inspected = [];
  for (const bytes of files) inspected.push(await inspectImage(bytes));
  const decodedPixels = inspected.reduce((sum, image) => sum + image.decodedPixels, 0);
  if (decodedPixels > MAX_PIXELS_PER_REQUEST) throw new AppError(413, MSG.imagesTooManyPixels);
  const used = await sumUploadBytes(deps.db, userId);
  if (used >= deps.config.uploadQuotaBytes) throw new AppError(413, MSG.uploadQuotaExceeded);
  const megapixels = Math.max(1, Math.ceil(decodedPixels / 1_000_000));
  const budget = deps.config.writeLimits.megapixels;
  const budgetKey = `write:megapixels:${userId}`;
  const spent = await deps.limiter.peek(budgetKey, budget.limit);
  if (spent.count + megapixels > budget.limit) throw tooManyRequests(MEGAPIXELS_SPENT, spent.retryAfterSeconds);
  const images = await processImages(inspected, async () => {
    // Another instance may have spent the rest of the budget since the peek: the shared count decides.
    const charged = await deps.limiter.hit(budgetKey, budget.limit, budget.windowMs, megapixels);
    if (!charged.allowed) throw tooManyRequests(MEGAPIXELS_SPENT, charged.retryAfterSeconds);
  });
  // Uploads of one user on two instances may each pass this check: the write limit bounds how far over.
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
