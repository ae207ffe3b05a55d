import { randomUUID } from 'node:crypto';
import { type ImageKind, MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { processImage } from './image-processing.ts';
import { deleteUpload, findUpload, insertUpload } from './images.repo.ts';

/** Re-encodes an upload, stores it under a server-made name and records who uploaded it. */
export async function storeImage(
  deps: Pick<Deps, 'db' | 'storage'>,
  { userId, kind, bytes }: { userId: number; kind: ImageKind; bytes: Buffer },
) {
  const image = await processImage(bytes);
  const url = await deps.storage.put(`${kind}/${randomUUID()}.${image.ext}`, image.bytes, image.contentType);
  await insertUpload(deps.db, { userId, kind, url, bytes: image.bytes.length, width: image.width, height: image.height });
  return url;
}

/** Deletes an image the caller uploaded; someone else's is 403, an unknown one 404. */
export async function deleteImage(deps: Pick<Deps, 'db' | 'storage'>, { userId, imageUrl }: { userId: number; imageUrl: string }) {
  const upload = await findUpload(deps.db, imageUrl);
  if (!upload) throw notFound('이미지를 찾을 수 없습니다.');
  if (upload.userId !== userId) throw forbidden(MSG.imageNotOwned);
  await deleteUpload(deps.db, upload.id);
  await deps.storage.remove(upload.url);
}
