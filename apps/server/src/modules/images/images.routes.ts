import { IMAGE_KINDS, imagesUploadResponseSchema, imageUploadResponseSchema, MSG, messageResponseSchema } from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { deleteImage, storeImages } from './images.service.ts';

export const imageRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['images'];
  const security = [{ bearer: [] }];

  // One path answers both shapes: field `file` → {imageUrl}; repeated `files` (posts) → {imageUrls}.
  app.post(
    '/images/upload/:kind',
    {
      config: { writeLimit: 'uploads' },
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ kind: z.enum(IMAGE_KINDS, { error: '이미지 종류는 profile, post, group 중 하나여야 합니다.' }) }),
        response: { 200: z.union([imageUploadResponseSchema, imagesUploadResponseSchema]) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, '멀티파트 형식의 요청이 필요합니다.');
      const userId = currentUserId(request);
      const { kind } = request.params;
      const buffers: { field: string; bytes: Buffer }[] = [];
      for await (const part of request.files()) {
        if (part.fieldname !== 'file' && part.fieldname !== 'files') {
          part.file.resume();
          throw badRequest(`알 수 없는 파일 항목입니다: ${part.fieldname}`, part.fieldname);
        }
        buffers.push({ field: part.fieldname, bytes: await part.toBuffer() });
      }
      if (buffers.length === 0) throw badRequest(MSG.imageMissing, 'file');
      const isMultiple = buffers.some((entry) => entry.field === 'files');
      if (!isMultiple && buffers.length > 1) throw badRequest('이미지는 하나만 올릴 수 있습니다.', 'file');
      if (isMultiple && kind !== 'post') throw badRequest('여러 장은 게시글 이미지로만 올릴 수 있습니다.', 'files');
      // Each image is checked in full before any is stored, so a bad one in a batch stores nothing.
      const urls = await storeImages(deps, { userId, kind, files: buffers.map((entry) => entry.bytes) });
      return isMultiple ? { imageUrls: urls } : { imageUrl: urls[0] ?? '' };
    },
  );

  app.delete(
    '/images',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        querystring: z.object({ imageUrl: z.string().min(1, MSG.requiredField).max(500) }),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await deleteImage(deps, { userId: currentUserId(request), imageUrl: request.query.imageUrl });
      return { message: '이미지가 삭제되었습니다.' };
    },
  );
};
