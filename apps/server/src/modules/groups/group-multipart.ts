import { createGroupSchema, MSG } from '@dongne/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { deleteImage, type ImageDeps, storeImage } from '../images/images.service.ts';

/**
 * Reads `POST /groups/with-image`: part `group` (JSON, as a field or as a JSON blob) and part `image`.
 * The payload is validated before the image is stored, so a bad form stores nothing.
 */
export async function readGroupMultipart(deps: ImageDeps, request: FastifyRequest, userId: number) {
  if (!request.isMultipart()) throw new AppError(415, '멀티파트 형식의 요청이 필요합니다.');
  let json: string | undefined;
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.fieldname === 'group') {
      json = part.type === 'file' ? (await part.toBuffer()).toString('utf8') : String(part.value);
    } else if (part.fieldname === 'image' && part.type === 'file') {
      image = await part.toBuffer();
    } else if (part.type === 'file') {
      part.file.resume();
    }
  }
  if (json === undefined) throw badRequest('모임 정보(group)가 필요합니다.', 'group');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw badRequest('모임 정보가 올바른 JSON이 아닙니다.', 'group');
  }
  const parsed = createGroupSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || 'group', message: issue.message }));
    throw new AppError(400, fieldErrors[0]?.message ?? MSG.badRequest, { fieldErrors });
  }
  const input: z.output<typeof createGroupSchema> = parsed.data;
  const imageUrl = image && image.length > 0 ? await storeImage(deps, { userId, kind: 'group', bytes: image }) : undefined;
  return {
    input,
    imageUrl,
    discardImage: async () => {
      if (imageUrl) await deleteImage(deps, { userId, imageUrl }).catch(() => {});
    },
  };
}
