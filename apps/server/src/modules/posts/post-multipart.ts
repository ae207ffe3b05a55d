import { createPostSchema, MAX_POST_IMAGES, MSG, POST_MSG } from '@dongne/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { deleteImage, type ImageDeps, storeImages } from '../images/images.service.ts';

/**
 * Reads `POST /posts/with-images`: part `post` (JSON {content, groupId}) and repeated `images`.
 * The payload is validated and every image decoded before any is stored.
 */
export async function readPostMultipart(deps: ImageDeps, request: FastifyRequest, userId: number) {
  if (!request.isMultipart()) throw new AppError(415, '멀티파트 형식의 요청이 필요합니다.');
  let json: string | undefined;
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.fieldname === 'post') {
      json = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value);
    } else if ((part.fieldname === 'images' || part.fieldname === 'files') && part.type === 'file') {
      files.push(await part.toBuffer());
    } else if (part.type === 'file') {
      part.file.resume();
    }
  }
  if (json === undefined) throw badRequest('게시글 정보(post)가 필요합니다.', 'post');
  if (files.length > MAX_POST_IMAGES) throw badRequest(POST_MSG.tooManyImages, 'images');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw badRequest('게시글 정보가 올바른 JSON이 아닙니다.', 'post');
  }
  const parsed = createPostSchema.omit({ imageUrls: true }).safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'post', message: issue.message }));
    throw new AppError(400, fieldErrors[0]?.message ?? MSG.badRequest, { fieldErrors });
  }
  const imageUrls = await storeImages(deps, { userId, kind: 'post', files: files.filter((file) => file.length > 0) });
  return {
    input: { ...parsed.data, imageUrls },
    discardImages: async () => {
      for (const imageUrl of imageUrls) await deleteImage(deps, { userId, imageUrl }).catch(() => {});
    },
  };
}
