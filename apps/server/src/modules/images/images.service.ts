import { randomUUID } from 'node:crypto';
import { type ImageKind, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { type ProcessedImage, processImage } from './image-processing.ts';
import { deleteUpload, findUpload, insertUpload } from './images.repo.ts';

/** Re-encodes an upload, stores it under a server-made name and records who uploaded it. */
export async function storeImage(
  deps: Pick<Deps, 'db' | 'storage'>,
  { userId, kind, bytes }: { userId: number; kind: ImageKind; bytes: Buffer },
) {
  const [url] = await storeImages(deps, { userId, kind, files: [bytes] });
  return url ?? '';
}

/** Like storeImage for a batch: every image is decoded before any is stored, so a bad one stores nothing. */
export async function storeImages(
  deps: Pick<Deps, 'db' | 'storage'>,
  { userId, kind, files }: { userId: number; kind: ImageKind; files: Buffer[] },
): Promise<string[]> {
  const images: ProcessedImage[] = [];
  for (const bytes of files) images.push(await processImage(bytes));
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
